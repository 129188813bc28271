'use client';

import { useId, useRef, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { flushSync } from 'react-dom';
import type { NavItem } from '@/lib/content';
import { NavItemLink } from './desktop-nav-link';
import { ChevronDownIcon } from './nav-icons';
import styles from './desktop-nav.module.css';

export interface DesktopNavMenuProps {
  item: NavItem;
  pathname: string;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  onCloseAfterDelay: () => void;
}

/** Long lists (Services) read better in two columns than as one tall panel. */
const TWO_COLUMNS_FROM = 7;

const PANEL_STEPS: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };

/** A bar item with a dropdown: the item stays a link to its landing page, a separate button discloses the panel. */
export function DesktopNavMenu({
  item,
  pathname,
  open,
  onOpen,
  onClose,
  onCloseAfterDelay,
}: DesktopNavMenuProps) {
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);

  function getPanelLinks(): HTMLAnchorElement[] {
    return Array.from(panelRef.current?.querySelectorAll('a') ?? []);
  }

  function openAndFocus(position: 'first' | 'last') {
    // The panel is `hidden` until this render commits; flushing it first makes its links focusable now.
    flushSync(onOpen);
    const links = getPanelLinks();
    (position === 'first' ? links[0] : links.at(-1))?.focus();
  }

  function handleToggleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const opens = event.key === 'ArrowDown' || (!open && (event.key === 'Enter' || event.key === ' '));
    if (opens || event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  }

  function handlePanelKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const step = PANEL_STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const links = getPanelLinks();
    const index = links.findIndex((link) => link === document.activeElement);
    links[(index + step + links.length) % links.length]?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key !== 'Escape' || !open) return;
    onClose();
    toggleRef.current?.focus();
  }

  function handleBlur(event: FocusEvent<HTMLLIElement>) {
    // Only a focus move to somewhere else closes: a click on the panel's padding blurs to nothing.
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) onClose();
  }

  // Touch pointers also fire enter events; only a mouse hovers, a tap goes through the toggle's click.
  function isMouse(event: PointerEvent) {
    return event.pointerType === 'mouse';
  }

  return (
    <li
      className={`${styles.item} ${open ? styles.open : ''}`}
      onPointerEnter={(event) => isMouse(event) && onOpen()}
      onPointerLeave={(event) => isMouse(event) && onCloseAfterDelay()}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
    >
      <NavItemLink link={item} pathname={pathname} className={styles.link} />
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Show ${item.label} menu`}
        onClick={open ? onClose : onOpen}
        onKeyDown={handleToggleKeyDown}
      >
        <ChevronDownIcon />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <ul
          ref={panelRef}
          className={`${styles.panelList} ${item.children.length >= TWO_COLUMNS_FROM ? styles.wide : ''}`}
          onKeyDown={handlePanelKeyDown}
        >
          {item.children.map((child) => (
            <li key={child.href}>
              <NavItemLink link={child} pathname={pathname} className={styles.panelLink} onClick={onClose} />
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
