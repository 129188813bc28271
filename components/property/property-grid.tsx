import type { PropertySummary } from '@/lib/listings';
import { DormantIsland } from '@/components/dormant/dormant-island';
import { PropertyCard } from './property-card';
import styles from '@/components/ui/card-grid.module.css';

export interface PropertyGridProps {
  label: string;
  properties: PropertySummary[];
  /** Cards whose images load first (the first row above the fold); the very first is preloaded. */
  priorityCount?: number;
  /** Where the first card is in the first viewport, if not on every screen: a media query. */
  leadMedia?: string;
  /**
   * Each card stays the server's HTML until a visitor reaches for it (DormantIsland), when its
   * slider and Shortlist toggle hydrate: a grid outside the property search, which hydrates its own.
   */
  dormant?: boolean;
  /**
   * False inside a section the browser skips as a whole, which keeps a height of its own for the
   * cards: a card skipped inside it would keep more than the section reckons for it.
   */
  skipUntilNear?: boolean;
}

/** Cards in a grid of 3 on desktop, 2 on tablet and 1 on a phone (DESIGN.md). */
export function PropertyGrid({
  label,
  properties,
  priorityCount = 0,
  leadMedia,
  dormant = false,
  skipUntilNear = true,
}: PropertyGridProps) {
  const card = (property: PropertySummary, index: number) => (
    <PropertyCard
      property={property}
      priority={index < priorityCount}
      lead={index === 0 && priorityCount > 0 && (leadMedia ?? true)}
    />
  );
  return (
    <ul className={skipUntilNear ? `${styles.grid} ${styles.propertyCards}` : styles.grid} aria-label={label}>
      {properties.map((property, index) => (
        <li key={property.objectID}>
          {dormant ? <DormantIsland>{card(property, index)}</DormantIsland> : card(property, index)}
        </li>
      ))}
    </ul>
  );
}
