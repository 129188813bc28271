import type { ReactNode } from 'react';
import styles from './status-message.module.css';

export interface StatusMessageProps {
  eyebrow: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}

/** A full-width, branded message for 404s, errors and outages. */
export function StatusMessage({ eyebrow, title, children, actions }: StatusMessageProps) {
  return (
    <section className={`container ${styles.status}`}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.body}>{children}</div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
