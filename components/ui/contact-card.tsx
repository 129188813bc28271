import { toTelHref } from '@/lib/format/phone';
import { SiteImage } from './site-image';
import styles from './contact-card.module.css';

export interface ContactCardProps {
  name: string;
  title: string;
  /** Site-relative photo path, or null for none. */
  image: string | null;
  email: string;
  phone: string;
  headingLevel?: 2 | 3;
  /** Given, the card is a labelled complementary region (an article's author). */
  regionLabel?: string;
  className?: string;
}

/** SPEC §3 Contact: name, title, photo, email and number, as links a phone can act on. */
export function ContactCard({
  name,
  title,
  image,
  email,
  phone,
  headingLevel = 3,
  regionLabel,
  className = '',
}: ContactCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Wrapper = regionLabel ? 'aside' : 'article';
  return (
    <Wrapper className={`${styles.card} ${className}`} aria-label={regionLabel}>
      {image && <SiteImage src={image} alt="" width={96} height={96} sizes="96px" className={styles.photo} />}
      <div className={styles.body}>
        <Heading className={styles.name}>{name}</Heading>
        <p className={styles.title}>{title}</p>
        <a href={toTelHref(phone)} className={styles.link}>
          <span className="visually-hidden">Call {name} on </span>
          {phone}
        </a>
        <a href={`mailto:${email}`} className={styles.link}>
          <span className="visually-hidden">Email {name} at </span>
          {email}
        </a>
      </div>
    </Wrapper>
  );
}
