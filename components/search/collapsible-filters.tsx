'use client';

import { useId, useState, type ReactNode } from 'react';
import styles from './property-search-layout.module.css';

/**
 * The filters behind a toggle on phones (CSS shows them always on wider screens). The open state
 * lives here, so a tap re-renders the toggle and panel, not the results beside them.
 */
export function CollapsibleFilters({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        {open ? 'Hide filters' : 'Show filters'}
      </button>
      <div id={panelId} className={`${styles.panel} ${open ? styles.open : ''}`}>
        {children}
      </div>
    </>
  );
}
