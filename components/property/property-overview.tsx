import { formatGla } from '@/lib/format/gla';
import { formatPrice } from '@/lib/format/price';
import type { PropertyDetail, UnitSummary } from '@/lib/listings';
import { dealLabel } from '@/lib/deal';
import { Link } from '@/components/ui/link';
import { describeAvailability } from '@/lib/listings/availability';
import { listingReportPath } from '@/lib/listings/listing-report-path';
import { UpdatedPhrase } from './updated-phrase';
import styles from './property-overview.module.css';

export interface PropertyOverviewProps {
  property: PropertyDetail;
  /** On a unit page the figures are the unit's. */
  unit?: UnitSummary;
}

export function PropertyOverview({ property, unit }: PropertyOverviewProps) {
  const unitCount = unit ? 1 : Math.max(1, property.units.length);
  const specialOffer = unit ? unit.specialOffer : property.specialOffer;
  const specialDeal = unit ? unit.specialDeal : property.specialDeal;
  const facts: Array<[string, string]> = [
    [
      property.dealType === 'toLet' ? 'Gross rental' : 'Asking price',
      formatPrice({
        deal: property.dealType,
        grossPrice: unit?.grossPrice ?? property.grossPrice,
        unitCount,
      }),
    ],
    ['GLA', unit ? formatGla(unit.glaMin, unit.glaMax) : formatGla(property.glaMin, property.glaMax)],
  ];
  if (!unit && property.units.length > 0) facts.push(['Units', String(property.units.length)]);
  if (unit) facts.push(['Unit', unit.unitId]);
  facts.push(['Web ref', property.webRef]);

  return (
    <header className={styles.overview}>
      <p className={styles.label}>
        {(unit?.category ?? property.category) + ' · ' + dealLabel(property.dealType)}
        {specialOffer && <span className={styles.badge}>Special offer</span>}
      </p>
      <h1 className={styles.name}>{unit ? `${unit.unitId}, ${property.name}` : property.name}</h1>
      <p className={styles.address}>
        {property.streetAddress}, {property.suburb}, {property.city}, {property.province}
      </p>
      <p className={styles.freshness}>
        <UpdatedPhrase updatedAt={unit?.updatedAt ?? property.updatedAt} />
        <span aria-hidden="true"> · </span>
        {describeAvailability(unit?.availableTimestamp ?? property.availableTimestamp)}
        <span aria-hidden="true"> · </span>
        <Link href={listingReportPath(property.webRef, unit?.unitSlug)} prefetch={false} data-print="hide">
          Report this listing
        </Link>
      </p>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {specialOffer && specialDeal && <p className={styles.deal}>{specialDeal}</p>}
    </header>
  );
}
