'use client';

import { useEffect } from 'react';
import { COOKIE_SETTINGS_HREF } from '@/lib/analytics/cookie-settings';

/** Removes the fragment a tap before hydration left, keeping the router's history entry as it is. */
function dropSettingsFragment(): void {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
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
      open(null);
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (link?.getAttribute('href') !== COOKIE_SETTINGS_HREF) return;
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
