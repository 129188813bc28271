'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { buttonClassName } from '@/components/ui/button-styles';
import { DEFAULT_DEAL, dealFromParam, type DealType } from '@/lib/deal';
import { formQuery } from '@/lib/forms/changed-controls';
// The URL module alone, not the search service's door: this form is on every page (lib/search/index.ts).
import { DEFAULT_SEARCH_STATE, type SearchState } from '@/lib/search/state/search-state';
import { buildSearchHref } from '@/lib/search/state/url-state';
import { DealSelect } from './deal-select';
import { QueryCombobox } from './suggest/query-combobox';
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

  /** To /search with the form's own values (what was typed or chosen while the scripts loaded too). */
  function search(form: HTMLFormElement, change: Partial<SearchState> = {}) {
    const values = formQuery(form);
    router.push(
      buildSearchHref({
        ...DEFAULT_SEARCH_STATE,
        query: (values.get('query') ?? '').trim(),
        dealType: dealFromParam(values.get('deal') ?? '') ?? DEFAULT_DEAL,
        ...change,
      }),
    );
  }

  // A web ref searched is opened by /search itself: proxy.ts redirects to its listing, and the
  // router follows the redirect.
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    search(event.currentTarget);
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
      <div className={styles.queryField}>
        <QueryCombobox
          id={`${id}-query`}
          className={`${styles.control} ${styles.query}`}
          value={query}
          onValueChange={setQuery}
          deal={deal}
          onPlace={(form, filters) => search(form, { ...filters, query: '' })}
        />
      </div>
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
