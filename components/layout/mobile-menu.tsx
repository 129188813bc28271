'use client';

import { usePathname } from 'next/navigation';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
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

/** SPEC §2 mobile and tablet header: a button toggling a side menu; CSS shows it at 960 px and below. */
export function MobileMenu({ items, phone }: MobileMenuProps) {
  const pathname = usePathname();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [expandedHref, setExpandedHref] = useState<string | null>(null);
  const [shownPathname, setShownPathname] = useState(pathname);
  const regionRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // The header survives soft navigations (back and forward too), so the menu closes here as well as on a click.
  if (pathname !== shownPathname) {
    setShownPathname(pathname);
    setOpen(false);
  }

  useOpenMenuEffects(open, setOpen);

  function openMenu() {
    // The panel is visibility-hidden until this render commits; flushing it first makes its links focusable now.
    flushSync(() => setOpen(true));
    panelRef.current?.querySelector<HTMLElement>('a[href], button')?.focus();
  }

  function closeMenu() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!open) return;
    if (event.key === 'Escape' && !event.defaultPrevented) {
      closeMenu();
      return;
    }
    trapTab(event, regionRef.current);
  }

  return (
    <div ref={regionRef} className={`${styles.menu} ${open ? styles.open : ''}`} onKeyDown={handleKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={open ? closeMenu : openMenu}
      >
        <MenuIcon open={open} />
      </button>
      <div className={styles.layer}>
        <div className={styles.backdrop} aria-hidden="true" onClick={closeMenu} />
        <div ref={panelRef} id={panelId} className={styles.panel}>
          <nav aria-label="Main">
            <MobileMenuList
              items={items}
              pathname={pathname}
              expandedHref={expandedHref}
              onExpandedChange={setExpandedHref}
              onNavigate={() => setOpen(false)}
            />
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
    </div>
  );
}
