import { Link } from '@/components/ui/link';
import type { Contact } from '@/lib/content';
import { buttonClassName } from './button-styles';
import { SiteImage } from './site-image';
import styles from './contact-banner.module.css';
import { toTelHref } from '@/lib/format/phone';

export interface ContactBannerProps {
  contact: Contact;
}

/** SPEC §2 contact banner: a named person to call, and a 'View' button to our offices across Africa. */
export function ContactBanner({ contact }: ContactBannerProps) {
  return (
    <section className={styles.banner} aria-labelledby="contact-banner-heading">
      <div className={`container ${styles.inner}`}>
        <div className={styles.person}>
          {contact.image && (
            <SiteImage
              src={contact.image.src}
              alt=""
              width={112}
              height={112}
              sizes="112px"
              className={styles.photo}
            />
          )}
          <div>
            <h2 id="contact-banner-heading" className={styles.heading}>
              Talk to {contact.name}
            </h2>
            <p className={styles.title}>{contact.title}</p>
            <p className={styles.links}>
              <a href={toTelHref(contact.phone)}>{contact.phone}</a>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </p>
          </div>
        </div>
        <div className={styles.footprint}>
          <p>We serve occupiers, landlords and investors across South Africa and the continent.</p>
          <Link href="/about/african-footprint" className={buttonClassName('primary')}>
            View
            <span className="visually-hidden"> our African footprint</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
