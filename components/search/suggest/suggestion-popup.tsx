'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useState, type RefObject } from 'react';
import { DEFAULT_DEAL, type DealType } from '@/lib/deal';
import { moveActiveOption } from '@/lib/search/suggestions/active-option';
import { MIN_SUGGESTION_QUERY } from '@/lib/search/suggestions/suggestion-query';
import { findWebRefListing, type PlaceSuggestion } from '@/lib/search/suggestions/suggestions';
import { SuggestionOptions, type Suggestion } from './suggestion-options';
import { useComboboxInput, useComboboxState } from './use-combobox-input';
import { useSuggestions, type SuggestionAnswer } from './use-suggestions';
import styles from './suggestion-popup.module.css';

export type PlaceFilters = PlaceSuggestion['filters'];

export interface SuggestionPopupProps {
  input: RefObject<HTMLInputElement | null>;
  query: string;
  deal: DealType | '';
  onPlace: (form: HTMLFormElement, filters: PlaceFilters) => void;
}

/** What the polite live region says once an answer arrives. */
function announce({ suggestions, query }: SuggestionAnswer): string {
  const count = suggestions.places.length + suggestions.properties.length;
  if (query.length < MIN_SUGGESTION_QUERY) return '';
  if (count === 0) return 'No suggestions';
  return count === 1 ? '1 suggestion' : `${count} suggestions`;
}

/** The list a search form's text box suggests as the visitor types, and the combobox's keys. */
export function SuggestionPopup({ input, query, deal, onPlace }: SuggestionPopupProps) {
  const router = useRouter();
  const listboxId = useId();
  const answer = useSuggestions(query, deal || DEFAULT_DEAL);
  const options: Suggestion[] = [...answer.suggestions.places, ...answer.suggestions.properties];
  // Each answer starts from the text itself; Escape or a choice closes the list until the text changes.
  const [selection, setSelection] = useState({ answer, index: -1 });
  const [closedAt, setClosedAt] = useState<string | null>(null);
  const active = selection.answer === answer ? selection.index : -1;
  const optionId = (index: number) => `${listboxId}-${index}`;

  function choose(option: Suggestion) {
    setClosedAt(query);
    const form = input.current?.form;
    if (option.kind === 'property') router.push(option.href);
    else if (form) onPlace(form, option.filters);
  }

  const focused = useComboboxInput(input, listboxId, handleKey);
  const expanded = focused && closedAt !== query && options.length > 0;
  const activeId = expanded && active >= 0 ? optionId(active) : null;
  useComboboxState(input, expanded, activeId);

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  function handleKey(event: KeyboardEvent) {
    // Keys that compose a character (an IME's Enter among them) are the text's, not the list's.
    if (event.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      const index =
        closedAt === query
          ? active
          : moveActiveOption(active, options.length, event.key === 'ArrowDown' ? 1 : -1);
      setClosedAt(null);
      setSelection({ answer, index });
    } else if (event.key === 'Enter') {
      // A ref the list already found opens its listing at once; else the form searches, and /search opens it.
      const chosen = expanded ? options[active] : undefined;
      const listing = chosen ?? findWebRefListing(answer.suggestions, query);
      if (!listing) return;
      event.preventDefault();
      choose(listing);
    } else if (event.key === 'Escape' && expanded) {
      // The search box would also clear its text.
      event.preventDefault();
      setClosedAt(query);
    }
  }

  return (
    <>
      <div className={styles.popup} hidden={!expanded}>
        <SuggestionOptions
          id={listboxId}
          suggestions={answer.suggestions}
          activeIndex={expanded ? active : -1}
          optionId={optionId}
          onChoose={choose}
        />
      </div>
      <div role="status" className="visually-hidden">
        {focused ? announce(answer) : ''}
      </div>
    </>
  );
}
