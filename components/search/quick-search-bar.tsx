'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { buttonClassName } from '@/components/ui/button-styles';
import { DEFAULT_DEAL, dealFromParam, type DealType } from '@/lib/deal';
import { formQuery } from '@/lib/forms/changed-controls';
// The URL module alone, not the search service's door: this form is on every page (lib/search/index.ts).
import { DEFAULT_SEARCH_STATE } from '@/lib/search/state/search-state';
import { buildSearchHref } from '@/lib/search/state/url-state';
import { DealSelect } from './deal-select';
import styles from './quick-search-bar.module.css';

export interface QuickSearchBarProps {
  /** Pre-fills the bar, e.g. with the search a visitor came from. */
  initialQuery?: string;
  initialDeal?: DealType;
}

/**
 * SPEC §2 quick search bar for inner pages: a plain GET form to /search, client navigation once
 * hydrated. The text box comes first, so a phone can give it a row of its own, as wide as its placeholder.
 */
export function QuickSearchBar({ initialQuery = '', initialDeal }: QuickSearchBarProps) {
  const router = useRouter();
  const id = useId();
  const [query, setQuery] = useState(initialQuery);
  const [deal, setDeal] = useState<DealType | ''>(initialDeal ?? '');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The form's own values: what was typed or chosen while the scripts loaded is in them too.
    const values = formQuery(event.currentTarget);
    router.push(
      buildSearchHref({
        ...DEFAULT_SEARCH_STATE,
        query: (values.get('query') ?? '').trim(),
        dealType: dealFromParam(values.get('deal') ?? '') ?? DEFAULT_DEAL,
      }),
    );
  }

  return (
    <form
      action="/search"
      method="get"
      role="search"
      aria-label="Quick property search"
      className={styles.bar}
      onSubmit={handleSubmit}
    >
      <label htmlFor={`${id}-query`} className="visually-hidden">
        Search properties
      </label>
      <input
        id={`${id}-query`}
        name="query"
        type="search"
        className={`${styles.control} ${styles.query}`}
        placeholder="eg: Sandton, web ref"
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      <label htmlFor={`${id}-deal`} className="visually-hidden">
        Deal type
      </label>
      <DealSelect
        id={`${id}-deal`}
        value={deal}
        onChange={setDeal}
        className={`${styles.control} ${styles.deal}`}
      />
      <button type="submit" className={`${buttonClassName('primary')} ${styles.submit}`}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" />
        </svg>
        Search
      </button>
    </form>
  );
}
