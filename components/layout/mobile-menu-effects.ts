import { useEffect, type Dispatch, type KeyboardEvent, type SetStateAction } from 'react';

/** Matches the desktop bar's media query (SPEC §9: desktop is wider than 960 px). */
const DESKTOP_QUERY = '(min-width: 961px)';

const TABBABLE = 'a[href], button:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** Hidden, or inside a closed `<details>` (whose own summary still shows). */
function isHidden(element: HTMLElement, region: HTMLElement): boolean {
  for (let node = element.parentElement; node && node !== region; node = node.parentElement) {
    if (node.hidden) return true;
    const ownSummary = element.tagName === 'SUMMARY' && element.parentElement === node;
    if (node instanceof HTMLDetailsElement && !node.open && !ownSummary) return true;
  }
  return false;
}

/**
 * While the menu is open: the page behind does not scroll, and widening the window to the desktop
 * bar (a tablet turned to landscape) closes the menu, which CSS has hidden, so the page is not left locked.
 */
export function useOpenMenuEffects(open: boolean, setOpen: Dispatch<SetStateAction<boolean>>): void {
  useEffect(() => {
    if (!open) return;
    const { body } = document;
    const unlocked = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // Hiding a classic scrollbar widens the page; padding by its width keeps the header where it was.
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    body.style.overflow = 'hidden';

    // Some embedded and test browsers have no matchMedia; there the lock simply lasts until close.
    const desktop = typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY) : null;
    function handleChange() {
      if (desktop?.matches) setOpen(false);
    }
    desktop?.addEventListener('change', handleChange);
    return () => {
      Object.assign(body.style, unlocked);
      desktop?.removeEventListener('change', handleChange);
    };
  }, [open, setOpen]);
}

/** Keeps Tab and Shift+Tab inside `region` by wrapping at its ends; the browser moves focus in between. */
export function trapTab(event: KeyboardEvent, region: HTMLElement | null): void {
  if (event.key !== 'Tab' || !region) return;
  const tabbable = Array.from(region.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => !isHidden(element, region),
  );
  const first = tabbable[0];
  const last = tabbable.at(-1);
  const active = document.activeElement;
  if (!first || !last) return;
  if (event.shiftKey && (active === first || !region.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !region.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
