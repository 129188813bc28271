import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary';

/** Class names for anything that should look like a button: links, submits, toggles. */
export function buttonClassName(variant: ButtonVariant = 'primary'): string {
  return `${styles.button} ${styles[variant]}`;
}
