'use client';

import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import type { DealType } from '@/lib/deal';
import type { PlaceFilters } from './suggestion-popup';

// The suggestions, the search client and the combobox's keys load when the box is first used
// (docs/decisions/client-code-on-first-use.md): until then the box is the form's plain text field.
const SuggestionPopup = dynamic(() => import('./suggestion-popup').then((module) => module.SuggestionPopup), {
  ssr: false,
});

export interface QueryComboboxProps {
  id: string;
  className?: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The form's deal type ('' until one is chosen): its index is the one suggestions come from. */
  deal: DealType | '';
  /** A place was chosen: the form searches with its filters. */
  onPlace: (form: HTMLFormElement, filters: PlaceFilters) => void;
}

/**
 * The search forms' text box (SPEC §2: 'eg: Sandton, web ref'), named `query` for the form's GET.
 * Focused or typed in, it becomes an ARIA combobox suggesting places and properties as the
 * visitor types; the popup it adds is positioned against the nearest positioned ancestor, which
 * each form sets where the list should hang.
 */
export function QueryCombobox({ id, className, value, onValueChange, deal, onPlace }: QueryComboboxProps) {
  const input = useRef<HTMLInputElement>(null);
  const [used, setUsed] = useState(false);
  return (
    <>
      <input
        ref={input}
        id={id}
        name="query"
        type="search"
        className={className}
        placeholder="eg: Sandton, web ref"
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        value={value}
        onFocus={() => setUsed(true)}
        onChange={(event) => {
          setUsed(true);
          onValueChange(event.currentTarget.value);
        }}
      />
      {used && <SuggestionPopup input={input} query={value} deal={deal} onPlace={onPlace} />}
    </>
  );
}
