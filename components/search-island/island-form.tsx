'use client';

import {
  useContext,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useSetIndexUiState } from './use-set-index-ui-state';
import type { IndexUiState } from 'instantsearch.js';
import { formQuery, hasChangedControls } from '@/lib/forms/changed-controls';
import { buttonClassName } from '@/components/ui/button-styles';
import { useHydratedFromDocument } from '@/components/ui/use-hydration';
import { CarriedFormsContext } from '@/components/dormant/dormant-island';
import { holdUntilLive, ISLAND_ATTRIBUTE } from './hold-until-live';
import { SCRIPTED_ATTRIBUTE } from '@/components/dormant/island-markers';
import styles from './island-form.module.css';

export interface IslandFormProps {
  id?: string;
  /** The page's public path: where the form goes without scripts, with the URL's own parameter names. */
  action: string;
  label: string;
  className?: string;
  /** The island's UI state for a query string, through the parser the server uses. */
  toIndexUiState: (params: URLSearchParams) => IndexUiState;
  children: ReactNode;
}

/**
 * The controls of a search island as one GET form. Before the page's scripts run it is the
 * search: its inputs carry the URL's parameter names, so Enter in the text box or Apply sends the
 * visitor to the page of that search, filters kept. Once hydrated each control refines the search
 * itself, and whatever the visitor changed while the scripts loaded (a box ticked, a price typed)
 * is applied then, rather than left on screen behind a hidden Apply button.
 */
export function IslandForm({ id, action, label, className, toIndexUiState, children }: IslandFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const setIndexUiState = useSetIndexUiState();
  // Only the server's HTML can have been used before the scripts ran. A form the browser mounts
  // (Back or a link to a search) holds nothing of the visitor's, and its controls read as changed
  // (React sets no default option on a select with a value), while its filter lists are still
  // empty before the first answer: applying it would drop the URL's filters and page.
  const fromDocument = useHydratedFromDocument();
  const apply = (query: URLSearchParams) => setIndexUiState(toIndexUiState(query));
  // What the visitor asked for before the search was live, read when it was asked: a later render
  // sets a controlled control (the sort order) back to its state.
  const pendingQuery = useRef<URLSearchParams>(undefined);
  const releaseHeldEvents = useRef<() => void>(undefined);
  const applyPendingQuery = useEffectEvent(() => {
    const query = pendingQuery.current;
    pendingQuery.current = undefined;
    if (query) apply(query);
  });

  // In the commit that hydrates the island, before any other render or event.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!fromDocument || !form) return;
    if (hasChangedControls(form)) pendingQuery.current = formQuery(form);
    const island = form.closest(`[${ISLAND_ATTRIBUTE}]`);
    if (!island) return;
    // A change that set hydration going is read above: the render that follows hydration may set
    // its control back before the event reaches the island.
    const release = holdUntilLive(island, form, () => {
      if (hasChangedControls(form)) pendingQuery.current = formQuery(form);
    });
    releaseHeldEvents.current = release;
    return release;
  }, [fromDocument]);

  // What the visitor changed in the server's HTML of an island that woke on first use.
  const registerCarried = useContext(CarriedFormsContext);
  const applyCarried = useEffectEvent((query: URLSearchParams) => apply(query));
  useEffect(() => registerCarried?.(label, (query) => applyCarried(query)), [registerCarried, label]);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // Set on the DOM, not through props: it marks hydration without rendering the island again.
    form.setAttribute(SCRIPTED_ATTRIBUTE, '');
    // After the island's own effects, which finish setting InstantSearch up once its children mount.
    const timer = setTimeout(() => {
      releaseHeldEvents.current?.();
      applyPendingQuery();
    });
    return () => clearTimeout(timer);
  }, []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(formQuery(event.currentTarget));
  }

  return (
    <form
      ref={formRef}
      id={id}
      action={action}
      method="get"
      role="search"
      aria-label={label}
      className={className}
      onSubmit={handleSubmit}
      noValidate
    >
      {children}
    </form>
  );
}

/** The form's submit button for visitors whose scripts have not run; hidden once they have. */
export function IslandFormApply() {
  return (
    <button type="submit" className={`${buttonClassName('primary')} ${styles.apply}`}>
      Apply
    </button>
  );
}
