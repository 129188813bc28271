import styles from './logo.module.css';

export interface LogoProps {
  brandName: string;
  tone?: 'dark' | 'light';
}

/** Our wordmark: a ridge-line mark beside the brand name set in the site font. */
export function Logo({ brandName, tone = 'dark' }: LogoProps) {
  return (
    <span className={`${styles.logo} ${tone === 'light' ? styles.light : ''}`}>
      <svg className={styles.mark} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="9" className={styles.tile} />
        <path d="M6 29 L15 16 L21 23 L26 15 L34 29 Z" className={styles.ridge} />
        <path d="M6 32 H34" className={styles.base} />
      </svg>
      <span className={styles.name}>{brandName}</span>
    </span>
  );
}
