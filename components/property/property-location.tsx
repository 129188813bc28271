import { PropertyLocationMap } from '@/components/maps/property-location-map';
import type { PropertyDetail } from '@/lib/listings';
import { buildDirectionsUrl } from '@/lib/maps/directions';
import styles from './property-location.module.css';

export interface PropertyLocationProps {
  property: Pick<PropertyDetail, 'name' | 'streetAddress' | 'suburb' | 'city' | 'province' | 'location'>;
}

/** Where the property is: its address, a map with its pin, and directions in the visitor's maps app. */
export function PropertyLocation({ property }: PropertyLocationProps) {
  const { location } = property;
  return (
    <section aria-labelledby="location-heading" className={styles.location}>
      <h2 id="location-heading">Location</h2>
      <address className={styles.address}>
        {property.streetAddress}, {property.suburb}, {property.city}, {property.province}
      </address>
      {location && (
        <>
          <PropertyLocationMap name={property.name} point={location} />
          <a
            className={styles.directions}
            href={buildDirectionsUrl(location)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Get directions
            <span className="visually-hidden"> to {property.name} (opens in a new tab)</span>
          </a>
        </>
      )}
    </section>
  );
}
