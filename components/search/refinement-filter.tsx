'use client';

import { useState } from 'react';
import { useRefinementList } from 'react-instantsearch';
import { useSetRefinementList } from '@/components/search-island/use-set-refinement-list';
import { useAfterNextPaint } from '@/components/ui/after-next-paint';
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
  const { items, searchForItems } = useRefinementList({
    attribute,
    operator: 'or',
    limit,
    sortBy: ['isRefined', 'count:desc', 'name:asc'],
  });
  const setRefinements = useSetRefinementList(attribute);
  /** The boxes as the visitor ticked them, shown until the search has them. */
  const [ticked, setTicked] = useState<string[] | null>(null);
  const selected = ticked ?? items.filter((item) => item.isRefined).map((item) => item.value);
  const afterPaint = useAfterNextPaint();

  // Refined in the tap, the search renders every widget (the count, the chips, the cards, each list)
  // before the tick can paint: 160–464 ms on a phone's CPU. The box is painted first, and the search
  // follows in tasks of its own (docs/decisions/tick-before-search.md).
  function handleChange(values: string[]) {
    setTicked(values);
    afterPaint(() => {
      setRefinements(values);
      setTicked((shown) => (shown === values ? null : shown));
    });
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
