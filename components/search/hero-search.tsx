'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { buttonClassName } from '@/components/ui/button-styles';
import { MultiSelect, type MultiSelectOption } from '@/components/ui/multi-select';
// The URL module alone, not the search service's door: the home page has no search island (lib/search/index.ts).
import type { RangeBounds, RangeField } from '@/lib/search/state/range';
import { DEFAULT_SEARCH_STATE, type SearchState } from '@/lib/search/state/search-state';
import { buildSearchHref } from '@/lib/search/state/url-state';
import { DEFAULT_DEAL, dealFromParam, type DealType } from '@/lib/deal';
import { formQuery } from '@/lib/forms/changed-controls';
import { DealSelect } from './deal-select';
import { QueryCombobox } from './suggest/query-combobox';
import { EMPTY_RANGE_TEXT, HeroRangeFields, type RangeText, toRangeFilters } from './hero-range-fields';
import styles from './hero-search.module.css';

export interface HeroSearchProps {
  /** Each deal's types: the form offers those of the deal chosen (To Let until one is). */
  propertyTypes: Record<DealType, MultiSelectOption[]>;
  glaRange: RangeBounds | null;
  priceRange: RangeBounds | null;
}

/** SPEC §2 hero search: a plain GET form to /search, upgraded to client navigation once hydrated. */
export function HeroSearch({ propertyTypes, glaRange, priceRange }: HeroSearchProps) {
  const router = useRouter();
  const id = useId();
  const [query, setQuery] = useState('');
  const [deal, setDeal] = useState<DealType | ''>('');
  const [categories, setCategories] = useState<string[]>([]);
  const [range, setRange] = useState(EMPTY_RANGE_TEXT);
  const types = propertyTypes[deal || DEFAULT_DEAL];

  function chooseDeal(next: DealType) {
    setDeal(next);
    const offered = new Set(propertyTypes[next].map((option) => option.value));
    setCategories((current) => current.filter((category) => offered.has(category)));
  }

  /** To /search with the form's own values (what was typed, ticked or chosen while the scripts loaded too). */
  function search(form: HTMLFormElement, change: Partial<SearchState> = {}) {
    const values = formQuery(form);
    const text = (field: RangeField) => values.get(field) ?? '';
    const typedRange: RangeText = {
      minGLA: text('minGLA'),
      maxGLA: text('maxGLA'),
      minPrice: text('minPrice'),
      maxPrice: text('maxPrice'),
    };
    router.push(
      buildSearchHref({
        ...DEFAULT_SEARCH_STATE,
        ...toRangeFilters(typedRange, glaRange, priceRange),
        query: (values.get('query') ?? '').trim(),
        dealType: dealFromParam(values.get('deal') ?? '') ?? DEFAULT_DEAL,
        propertyType: values.getAll('category'),
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
      aria-label="Property search"
      className={styles.form}
      onSubmit={handleSubmit}
    >
      <div className={`${styles.field} ${styles.query}`}>
        <label htmlFor={`${id}-query`} className={styles.label}>
          Find Your Space
        </label>
        <QueryCombobox
          id={`${id}-query`}
          className={styles.input}
          value={query}
          onValueChange={setQuery}
          deal={deal}
          onPlace={(form, filters) => search(form, { ...filters, query: '' })}
        />
      </div>
      {/* A <details>: on phones its icon shows the other filters before the scripts run too. */}
      <details className={styles.more}>
        <summary className={styles.toggle} aria-label="Show more filters">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 7h10M18 7h2M4 17h2M10 17h10M16 4v6M8 14v6" />
          </svg>
        </summary>
        <div className={styles.filters}>
          <div className={styles.field}>
            <label htmlFor={`${id}-deal`} className={styles.label}>
              Deal Type
            </label>
            <DealSelect id={`${id}-deal`} value={deal} onChange={chooseDeal} className={styles.input} />
          </div>
          <MultiSelect
            id={`${id}-category`}
            label="Property Type"
            placeholder="eg: Office"
            options={types}
            selected={categories}
            onChange={setCategories}
            name="category"
          />
          <HeroRangeFields
            idPrefix={id}
            values={range}
            onChange={setRange}
            glaRange={glaRange}
            priceRange={priceRange}
          />
        </div>
      </details>
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
