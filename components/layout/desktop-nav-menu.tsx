'use client';

import {
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type SyntheticEvent,
} from 'react';
import { flushSync } from 'react-dom';
import type { NavItem } from '@/lib/content';
import { NavItemLink } from './desktop-nav-link';
import { ChevronDownIcon } from './nav-icons';
import styles from './desktop-nav.module.css';

export interface DesktopNavMenuProps {
  item: NavItem;
  /** The `name` the bar's dropdowns share, so the browser too keeps one open at a time. */
  group: string;
  pathname: string;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  onCloseAfterDelay: () => void;
}

/** Long lists (Services) read better in two columns than as one tall panel. */
const TWO_COLUMNS_FROM = 7;

const PANEL_STEPS: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };

/**
 * A bar item with a dropdown: the item stays a link to its landing page, a separate toggle discloses
 * the panel. The toggle is a `<summary>`, so a click or a key on it opens the panel from the document
 * alone, before the scripts run; once they do, the bar's state opens it (hover, keys, one at a time).
 */
export function DesktopNavMenu({
  item,
  group,
  pathname,
  open,
  onOpen,
  onClose,
  onCloseAfterDelay,
}: DesktopNavMenuProps) {
  const toggleRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);

  function getPanelLinks(): HTMLAnchorElement[] {
    return Array.from(panelRef.current?.querySelectorAll('a') ?? []);
  }

  function openAndFocus(position: 'first' | 'last') {
    // The panel is closed until this render commits; flushing it first makes its links focusable now.
    flushSync(onOpen);
    const links = getPanelLinks();
    (position === 'first' ? links[0] : links.at(-1))?.focus();
  }

  function handleToggleClick(event: MouseEvent<HTMLElement>) {
    event.preventDefault();
    (open ? onClose : onOpen)();
  }

  // The document may open or close it itself: the visitor's click before the scripts ran (carried
  // over as the bar wakes), find in page, another of its group opened.
  function handleToggle(event: SyntheticEvent<HTMLDetailsElement>) {
    const shown = event.currentTarget.open;
    if (shown !== open) (shown ? onOpen : onClose)();
  }

  function handleToggleKeyDown(event: KeyboardEvent<HTMLElement>) {
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
      className={styles.item}
      // A mouse that moves over the item, not one it merely comes to be under: the browser tells of a
      // pointer "entering" when the page changes beneath a still mouse (the bar replacing its HTML as
      // it wakes), which would close the dropdown the visitor opened with a key.
      onPointerMove={(event) => isMouse(event) && onOpen()}
      // Only its own dropdown: a mouse leaving another item leaves the one a key opened as it is.
      onPointerLeave={(event) => isMouse(event) && open && onCloseAfterDelay()}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
    >
      <NavItemLink link={item} pathname={pathname} className={styles.link} />
      <details name={group} className={styles.disclosure} open={open} onToggle={handleToggle}>
        <summary
          ref={toggleRef}
          className={styles.toggle}
          aria-label={`Show ${item.label} menu`}
          onClick={handleToggleClick}
          onKeyDown={handleToggleKeyDown}
        >
          <ChevronDownIcon />
        </summary>
        <div className={styles.panel}>
          <ul
            ref={panelRef}
            className={`${styles.panelList} ${item.children.length >= TWO_COLUMNS_FROM ? styles.wide : ''}`}
            onKeyDown={handlePanelKeyDown}
          >
            {item.children.map((child) => (
              <li key={child.href}>
                <NavItemLink
                  link={child}
                  pathname={pathname}
                  className={styles.panelLink}
                  onClick={onClose}
                />
              </li>
            ))}
          </ul>
        </div>
      </details>
    </li>
  );
}
