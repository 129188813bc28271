import type { ReactNode } from 'react';
import styles from './page-panel.module.css';

export interface PagePanelProps {
  title: string;
  children: ReactNode;
}

/** The one panel of a page that asks or tells one thing (the alert pages, a listing's report). */
export function PagePanel({ title, children }: PagePanelProps) {
  return (
    <div className={styles.panel}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}
