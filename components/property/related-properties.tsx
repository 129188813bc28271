import type { CSSProperties } from 'react';
import type { PropertySummary } from '@/lib/listings';
import { PropertyGrid } from './property-grid';
import styles from './related-properties.module.css';

export interface RelatedPropertiesProps {
  heading: string;
  properties: PropertySummary[];
}

export function RelatedProperties({ heading, properties }: RelatedPropertiesProps) {
  if (properties.length === 0) return null;
  return (
    <section
      className={styles.related}
      style={{ '--cards': properties.length } as CSSProperties}
      aria-labelledby="related-heading"
      data-print="hide"
    >
      <h2 id="related-heading">{heading}</h2>
      <PropertyGrid label={heading} properties={properties} dormant skipUntilNear={false} />
    </section>
  );
}
