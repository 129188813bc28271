import styles from './spinner.module.css';

export interface SpinnerProps {
  size?: 's' | 'm' | 'l';
  /** Read by screen readers in place of the animation. */
  label?: string;
}

export function Spinner({ size = 'm', label = 'Loading' }: SpinnerProps) {
  return (
    <span role="status" className={`${styles.spinner} ${styles[size]}`}>
      <span className={styles.ring} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
