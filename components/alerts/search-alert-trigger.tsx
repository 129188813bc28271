'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { buttonClassName } from '@/components/ui/button-styles';
import styles from './search-alert.module.css';

// The dialog, its form and the server action's client code load on the first press, not with the page.
const SearchAlertDialog = dynamic(
  () => import('./search-alert-dialog').then((module) => module.SearchAlertDialog),
  {
    ssr: false,
  },
);

export interface SearchAlertTriggerProps {
  /** The search to save: a landing page's own, or read when pressed (the search page's current one). */
  stateKey: string | (() => string);
}

/** "Email me new listings": opens the alert form for the page's search. */
export function SearchAlertTrigger({ stateKey }: SearchAlertTriggerProps) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className={`${buttonClassName('secondary')} ${styles.trigger}`}
        aria-haspopup="dialog"
        onClick={() => setOpenKey(typeof stateKey === 'function' ? stateKey() : stateKey)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
          <path d="M4 6h16v12H4z M4 7l8 6 8-6" />
        </svg>
        Email me new listings
      </button>
      {openKey !== null && <SearchAlertDialog stateKey={openKey} onClose={() => setOpenKey(null)} />}
    </>
  );
}
