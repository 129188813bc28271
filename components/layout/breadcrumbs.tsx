import { Link } from '@/components/ui/link';
import { JsonLd } from '@/components/seo/json-ld';
import type { Crumb } from '@/lib/breadcrumbs';
import { absoluteUrl } from '@/lib/site-metadata';
import styles from './breadcrumbs.module.css';

export interface BreadcrumbsProps {
  /** From the first crumb after Home to the current page. */
  items: Crumb[];
}

/** SPEC §2: 'You are here:' starting at Home; each crumb a link; BreadcrumbList for search engines. */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  const trail: Crumb[] = [{ label: 'Home', href: '/' }, ...items];
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs} data-print="hide">
      <span className={styles.lead}>You are here:</span>
      <ol className={styles.list}>
        {trail.map((crumb, index) => (
          <li key={crumb.href} className={styles.item}>
            <Link href={crumb.href} aria-current={index === trail.length - 1 ? 'page' : undefined}>
              {crumb.label}
            </Link>
          </li>
        ))}
      </ol>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: trail.map((crumb, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: crumb.label,
            item: absoluteUrl(crumb.href),
          })),
        }}
      />
    </nav>
  );
}
