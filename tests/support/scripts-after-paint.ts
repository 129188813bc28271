import type { BrowserContext, Page } from '@playwright/test';

/*
 * A cached document loads its scripts after its first paint (lib/rendering/scripts-after-first-paint.ts),
 * so `load` no longer means they have run, as it did when they were in its head. A browser test or
 * bench that must act on the hydrated page waits for them with these.
 */

declare global {
  interface Window {
    __scriptsRun?: Set<string>;
  }
}

/** Records each script the page has run (a script element's `load` fires once it has). */
function recordScriptsRun(): void {
  const run = new Set<string>();
  window.__scriptsRun = run;
  document.addEventListener(
    'load',
    (event) => {
      if (event.target instanceof HTMLScriptElement && event.target.src)
        run.add(event.target.getAttribute('src') ?? '');
    },
    true,
  );
}

/** True once every script the document's loader lists has run; at once for a document without one. */
function scriptsAfterPaintHaveRun(): boolean {
  const loader = document.querySelector('script[data-after-paint]');
  if (!loader) return true;
  const listed = (loader.getAttribute('data-after-paint') ?? '').split(' ');
  return listed.every((src) => window.__scriptsRun?.has(src));
}

/** Installs the record in every document of the context, before the document's own scripts. */
export async function recordScriptsRunIn(context: BrowserContext): Promise<void> {
  await context.addInitScript(recordScriptsRun);
}

/** Resolves once the page's scripts have run (the context must record them: recordScriptsRunIn). */
export async function waitForPageScripts(page: Page): Promise<void> {
  await page.waitForFunction(scriptsAfterPaintHaveRun);
}
