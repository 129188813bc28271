'use client';

import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useSearchBox } from 'react-instantsearch';
import { useAfterNextPaint } from '@/components/ui/after-next-paint';
import styles from './search-query-box.module.css';

/** SPEC §4: query text changes reach the search at most every 1.3 s while typing; Enter searches at once. */
export const QUERY_THROTTLE_MS = 1300;

export interface SearchQueryBoxProps {
  id: string;
  label: string;
  placeholder: string;
}

/**
 * The text box of an InstantSearch page (property search, news search), inside the island's form
 * (components/search-island/island-form.tsx): before the scripts run, Enter or Search submits that
 * form, the current filters with it. Once hydrated, typing refines the search at most every 1.3 s
 * and Enter or Search at once, the filters kept as they are.
 */
export function SearchQueryBox({ id, label, placeholder }: SearchQueryBoxProps) {
  const { query, refine } = useSearchBox();
  const [value, setValue] = useState(query);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(query);
  const sent = useRef(query);
  const input = useRef<HTMLInputElement>(null);
  const afterPaint = useAfterNextPaint();

  // Back/forward and resets change the query from outside: show it unless the visitor is typing.
  useEffect(() => {
    if (query !== sent.current && pending.current === null) {
      sent.current = query;
      latest.current = query;
      setValue(query);
    }
  }, [query]);

  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );

  function send() {
    if (pending.current) clearTimeout(pending.current);
    pending.current = null;
    // What the box shows: text typed while the scripts loaded never went through onChange.
    latest.current = input.current?.value ?? latest.current;
    sent.current = latest.current;
    refine(latest.current);
  }

  function handleChange(next: string) {
    setValue(next);
    latest.current = next;
    pending.current ??= setTimeout(send, QUERY_THROTTLE_MS);
  }

  // Refined in the key press or the tap, the search renders every widget before the browser can
  // paint the press: it follows once that frame is out (docs/decisions/tick-before-search.md). The
  // typing's timer is stopped now, so the text goes once.
  function sendAfterPaint() {
    if (pending.current) clearTimeout(pending.current);
    pending.current = null;
    afterPaint(send);
  }

  function handleEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    sendAfterPaint();
  }

  function handleSearch(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    sendAfterPaint();
  }

  return (
    <div className={styles.form}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.field}>
        <input
          ref={input}
          id={id}
          name="query"
          type="search"
          className={styles.input}
          value={value}
          placeholder={placeholder}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => handleChange(event.currentTarget.value)}
          onKeyDown={handleEnter}
        />
        <button type="submit" className={styles.submit} onClick={handleSearch}>
          Search
        </button>
      </div>
    </div>
  );
}
