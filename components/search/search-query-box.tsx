'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchBox } from 'react-instantsearch';
import styles from './search-query-box.module.css';

/** SPEC §4: query text changes reach the search at most every 1.3 s while typing; Enter searches at once. */
export const QUERY_THROTTLE_MS = 1300;

export interface SearchQueryBoxProps {
  id: string;
  label: string;
  placeholder: string;
}

/** The text box of an InstantSearch page (property search, news search). */
export function SearchQueryBox({ id, label, placeholder }: SearchQueryBoxProps) {
  const { query, refine } = useSearchBox();
  const [value, setValue] = useState(query);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(query);
  const sent = useRef(query);

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
    sent.current = latest.current;
    refine(latest.current);
  }

  function handleChange(next: string) {
    setValue(next);
    latest.current = next;
    pending.current ??= setTimeout(send, QUERY_THROTTLE_MS);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send();
  }

  return (
    <form role="search" className={styles.form} onSubmit={handleSubmit} noValidate>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.field}>
        <input
          id={id}
          type="search"
          className={styles.input}
          value={value}
          placeholder={placeholder}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => handleChange(event.currentTarget.value)}
        />
        <button type="submit" className={styles.submit}>
          Search
        </button>
      </div>
    </form>
  );
}
