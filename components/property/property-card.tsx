import { Link } from '@/components/ui/link';
import { describeUpdatedOn } from '@/lib/format/freshness';
import { formatGla } from '@/lib/format/gla';
import { describeAvailability } from '@/lib/listings/availability';
import { formatPrice } from '@/lib/format/price';
import type { PropertySummary } from '@/lib/listings';
import { dealLabel } from '@/lib/deal';
import { toListingId } from '@/lib/shortlist/listing-id';
import { ShortlistToggle } from '@/components/shortlist/shortlist-toggle';
import { PropertyImageLink, PropertyImagePlaceholder } from './property-image-link';
import { PropertyImageSlider } from './property-image-slider';
import styles from './property-card.module.css';

export interface PropertyCardProps {
  property: PropertySummary;
  /** For cards in the first row, whose images should not wait for lazy loading. */
  priority?: boolean;
  /** The page's first card: its first image is preloaded at high priority (PropertyImageLink's `lead`). */
  lead?: boolean | string;
  /** The shortlist id of what the card shows; by default the property's (its web ref). */
  listingId?: string;
}

function PropertyCardMedia({ property, priority, lead }: Required<Omit<PropertyCardProps, 'listingId'>>) {
  const [first] = property.images;
  if (property.images.length > 1) {
    return (
      <PropertyImageSlider
        name={property.name}
        href={property.href}
        images={property.images}
        priority={priority}
        lead={lead}
      />
    );
  }
  if (first) {
    return <PropertyImageLink href={property.href} image={first} tabIndex={0} eager={priority} lead={lead} />;
  }
  return <PropertyImagePlaceholder />;
}

/** "Updated 03 December 2026 · Available immediately": words that stay true in a cached page. */
function describeFreshness({ updatedTimestamp, availableTimestamp }: PropertySummary): string {
  return [
    updatedTimestamp === undefined ? '' : describeUpdatedOn(updatedTimestamp * 1000),
    availableTimestamp === undefined ? '' : describeAvailability(availableTimestamp),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** SPEC §2 property card: the name's link is stretched over the card, so the whole card leads to the property. */
export function PropertyCard({ property, priority = false, lead = false, listingId }: PropertyCardProps) {
  const units = property.unitCount;
  const description = property.description.trim();
  const shortlistId = listingId ?? (property.webRef ? toListingId(property.webRef) : null);
  const freshness = describeFreshness(property);
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <PropertyCardMedia property={property} priority={priority} lead={lead} />
        {(property.specialOffer || shortlistId) && (
          <div className={styles.corner}>
            {property.specialOffer && <span className={styles.badge}>Special offer</span>}
            {shortlistId && <ShortlistToggle id={shortlistId} name={property.name} variant="card" />}
          </div>
        )}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link href={property.href} className={styles.link}>
            {property.name}
          </Link>
        </h3>
        <p className={styles.label}>
          {property.category} · {dealLabel(property.dealType)}
        </p>
        <p className={styles.location}>{[property.suburb, property.city].filter(Boolean).join(', ')}</p>
        <p className={styles.price}>
          {formatPrice({ deal: property.dealType, grossPrice: property.grossPrice, unitCount: units })}
        </p>
        <p className={description ? styles.description : `${styles.description} ${styles.missing}`}>
          {description || 'No description provided'}
        </p>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>GLA</dt>
            <dd>{formatGla(property.glaMin, property.glaMax)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>Units</dt>
            <dd>{units === 1 ? '1 unit' : `${units} units`}</dd>
          </div>
        </dl>
        {freshness && <p className={styles.freshness}>{freshness}</p>}
      </div>
    </article>
  );
}
