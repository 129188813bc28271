'use client';

import { Link } from '@/components/ui/link';
import { useId } from 'react';
import { PROPERTY_IMAGE_SIZES } from '@/components/property/property-image-link';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { SiteImage } from '@/components/ui/site-image';
import type { ShortlistListing } from '@/lib/listings/shortlist';
import { buildCompareRows } from '@/lib/shortlist/compare-rows';
import styles from './compare-table.module.css';

export interface CompareTableProps {
  listings: readonly ShortlistListing[];
}

/**
 * Listings side by side: one column each (photo and name at the head), one row per fact, the
 * rows whose values all agree marked "Same". The columns share the box's width, each wide enough
 * for its words; on a phone two show at a time (one and a half on the narrowest) and the rest are a
 * swipe away (scroll snapping), the fact names staying in view at the left.
 */
export function CompareTable({ listings }: CompareTableProps) {
  const captionId = useId();
  const rows = buildCompareRows(listings);
  return (
    <ScrollRegion labelledBy={captionId} className={styles.region}>
      <table className={styles.table} data-columns={listings.length}>
        <caption id={captionId} className={styles.caption}>
          {`Comparing ${listings.length} ${listings.length === 1 ? 'listing' : 'listings'}`}
          {listings.length > 1 && (
            <span className={styles.hint} aria-hidden="true">
              Swipe sideways for the others
            </span>
          )}
        </caption>
        <thead>
          <tr>
            <td className={styles.corner} />
            {listings.map(({ id, card }) => {
              const [photo] = card.images;
              return (
                <th key={id} scope="col" className={styles.listing}>
                  <span className={styles.photo}>
                    {photo && (
                      <SiteImage src={photo.src} alt="" fill sizes={PROPERTY_IMAGE_SIZES} loading="lazy" />
                    )}
                  </span>
                  <Link href={card.href} className={styles.name}>
                    {card.name}
                  </Link>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className={row.same ? styles.same : undefined}>
              <th scope="row" className={styles.fact}>
                {row.label}
                {row.same && <span className={styles.sameTag}>Same</span>}
              </th>
              {row.values.map((value, index) => (
                <td key={listings[index]?.id ?? index}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
