import { Link } from '@/components/ui/link';
import { PropertyGrid } from '@/components/property/property-grid';
import type { PropertySummary } from '@/lib/listings';
import styles from './home-section.module.css';

export interface FeaturedPropertiesProps {
  properties: PropertySummary[];
}

export function FeaturedProperties({ properties }: FeaturedPropertiesProps) {
  if (properties.length === 0) return null;
  return (
    <section className={`container ${styles.section}`} aria-labelledby="featured-heading">
      <div className={styles.heading}>
        <h2 id="featured-heading">Featured properties</h2>
        <Link href="/search">View all properties</Link>
      </div>
      <PropertyGrid label="Featured properties" properties={properties} dormant />
    </section>
  );
}
