import { Link } from '@/components/ui/link';
import { PagePanel } from '@/components/ui/page-panel';
import type { ReactNode } from 'react';
import styles from './alert-page.module.css';

export interface AlertPageProps {
  title: string;
  children: ReactNode;
}

/** The frame of the confirm, unsubscribe and manage pages. */
export function AlertPage({ title, children }: AlertPageProps) {
  return (
    <div className={`container ${styles.page}`}>
      <PagePanel title={title}>{children}</PagePanel>
    </div>
  );
}

export interface AlertProblemProps {
  message: string;
}

export function AlertProblem({ message }: AlertProblemProps) {
  return (
    <>
      <p role="alert" className={styles.problem}>
        {message}
      </p>
      <p className={styles.text}>
        <Link href="/search">Search properties</Link> to save a search again.
      </p>
    </>
  );
}
