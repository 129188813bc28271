import { SHORTLIST_TAP_KEEPER } from '@/lib/shortlist/tap-keeper-script';

declare global {
  interface Window {
    __tapKeeperRunning?: true;
  }
}

/**
 * Runs the page's tap keeper in this test's document, as a page runs it once: test files share a
 * thread and its document (vitest.config.mts), and a second keeper would answer every press twice.
 */
export function runTapKeeper(): void {
  if (window.__tapKeeperRunning) return;
  window.__tapKeeperRunning = true;
  new Function(SHORTLIST_TAP_KEEPER)();
}
