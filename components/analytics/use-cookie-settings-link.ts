'use client';

import { useEffect } from 'react';
import { COOKIE_SETTINGS_HREF } from '@/lib/analytics/cookie-settings';

/** Removes the fragment a tap before hydration left, keeping the router's history entry as it is. */
function dropSettingsFragment(): void {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}

function settingsLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest('a') : null;
  return link?.getAttribute('href') === COOKIE_SETTINGS_HREF ? link : null;
}

/**
 * Calls `open` when a "Cookie settings" link is followed: a click once scripts run (with the link,
 * to return focus to), or the fragment in the address, left by a tap before they ran or typed.
 * `open` must keep its identity across renders.
 */
export function useCookieSettingsLink(open: (link: HTMLElement | null) => void): void {
  useEffect(() => {
    const openFromAddress = () => {
      if (window.location.hash !== COOKIE_SETTINGS_HREF) return;
      dropSettingsFragment();
      // A link tapped before hydration may still have focus: the place to come back to.
      open(settingsLinkOf(document.activeElement));
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = settingsLinkOf(event.target);
      if (!link) return;
      event.preventDefault();
      open(link);
    };
    openFromAddress();
    document.addEventListener('click', onClick);
    window.addEventListener('hashchange', openFromAddress);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('hashchange', openFromAddress);
    };
  }, [open]);
}
