'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MultiSelect } from '@/components/ui/multi-select';
import { formQuery } from '@/lib/forms/changed-controls';
import { newsListHref, parseNewsParams } from '@/lib/news/news-url-state';
import boxStyles from '@/components/search/search-query-box.module.css';
import styles from './news-search-bar.module.css';

export interface NewsSearchFormProps {
  /** The list page's own path: where searches go, and where Reset leads. */
  basePath: string;
  categories: Array<{ value: string; count: number }>;
  /** The search the page shows: its text and ticked categories. */
  query: string;
  selected: string[];
}

/** "false" in the server's HTML, "true" once hydrated: tests and scripts wait for it before clicking. */
const READY_ATTRIBUTE = 'data-search-ready';

/**
 * SPEC §2 news search bar: a GET form to the list's own path. Each search is a document of its
 * own (lib/news/news-search-document.ts), so it is opened as one: the client router would reuse
 * the cached list it has for the same path, whatever the query string.
 */
export function NewsSearchForm({ basePath, categories, ...shown }: NewsSearchFormProps) {
  const [query, setQuery] = useState(shown.query);
  const [selected, setSelected] = useState(shown.selected);
  const formRef = useRef<HTMLFormElement>(null);
  // Set on the DOM, not through state: a render after hydration would be synchronous, and would take
  // every other update then due into the same long task.
  useEffect(() => formRef.current?.setAttribute(READY_ATTRIBUTE, 'true'), []);

  /** The form's own values (what was typed or ticked while the scripts loaded included), or these categories. */
  function search(form: HTMLFormElement | null, category?: string[]) {
    const values = parseNewsParams(form ? formQuery(form) : new URLSearchParams());
    window.location.assign(
      newsListHref(basePath, { ...values, category: category ?? values.category, page: 1 }),
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    search(event.currentTarget);
  }

  return (
    <form
      ref={formRef}
      action={basePath}
      method="get"
      role="search"
      aria-label="Search articles"
      className={styles.bar}
      onSubmit={handleSubmit}
      {...{ [READY_ATTRIBUTE]: 'false' }}
      noValidate
    >
      <div className={boxStyles.form}>
        <label htmlFor="news-query" className={boxStyles.label}>
          Search by text
        </label>
        <div className={boxStyles.field}>
          <input
            id="news-query"
            name="query"
            type="search"
            className={boxStyles.input}
            value={query}
            placeholder="eg: Finance"
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
          <button type="submit" className={boxStyles.submit}>
            Search
          </button>
        </div>
      </div>
      <div className={styles.category}>
        <MultiSelect
          id="news-category"
          label="Category"
          placeholder="eg: Industrial"
          allLabel="all"
          name="category"
          options={categories.map(({ value, count }) => ({ value, label: value, count }))}
          selected={selected}
          onChange={(values) => {
            setSelected(values);
            search(formRef.current, values);
          }}
        />
      </div>
      <a href={basePath} className={styles.reset}>
        Reset
      </a>
    </form>
  );
}
