import { useEffect, useEffectEvent, useState, type RefObject } from 'react';

/*
 * ARIA 1.2's combobox on the form's own text box. Its attributes and its keys belong to the
 * suggestions' code, which loads on first use, so the page's own bundle carries none of them:
 * React renders the box without these attributes and leaves them as they are set here.
 */

const COMBOBOX_ATTRIBUTES = [
  'role',
  'aria-autocomplete',
  'aria-controls',
  'aria-expanded',
  'aria-activedescendant',
];

/** Makes the box a combobox controlling `listboxId`, with `onKeyDown` on its keys; returns whether it has focus. */
export function useComboboxInput(
  input: RefObject<HTMLInputElement | null>,
  listboxId: string,
  onKeyDown: (event: KeyboardEvent) => void,
): boolean {
  // Mounted on the box's first focus or keystroke: it has focus then, unless it was already left.
  const [focused, setFocused] = useState(
    () => input.current !== null && document.activeElement === input.current,
  );
  const handleKey = useEffectEvent(onKeyDown);

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute('role', 'combobox');
    box.setAttribute('aria-autocomplete', 'list');
    box.setAttribute('aria-controls', listboxId);
    const keys = (event: KeyboardEvent) => handleKey(event);
    const focus = () => setFocused(true);
    const blur = () => setFocused(false);
    box.addEventListener('keydown', keys);
    box.addEventListener('focus', focus);
    box.addEventListener('blur', blur);
    return () => {
      box.removeEventListener('keydown', keys);
      box.removeEventListener('focus', focus);
      box.removeEventListener('blur', blur);
      for (const name of COMBOBOX_ATTRIBUTES) box.removeAttribute(name);
    };
  }, [input, listboxId]);

  return focused;
}

/** Whether the list shows, and which option is active (null: the text itself). */
export function useComboboxState(
  input: RefObject<HTMLInputElement | null>,
  expanded: boolean,
  activeId: string | null,
): void {
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute('aria-expanded', String(expanded));
    if (activeId) box.setAttribute('aria-activedescendant', activeId);
    else box.removeAttribute('aria-activedescendant');
  }, [input, expanded, activeId]);
}
