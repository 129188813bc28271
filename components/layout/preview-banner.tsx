'use client';

import { usePathname } from 'next/navigation';
import styles from './preview-banner.module.css';

/**
 * Shown on every page of a draft preview, so nobody takes a draft for the live site. A client
 * component for the page's path alone, which the server renders into the exit link: it works before
 * any script runs.
 */
export function PreviewBanner() {
  const exit = `/api/draft/disable?${new URLSearchParams({ path: usePathname() })}`;
  return (
    <aside className={styles.banner} aria-label="Preview">
      <p className={styles.text}>Preview: unpublished changes are shown</p>
      {/* A plain link, not the site's routed one: the route answers with a cookie and a redirect. */}
      <a className={styles.exit} href={exit}>
        Exit preview
      </a>
    </aside>
  );
}
