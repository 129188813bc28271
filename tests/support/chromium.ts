/*
 * Debian's Chromium, the browsers every test and bench drives: Playwright cannot download its own
 * on these machines (notes/toolchain.md §5). CHROME_PATH names another.
 */

/** The full browser: what Lighthouse and the benches measure, as a visitor's browser renders. */
export const FULL_CHROMIUM = '/usr/bin/chromium';

/** The headless shell: the same renderer without the windowing, on 30–40 % less CPU (docs/decisions/e2e-browser.md). */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The flags this machine needs: no sandbox as root, no GPU, and nothing the browser fetches on its own. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;
