import type { PropertySummary } from '@/lib/listings';
import { PropertyCard } from './property-card';
import styles from '@/components/ui/card-grid.module.css';

export interface PropertyGridProps {
  label: string;
  properties: PropertySummary[];
  /** Cards whose images load first (the first row above the fold); the very first is preloaded. */
  priorityCount?: number;
  /** Where the first card is in the first viewport, if not on every screen: a media query. */
  leadMedia?: string;
}

/** Cards in a grid of 3 on desktop, 2 on tablet and 1 on a phone (DESIGN.md). */
export function PropertyGrid({ label, properties, priorityCount = 0, leadMedia }: PropertyGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {properties.map((property, index) => (
        <li key={property.objectID}>
          <PropertyCard
            property={property}
            priority={index < priorityCount}
            lead={index === 0 && priorityCount > 0 && (leadMedia ?? true)}
          />
        </li>
      ))}
    </ul>
  );
}
