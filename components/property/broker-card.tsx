import Image from 'next/image';
import type { BrokerContact } from '@/lib/search/property-detail';
import styles from './broker-card.module.css';
import { toTelHref } from '@/lib/format/phone';

export interface BrokerCardProps {
  broker: BrokerContact;
}

/** SPEC §3 Contact: name, title, photo, email and number, as links a phone can act on. */
export function BrokerCard({ broker }: BrokerCardProps) {
  return (
    <article className={styles.card}>
      <Image src={broker.image} alt="" width={96} height={96} sizes="96px" className={styles.photo} />
      <div className={styles.body}>
        <h3 className={styles.name}>{broker.name}</h3>
        <p className={styles.title}>{broker.title}</p>
        <a href={toTelHref(broker.phone)} className={styles.link}>
          <span className="visually-hidden">Call {broker.name} on </span>
          {broker.phone}
        </a>
        <a href={`mailto:${broker.email}`} className={styles.link}>
          <span className="visually-hidden">Email {broker.name} at </span>
          {broker.email}
        </a>
      </div>
    </article>
  );
}
