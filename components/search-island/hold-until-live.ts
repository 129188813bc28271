/** Marks the element holding an island's widgets, where their events are held (it has no box). */
export const ISLAND_ATTRIBUTE = 'data-search-island';

/** The events by which a visitor changes a search: typing, choosing, ticking, following, sending. */
const HELD_EVENTS = ['click', 'input', 'change', 'submit'] as const;

type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Whether the event changes the search: a value of its form's controls (wherever they sit; a box's
 * tick comes as a click), its submit, or a link followed. A click on a button or a summary opens
 * or closes something, and goes through.
 */
function changesSearch(event: Event, form: HTMLFormElement): boolean {
  const { target } = event;
  if (!(target instanceof Element)) return false;
  if (event.type === 'submit') return target === form;
  if (event.type === 'click' && target.closest('a[href]')) return true;
  const control = target.closest<FormControl>('input, select, textarea');
  if (!control || control.form !== form) return false;
  if (event.type !== 'click') return true;
  return control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
}

/**
 * Between hydration and the end of its effects, an island's handlers are attached while its
 * search is not yet live: InstantSearch drops a refinement made then, and React sets a controlled
 * control back to its state, so the visitor's first change is lost. Until the returned release is
 * called, the island's events stop short of React's handlers (in the capture phase, at the
 * island) and `held` hears them instead, when the control already holds the visitor's change: a
 * link is followed as a document link, and a submit waits.
 */
export function holdUntilLive(island: Element, form: HTMLFormElement, held: () => void): () => void {
  const hold = (event: Event) => {
    if (!changesSearch(event, form)) return;
    event.stopPropagation();
    if (event.type === 'submit') event.preventDefault();
    held();
  };
  for (const type of HELD_EVENTS) island.addEventListener(type, hold, { capture: true });
  return () => {
    for (const type of HELD_EVENTS) island.removeEventListener(type, hold, { capture: true });
  };
}
