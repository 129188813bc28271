import { Link } from '@/components/ui/link';
import { useId } from 'react';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { formatAvailability } from '@/lib/format/date';
import { formatGla } from '@/lib/format/gla';
import { formatPrice, formatRate } from '@/lib/format/price';
import type { UnitSummary } from '@/lib/listings';
import { dealLabel, type DealType } from '@/lib/deal';
import { toListingId } from '@/lib/shortlist/listing-id';
import { ShortlistToggle } from '@/components/shortlist/shortlist-toggle';
import styles from './unit-schedule.module.css';

export interface UnitScheduleProps {
  dealType: DealType;
  units: UnitSummary[];
  /** The unit whose page this is, marked in the table. */
  currentUnitSlug?: string;
  /** The property's name and web ref, for each row's Shortlist toggle. */
  propertyName: string;
  webRef: string;
}

/** Every unit of the property, each row linking to its unit page. */
export function UnitSchedule({ dealType, units, currentUnitSlug, propertyName, webRef }: UnitScheduleProps) {
  const toLet = dealType === 'toLet';
  const captionId = useId();
  return (
    <ScrollRegion labelledBy={captionId} className={styles.wrap}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {`Units ${dealLabel(dealType).toLowerCase()}`}
          {/* What a sighted visitor on a phone needs to know; the table itself tells a screen reader. */}
          <span className={styles.hint} aria-hidden="true">
            Scroll sideways for every column
          </span>
        </caption>
        <thead>
          <tr>
            <th scope="col">Unit</th>
            <th scope="col">Category</th>
            <th scope="col">GLA</th>
            {toLet ? (
              <>
                <th scope="col">Gross per m²</th>
                <th scope="col">Net per m²</th>
              </>
            ) : (
              <th scope="col">Asking price</th>
            )}
            <th scope="col">Available</th>
            <th scope="col">
              <span className="visually-hidden">Shortlist</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {units.map((unit) => (
            <tr
              key={unit.objectID}
              className={unit.unitSlug === currentUnitSlug ? styles.current : undefined}
            >
              <th scope="row">
                <Link href={unit.href} aria-current={unit.unitSlug === currentUnitSlug ? 'page' : undefined}>
                  {unit.unitId}
                </Link>
              </th>
              <td>{unit.category}</td>
              <td>{formatGla(unit.glaMin, unit.glaMax)}</td>
              {toLet ? (
                <>
                  <td>{formatRate(unit.grossPrice)}</td>
                  <td>{formatRate(unit.netPrice)}</td>
                </>
              ) : (
                <td>{formatPrice({ deal: dealType, grossPrice: unit.grossPrice })}</td>
              )}
              <td>
                <time dateTime={unit.availableDate}>
                  {formatAvailability(unit.availableType, unit.availableDate)}
                </time>
              </td>
              <td className={styles.shortlist}>
                <ShortlistToggle
                  id={toListingId(webRef, unit.unitSlug)}
                  name={`${unit.unitId}, ${propertyName}`}
                  label={`unit ${unit.unitId}`}
                  variant="row"
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
