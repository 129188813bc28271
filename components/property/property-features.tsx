import type { Parking } from '@/lib/listings';
import styles from './property-features.module.css';

export interface PropertyFeaturesProps {
  features: string[];
  parking: Parking;
}

export function PropertyFeatures({ features, parking }: PropertyFeaturesProps) {
  const parkingFacts: Array<[string, string]> = [
    ['Bays', String(parking.bays)],
    ['Ratio', `${parking.ratio} bays / 100 m²`],
    ['Covered', String(parking.covered)],
    ['Open', String(parking.open)],
  ];
  return (
    <section className={styles.features} aria-labelledby="features-heading">
      <h2 id="features-heading">Features and parking</h2>
      {features.length > 0 && (
        <ul className={styles.list}>
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      )}
      {parking.bays > 0 && (
        <dl className={styles.parking}>
          {parkingFacts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
