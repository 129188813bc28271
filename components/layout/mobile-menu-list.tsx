'use client';

import { useId, type SyntheticEvent } from 'react';
import type { NavItem } from '@/lib/content';
import { NavItemLink } from './desktop-nav-link';
import { ChevronDownIcon } from './nav-icons';
import styles from './mobile-menu.module.css';

export interface MobileMenuListProps {
  items: NavItem[];
  pathname: string;
  onNavigate: () => void;
}

/**
 * SPEC §2: one submenu open at a time. The submenus share a `name`, which browsers that know
 * exclusive `<details>` honour with or without scripts; for the others, opening one closes the rest.
 */
function closeOtherSubmenus(event: SyntheticEvent<HTMLDetailsElement>): void {
  const opened = event.currentTarget;
  if (!opened.open) return;
  const list = opened.closest('ul');
  for (const submenu of list?.querySelectorAll<HTMLDetailsElement>(':scope > li > details') ?? []) {
    if (submenu !== opened) submenu.open = false;
  }
}

/** The side menu's items; an item with children expands its submenu in place. */
export function MobileMenuList({ items, pathname, onNavigate }: MobileMenuListProps) {
  const group = useId();
  return (
    <ul className={styles.list}>
      {items.map((item) =>
        item.children.length === 0 ? (
          <li key={item.href} className={styles.item}>
            <NavItemLink link={item} pathname={pathname} className={styles.link} onClick={onNavigate} />
          </li>
        ) : (
          <li key={item.href} className={`${styles.item} ${styles.parent}`}>
            <NavItemLink link={item} pathname={pathname} className={styles.link} onClick={onNavigate} />
            <details name={group} className={styles.submenu} onToggle={closeOtherSubmenus}>
              <summary className={styles.expand} aria-label={`Show ${item.label} menu`}>
                <ChevronDownIcon />
              </summary>
              <ul className={styles.sublist}>
                {item.children.map((child) => (
                  <li key={child.href}>
                    <NavItemLink
                      link={child}
                      pathname={pathname}
                      className={styles.sublink}
                      onClick={onNavigate}
                    />
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ),
      )}
    </ul>
  );
}
