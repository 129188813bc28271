'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { buttonClassName } from '@/components/ui/button-styles';
import { newAlertHref } from '@/lib/alerts/alert-state';
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

function MailIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
      <path d="M4 6h16v12H4z M4 7l8 6 8-6" />
    </svg>
  );
}

/**
 * "Email me new listings": opens the alert form for the page's search in a dialog. Where scripts
 * never run, a link to the same form on a page of its own stands in its place.
 */
export function SearchAlertTrigger({ stateKey }: SearchAlertTriggerProps) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const keyNow = () => (typeof stateKey === 'function' ? stateKey() : stateKey);
  const className = `${buttonClassName('secondary')} ${styles.trigger}`;
  return (
    <>
      <button
        type="button"
        className={`needs-scripts ${className}`}
        aria-haspopup="dialog"
        onClick={() => setOpenKey(keyNow())}
      >
        <MailIcon />
        Email me new listings
      </button>
      <a href={newAlertHref(keyNow())} className={`${className} ${styles.pageLink}`}>
        <MailIcon />
        Email me new listings
      </a>
      {openKey !== null && <SearchAlertDialog stateKey={openKey} onClose={() => setOpenKey(null)} />}
    </>
  );
}
