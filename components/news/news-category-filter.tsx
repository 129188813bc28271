'use client';

import { useRefinementList } from 'react-instantsearch';
import { useClearRefinementList } from '@/components/search-island/use-clear-refinement-list';
import { MultiSelect } from '@/components/ui/multi-select';
import { NEWS_CATEGORY_FACET_LIMIT } from '@/lib/search';
import { NEWS_CATEGORY_ATTRIBUTE } from '@/lib/news/news-url-state';

/** SPEC §2 Category multi-select; no selection means 'all'. */
export function NewsCategoryFilter() {
  const { items, refine } = useRefinementList({
    attribute: NEWS_CATEGORY_ATTRIBUTE,
    operator: 'or',
    limit: NEWS_CATEGORY_FACET_LIMIT,
    sortBy: ['name:asc'],
  });
  const clear = useClearRefinementList(NEWS_CATEGORY_ATTRIBUTE);
  const selected = items.filter((item) => item.isRefined).map((item) => item.value);

  function handleChange(values: string[]) {
    if (values.length === 0) {
      clear();
      return;
    }
    const wanted = new Set(values);
    for (const value of selected) if (!wanted.has(value)) refine(value);
    for (const value of values) if (!selected.includes(value)) refine(value);
  }

  return (
    <MultiSelect
      id="news-category"
      name="category"
      label="Category"
      placeholder="eg: Industrial"
      allLabel="all"
      options={items.map((item) => ({ value: item.value, label: item.label, count: item.count }))}
      selected={selected}
      onChange={handleChange}
    />
  );
}
