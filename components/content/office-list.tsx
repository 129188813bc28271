import type { Office } from '@/lib/content';
import styles from './office-list.module.css';
import { toTelHref } from '@/lib/format/phone';

export interface OfficeListProps {
  offices: Office[];
}

export function OfficeList({ offices }: OfficeListProps) {
  return (
    <section aria-labelledby="offices-heading" className={styles.section}>
      <h2 id="offices-heading">Find an office near you</h2>
      <ul className={styles.list}>
        {offices.map((office) => (
          <li key={office.name} className={styles.office}>
            <h3 className={styles.name}>{office.name}</h3>
            <address className={styles.address}>
              {office.addressLines.map((line) => (
                <span key={line}>{line}</span>
              ))}
              <span>
                {office.city}, {office.province}
              </span>
            </address>
            <a href={toTelHref(office.phone)}>{office.phone}</a>
            <a href={`mailto:${office.email}`}>{office.email}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
