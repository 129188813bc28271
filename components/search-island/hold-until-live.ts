/** Marks the element holding an island's widgets, where their events are held (it has no box). */
export const ISLAND_ATTRIBUTE = 'data-search-island';

/** The events by which a visitor changes a search: typing, choosing, ticking, following, sending. */
const HELD_EVENTS = ['click', 'input', 'change', 'submit'] as const;

type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement;

/** Whether the event acts on the search: a control of its form (wherever it sits), or a link. */
function actsOnSearch(target: EventTarget | null, form: HTMLFormElement): boolean {
  if (!(target instanceof Element)) return false;
  if (target === form || target.closest('a[href]')) return true;
  const control = target.closest<FormControl>('input, select, textarea, button');
  return control !== null && control.form === form;
}

/**
 * Between hydration and the end of its effects, an island's handlers are attached while its
 * search is not yet live: InstantSearch drops a refinement made then, and React sets a controlled
 * control back to its state, so the visitor's first change is lost. Until the returned release is
 * called, the island's events stop short of React's handlers (in the capture phase, at the
 * island) and `held` hears them instead, when the control already holds the visitor's change: a
 * link is followed as a document link, and a submit waits.
 */
export function holdUntilLive(
  island: Element,
  form: HTMLFormElement,
  held: (event: Event) => void,
): () => void {
  const hold = (event: Event) => {
    if (!actsOnSearch(event.target, form)) return;
    event.stopPropagation();
    if (event.type === 'submit') event.preventDefault();
    held(event);
  };
  for (const type of HELD_EVENTS) island.addEventListener(type, hold, { capture: true });
  return () => {
    for (const type of HELD_EVENTS) island.removeEventListener(type, hold, { capture: true });
  };
}
