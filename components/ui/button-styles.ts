import styles from './button.module.css';

/** `danger` does what cannot be undone; `quiet-danger` only asks for it, on the way to a confirmation. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet-danger';

const VARIANT_CLASSES: Record<ButtonVariant, string | undefined> = {
  primary: styles.primary,
  secondary: styles.secondary,
  danger: styles.danger,
  'quiet-danger': styles.quietDanger,
};

/** Class names for anything that should look like a button: links, submits, toggles. */
export function buttonClassName(variant: ButtonVariant = 'primary'): string {
  return `${styles.button} ${VARIANT_CLASSES[variant]}`;
}
