import { useEffect, useRef, useState, type RefObject } from 'react';

/** Long enough to cross the gap between a bar item and its panel, short enough to feel immediate. */
export const DROPDOWN_CLOSE_DELAY_MS = 250;

export interface DesktopNavState {
  /** The href of the item whose dropdown is open; one at a time. */
  openHref: string | null;
  open: (href: string) => void;
  close: () => void;
  closeAfterDelay: () => void;
}

/** Which dropdown of the bar is open, closed by Escape, a press outside the nav or a navigation. */
export function useDesktopNavState(navRef: RefObject<HTMLElement | null>, pathname: string): DesktopNavState {
  const [openHref, setOpenHref] = useState<string | null>(null);
  const [shownPathname, setShownPathname] = useState(pathname);
  const closeTimer = useRef<number | undefined>(undefined);

  // The header survives soft navigations, so a panel left open would cover the next page.
  if (pathname !== shownPathname) {
    setShownPathname(pathname);
    setOpenHref(null);
  }

  useEffect(() => {
    const timer = closeTimer;
    return () => window.clearTimeout(timer.current);
  }, []);

  useEffect(() => {
    if (openHref === null) return;
    // On the document, not the nav: a panel opened by hover has no focus inside to receive keys.
    // A Modal stops its own Escape from propagating, so this never closes a panel under a dialog.
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') setOpenHref(null);
    }
    function handlePointerDown(event: PointerEvent) {
      if (event.target instanceof Node && navRef.current?.contains(event.target)) return;
      setOpenHref(null);
    }
    document.addEventListener('keydown', handleKeyDown);
    document.addEventListener('pointerdown', handlePointerDown);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.removeEventListener('pointerdown', handlePointerDown);
    };
  }, [openHref, navRef]);

  return {
    openHref,
    open(href) {
      window.clearTimeout(closeTimer.current);
      setOpenHref(href);
    },
    close() {
      window.clearTimeout(closeTimer.current);
      setOpenHref(null);
    },
    closeAfterDelay() {
      window.clearTimeout(closeTimer.current);
      closeTimer.current = window.setTimeout(() => setOpenHref(null), DROPDOWN_CLOSE_DELAY_MS);
    },
  };
}
