'use client';

import { useRefinementList } from 'react-instantsearch';
import { useClearRefinementList } from '@/components/search-island/use-clear-refinement-list';
import { MultiSelect } from '@/components/ui/multi-select';

export interface RefinementFilterProps {
  attribute: string;
  /** The URL's parameter for this filter: what the form submits before the scripts run. */
  name: string;
  label: string;
  placeholder: string;
  /** Long lists get facet-value search. */
  searchable?: boolean;
  limit?: number;
}

export function RefinementFilter({
  attribute,
  name,
  label,
  placeholder,
  searchable = false,
  limit = 100,
}: RefinementFilterProps) {
  const { items, refine, searchForItems } = useRefinementList({
    attribute,
    operator: 'or',
    limit,
    sortBy: ['isRefined', 'count:desc', 'name:asc'],
  });
  const clear = useClearRefinementList(attribute);
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
      id={`filter-${attribute}`}
      name={name}
      label={label}
      placeholder={placeholder}
      options={items.map((item) => ({ value: item.value, label: item.label, count: item.count }))}
      selected={selected}
      onChange={handleChange}
      searchable={searchable}
      searchPlaceholder={`Search ${label.toLowerCase()}`}
      onSearch={searchable ? searchForItems : undefined}
    />
  );
}
