'use client';

import { usePathname } from 'next/navigation';
import { useId, useRef } from 'react';
import type { NavItem } from '@/lib/content';
import { NavItemLink } from './desktop-nav-link';
import { DesktopNavMenu } from './desktop-nav-menu';
import { useDesktopNavState } from './desktop-nav-state';
import styles from './desktop-nav.module.css';

export interface DesktopNavProps {
  items: NavItem[];
}

/** SPEC §2 desktop header: a bar whose parent items open a dropdown on hover, click or keyboard. */
export function DesktopNav({ items }: DesktopNavProps) {
  const navRef = useRef<HTMLElement>(null);
  const pathname = usePathname();
  const menu = useDesktopNavState(navRef, pathname);
  const group = useId();

  return (
    <nav ref={navRef} aria-label="Main" className={styles.nav}>
      <ul className={styles.bar}>
        {items.map((item) =>
          item.children.length > 0 ? (
            <DesktopNavMenu
              key={item.href}
              item={item}
              group={group}
              pathname={pathname}
              open={menu.openHref === item.href}
              onOpen={() => menu.open(item.href)}
              onClose={menu.close}
              onCloseAfterDelay={menu.closeAfterDelay}
            />
          ) : (
            <li key={item.href} className={styles.item}>
              <NavItemLink link={item} pathname={pathname} className={styles.link} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
