'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import type { NavItem } from '@/lib/content';
import { MobileMenuList } from './mobile-menu-list';
import { trapTab, useOpenMenuEffects } from './mobile-menu-effects';
import { MenuIcon, PhoneIcon } from './nav-icons';
import styles from './mobile-menu.module.css';
import { toTelHref } from '@/lib/format/phone';

export interface MobileMenuProps {
  items: NavItem[];
  /** The head office number for the 'Call us' link; the link is left out without one. */
  phone: string | null;
}

/**
 * SPEC §2 mobile and tablet header: a side menu toggled by a button; CSS shows it at 960 px and
 * below. It is a `<details>`, so the first tap opens it before the page's scripts have arrived;
 * once hydrated, the state here opens and closes it, moving focus, locking the page behind and
 * closing on Escape, a tap on the backdrop or a navigation.
 */
export function MobileMenu({ items, phone }: MobileMenuProps) {
  const pathname = usePathname();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [shownPathname, setShownPathname] = useState(pathname);
  const menuRef = useRef<HTMLDetailsElement>(null);
  const toggleRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // The header survives soft navigations (back and forward too), so the menu closes here as well as on a click.
  if (pathname !== shownPathname) {
    setShownPathname(pathname);
    setOpen(false);
  }

  // A tap before hydration opened the menu natively: take it over as the visitor left it.
  useEffect(() => {
    if (menuRef.current?.open) setOpen(true);
  }, []);

  useOpenMenuEffects(open, setOpen);

  function openMenu() {
    // The panel is not rendered until this render commits; flushing it first makes its links focusable now.
    flushSync(() => setOpen(true));
    panelRef.current?.querySelector<HTMLElement>('a[href], summary')?.focus();
  }

  function closeMenu() {
    setOpen(false);
    toggleRef.current?.focus();
  }

  function handleToggleClick(event: MouseEvent<HTMLElement>) {
    // Hydrated, the state decides (the browser's own toggle would not move focus).
    event.preventDefault();
    if (open) closeMenu();
    else openMenu();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDetailsElement>) {
    if (!open) return;
    if (event.key === 'Escape' && !event.defaultPrevented) {
      closeMenu();
      return;
    }
    trapTab(event, menuRef.current);
  }

  return (
    <details
      ref={menuRef}
      className={styles.menu}
      open={open}
      // Find in page can open it too.
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={handleKeyDown}
    >
      <summary ref={toggleRef} className={styles.button} aria-controls={panelId} onClick={handleToggleClick}>
        <MenuIcon />
        <span className={styles.openLabel}>Open menu</span>
        <span className={styles.closeLabel}>Close menu</span>
      </summary>
      <div className={styles.layer}>
        <div className={styles.backdrop} aria-hidden="true" onClick={closeMenu} />
        <div ref={panelRef} id={panelId} className={styles.panel}>
          <nav aria-label="Main">
            <MobileMenuList items={items} pathname={pathname} onNavigate={() => setOpen(false)} />
          </nav>
          {phone && (
            <a href={toTelHref(phone)} className={styles.call}>
              <PhoneIcon />
              <span>
                Call us <span className={styles.phone}>{phone}</span>
              </span>
            </a>
          )}
        </div>
      </div>
    </details>
  );
}
