'use client';

import { useRef, useState } from 'react';
import type { DealType } from '@/lib/deal';
import type { PlaceFilters, SuggestionPopup } from './suggestion-popup';

type Popup = typeof SuggestionPopup;

let popup: Promise<Popup> | undefined;

/**
 * The suggestions, the search client and the combobox's keys load when a box is first used
 * (docs/decisions/client-code-on-first-use.md): until then the box is the form's plain text field.
 * A plain import, not `next/dynamic`: React shows a lazy component's content at most every 300 ms
 * after a Suspense fallback, which would hold the list back that long after the code arrived.
 */
function loadPopup(): Promise<Popup> {
  popup ??= import('./suggestion-popup').then(
    (module) => module.SuggestionPopup,
    (error: unknown) => {
      // A failed download (a dropped connection) is tried again on the next focus.
      popup = undefined;
      throw error;
    },
  );
  return popup;
}

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
  const [Popup, setPopup] = useState<Popup | null>(null);
  // Without its suggestions the box is still the form's text field.
  const wake = () =>
    void loadPopup().then(
      (loaded) => setPopup(() => loaded),
      () => undefined,
    );
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
        onFocus={wake}
        onChange={(event) => {
          if (!Popup) wake();
          onValueChange(event.currentTarget.value);
        }}
      />
      {Popup && <Popup input={input} query={value} deal={deal} onPlace={onPlace} />}
    </>
  );
}
