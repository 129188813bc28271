import type { CSSProperties } from 'react';
import type { PropertySummary } from '@/lib/listings';
import { PropertyGrid } from './property-grid';
import styles from './related-properties.module.css';

export interface RelatedPropertiesProps {
  heading: string;
  properties: PropertySummary[];
}

/** The rows the cards fill at 1, 2 and 3 columns, for the height the section keeps while it is skipped. */
function rowCounts(cards: number): CSSProperties {
  return {
    '--rows-of-1': cards,
    '--rows-of-2': Math.ceil(cards / 2),
    '--rows-of-3': Math.ceil(cards / 3),
  } as CSSProperties;
}

export function RelatedProperties({ heading, properties }: RelatedPropertiesProps) {
  if (properties.length === 0) return null;
  return (
    <section
      className={styles.related}
      style={rowCounts(properties.length)}
      aria-labelledby="related-heading"
      data-print="hide"
    >
      <h2 id="related-heading">{heading}</h2>
      <PropertyGrid label={heading} properties={properties} dormant skipUntilNear={false} />
    </section>
  );
}
