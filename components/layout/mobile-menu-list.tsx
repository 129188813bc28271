'use client';

import { useId } from 'react';
import type { NavItem } from '@/lib/content';
import { NavItemLink } from './desktop-nav-link';
import { ChevronDownIcon } from './nav-icons';
import styles from './mobile-menu.module.css';

export interface MobileMenuListProps {
  items: NavItem[];
  pathname: string;
  /** The href of the item whose submenu is open; one at a time. */
  expandedHref: string | null;
  onExpandedChange: (href: string | null) => void;
  onNavigate: () => void;
}

/** The side menu's items; an item with children expands its submenu in place. */
export function MobileMenuList({
  items,
  pathname,
  expandedHref,
  onExpandedChange,
  onNavigate,
}: MobileMenuListProps) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <MobileMenuItem
          key={item.href}
          item={item}
          pathname={pathname}
          expanded={expandedHref === item.href}
          onToggle={() => onExpandedChange(expandedHref === item.href ? null : item.href)}
          onNavigate={onNavigate}
        />
      ))}
    </ul>
  );
}

interface MobileMenuItemProps {
  item: NavItem;
  pathname: string;
  expanded: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}

function MobileMenuItem({ item, pathname, expanded, onToggle, onNavigate }: MobileMenuItemProps) {
  const submenuId = useId();
  if (item.children.length === 0) {
    return (
      <li className={styles.item}>
        <NavItemLink link={item} pathname={pathname} className={styles.link} onClick={onNavigate} />
      </li>
    );
  }
  return (
    <li className={styles.item}>
      <div className={styles.row}>
        <NavItemLink link={item} pathname={pathname} className={styles.link} onClick={onNavigate} />
        <button
          type="button"
          className={styles.expand}
          aria-expanded={expanded}
          aria-controls={submenuId}
          aria-label={`Show ${item.label} menu`}
          onClick={onToggle}
        >
          <ChevronDownIcon />
        </button>
      </div>
      <ul id={submenuId} className={styles.submenu} hidden={!expanded}>
        {item.children.map((child) => (
          <li key={child.href}>
            <NavItemLink link={child} pathname={pathname} className={styles.sublink} onClick={onNavigate} />
          </li>
        ))}
      </ul>
    </li>
  );
}
