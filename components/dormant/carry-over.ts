import { formQuery, hasChangedControls } from '@/lib/forms/changed-controls';

/**
 * Moves what a visitor did to an island's server HTML onto the island the browser rendered from
 * the same search: the two are the same markup, so an element is found again by its place in it.
 */

/** An element's place under `root`: the index of each ancestor among its parent's children. */
export function pathFrom(root: Element, element: Element): number[] | null {
  const path: number[] = [];
  let node: Element | null = element;
  while (node && node !== root) {
    const parent: Element | null = node.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  return node === root ? path : null;
}

/** The element at `path` under `root`, if it is the same kind of element. */
export function elementAt(root: Element, path: number[], like: Element): Element | null {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node && node.tagName === like.tagName ? node : null;
}

/** Applies a form's query string to the search it sends (IslandForm registers one per form). */
export type ApplyFormQuery = (query: URLSearchParams) => void;

const TEXT_TYPES = new Set(['text', 'search', 'number', 'email', 'tel', 'url']);

/** Sets a text control's value as typing does, so the control's own handlers hear of it. */
function typeInto(control: HTMLInputElement, value: string) {
  if (control.value === value) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The keys that press a focused button, as a click does. */
export const ACTIVATION_KEYS: ReadonlySet<string> = new Set(['Enter', ' ']);

/** A press in the server's HTML that a script answers: a click, or a key such as Escape. */
export interface HeldPress {
  target: Element;
  /** The key pressed; none for a click. */
  key?: string;
}

export interface CarryOver {
  /** The element that had focus in the server's HTML, if any. */
  focused: Element | null;
  /** The applier of each rendered form, by its accessible name. */
  forms: ReadonlyMap<string, ApplyFormQuery>;
  /** What was pressed in the server's HTML that only a script answers, in order. */
  pressed: readonly HeldPress[];
}

/**
 * Carries `from`'s state to `to` once `to` is shown: open disclosures, the focused control with its
 * text and caret, every changed form (as the query it would send), then the presses that waited.
 */
export function carryOver(from: Element, to: Element, { focused, forms, pressed }: CarryOver) {
  const fromDetails = from.querySelectorAll('details');
  to.querySelectorAll('details').forEach((details, index) => {
    const open = fromDetails[index]?.open ?? details.open;
    if (details.open !== open) details.open = open;
  });

  const focusPath = focused ? pathFrom(from, focused) : null;
  const target = focused && focusPath ? elementAt(to, focusPath, focused) : null;
  if (target instanceof HTMLElement) {
    target.focus({ preventScroll: true });
    if (
      focused instanceof HTMLInputElement &&
      target instanceof HTMLInputElement &&
      TEXT_TYPES.has(focused.type)
    ) {
      typeInto(target, focused.value);
      target.setSelectionRange(
        focused.selectionStart,
        focused.selectionEnd,
        focused.selectionDirection ?? undefined,
      );
    }
  }

  from.querySelectorAll('form').forEach((form) => {
    const apply = forms.get(form.getAttribute('aria-label') ?? '');
    if (apply && hasChangedControls(form)) apply(formQuery(form));
  });

  for (const { target, key } of pressed) {
    const path = pathFrom(from, target);
    const counterpart = path ? elementAt(to, path, target) : null;
    if (!(counterpart instanceof HTMLElement)) continue;
    if (!key) {
      counterpart.click();
      continue;
    }
    const unanswered = counterpart.dispatchEvent(
      new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
    );
    // A key the button's own handlers left alone presses it, as the browser would have. A summary's
    // key has done its part already: the open disclosure was carried over.
    if (unanswered && ACTIVATION_KEYS.has(key) && counterpart instanceof HTMLButtonElement)
      counterpart.click();
  }
}
