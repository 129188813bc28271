import { Link } from '@/components/ui/link';
import styles from './mission-banner.module.css';

export interface MissionBannerProps {
  heading: string;
  text: string;
  link?: { href: string; label: string };
}

export function MissionBanner({ heading, text, link }: MissionBannerProps) {
  return (
    <section className={styles.banner} aria-labelledby="mission-heading">
      <div className={`container ${styles.inner}`}>
        <p className={styles.eyebrow}>Our mission</p>
        <h2 id="mission-heading" className={styles.heading}>
          {heading}
        </h2>
        <p className={styles.text}>{text}</p>
        {link && (
          <Link href={link.href} className={styles.link}>
            {link.label}
          </Link>
        )}
      </div>
    </section>
  );
}
