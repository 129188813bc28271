import { expect, test, type Page } from './fixtures';
import type { Locator } from '@playwright/test';
import { COOKIE_SETTINGS_ID } from '@/lib/analytics/cookie-settings';
import { ConsentBanner } from './pages/consent-banner';
import { SearchAlertDialog } from './pages/search-alert-dialog';
import { SearchPage } from './pages/search-page';
import { SiteHeader } from './pages/site-header';
import { waitForPageScripts } from '../support/scripts-after-paint';

/*
 * A cached document carries only the rules its HTML can use (lib/rendering/critical-css.ts); the
 * whole style sheets come after the first paint. A panel in the HTML opens before any script has
 * run (a `<details>`), so its rules must be in the document, open or not; what scripts render later
 * must find the whole sheets there already. Without scripts, the page never links the whole sheets:
 * each panel is opened there by itself, and again with the whole sheets linked by the test, and
 * must look the same both ways.
 */

/** What the whole sheets could still change in a panel and what it holds, its transitions ended. */
const styleOf = (panel: Locator) =>
  panel.evaluate((root) => {
    for (const animation of document.getAnimations()) animation.finish();
    return [root, ...root.querySelectorAll('*')].slice(0, 80).map((element) => {
      const style = getComputedStyle(element);
      return [
        element.tagName,
        style.display,
        style.position,
        style.visibility,
        style.width,
        style.height,
        style.padding,
        style.margin,
        style.color,
        style.backgroundColor,
        style.borderTop,
        style.fontSize,
        style.fontWeight,
        style.gap,
        style.zIndex,
        style.transform,
      ].join(' ');
    });
  });

/**
 * Links the whole style sheets, as the after-paint loader would, and waits for them: from the test,
 * as a page without scripts runs no `load` listener.
 */
async function linkWholeSheets(page: Page): Promise<void> {
  const linked = await page.evaluate(() => {
    const loader = document.querySelector('script[data-style-links-after-paint]');
    const hrefs = (loader?.getAttribute('data-style-links-after-paint') ?? '').split(' ').filter(Boolean);
    for (const href of hrefs) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.dataset.wholeSheet = '';
      document.head.append(link);
    }
    return hrefs.length;
  });
  expect(linked).toBeGreaterThan(0);
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[data-whole-sheet]')].every((link) => link.sheet),
      ),
    )
    .toBe(true);
}

interface PanelCase {
  name: string;
  path: string;
  /** Opens the panel and gives it. */
  open: (page: Page) => Promise<Locator>;
  /** The screen sizes it opens at: a desktop's bar, a phone's side menu. */
  size: 'desktop' | 'mobile' | 'both';
}

const PANELS: PanelCase[] = [
  {
    name: 'the side menu and a submenu',
    path: '/about',
    size: 'mobile',
    async open(page) {
      const header = new SiteHeader(page);
      await header.openMenu.click();
      await header.submenuToggle('Services').click();
      return header.menu;
    },
  },
  {
    name: "a dropdown of the desktop's bar",
    path: '/about',
    size: 'desktop',
    async open(page) {
      const header = new SiteHeader(page);
      await header.dropdownToggle('Services').click();
      return header.dropdown('Services');
    },
  },
  {
    name: 'the filter panel and a filter dropdown',
    path: '/search',
    size: 'both',
    async open(page) {
      const search = new SearchPage(page);
      if (await search.showFilters.isVisible()) await search.showFilters.click();
      await search.filter('City').click();
      return search.form;
    },
  },
];

for (const panel of PANELS) {
  test(`${panel.name} on ${panel.path} opens styled by the document's own CSS`, async ({
    noScriptPage,
    isMobile,
  }) => {
    test.skip(panel.size !== 'both' && (panel.size === 'mobile') !== isMobile, `a ${panel.size} panel`);
    await noScriptPage.goto(panel.path);
    const alone = await styleOf(await panel.open(noScriptPage));

    await noScriptPage.goto(panel.path);
    await linkWholeSheets(noScriptPage);
    expect(await styleOf(await panel.open(noScriptPage))).toEqual(alone);
  });
}

test('what scripts render later finds the whole style sheets there: the cookie band from its first frame', async ({
  page,
}) => {
  // Each time the band enters the document, how it is placed before any frame shows it.
  await page.addInitScript((BAND) => {
    const seen: string[] = [];
    (window as Window & { __bandPositions?: string[] }).__bandPositions = seen;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          const band = node instanceof Element ? (node.closest(BAND) ?? node.querySelector(BAND)) : null;
          if (band) seen.push(getComputedStyle(band).position);
        }
    }).observe(document, { childList: true, subtree: true });
  }, `#${COOKIE_SETTINGS_ID}`);
  const fetched: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().endsWith('.css')) fetched.push(new URL(request.url()).pathname);
  });
  await page.goto('/about');
  const banner = new ConsentBanner(page);
  await expect(banner.region).toBeVisible();
  const positions = await page.evaluate(
    () => (window as Window & { __bandPositions?: string[] }).__bandPositions,
  );
  expect(positions?.[0]).toBe('fixed');
  // Its choices open in place, styled, with no request for a style sheet.
  const before = fetched.length;
  await banner.choose.click();
  await expect(banner.analytics).toBeVisible();
  expect(await banner.saveChoices.evaluate((button) => getComputedStyle(button).cursor)).toBe('pointer');
  expect(fetched.length).toBe(before);
});

for (const path of ['/', '/about', '/search']) {
  test(`${path}: the whole style sheets have loaded before the first of its scripts is added`, async ({
    page,
  }) => {
    // At the moment the loader adds Next's first chunk (the polyfills' script is in the HTML, for old
    // browsers only), whether each style sheet linked then has loaded.
    await page.addInitScript(() => {
      const state = window as Window & { __sheetsAtFirstScript?: boolean[] };
      const observer = new MutationObserver(() => {
        if (!document.querySelector('head script[src^="/_next/"]:not([nomodule])')) return;
        state.__sheetsAtFirstScript = [...document.querySelectorAll('link[rel="stylesheet"]')].map(
          (link) => (link as HTMLLinkElement).sheet !== null,
        );
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    const sheets = await page.evaluate(
      () => (window as Window & { __sheetsAtFirstScript?: boolean[] }).__sheetsAtFirstScript,
    );
    expect(sheets?.length).toBeGreaterThan(0);
    expect(sheets).not.toContain(false);
  });
}

// A sheet that brings @font-face rules makes the browser drop its fonts and restyle and lay out the
// whole page again: a long task on a phone when the loader links the sheets (styles/fonts.ts).
test("the whole sheets linked after the paint declare no font: the page's head does, once", async ({
  page,
}) => {
  await page.goto('/about');
  await expect.poll(() => page.locator('link[rel="stylesheet"]').count()).toBeGreaterThan(0);
  const faces = await page.evaluate(async () => {
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    await Promise.all(links.map((link) => link.sheet ?? new Promise((done) => (link.onload = done))));
    const facesIn = (sheet: CSSStyleSheet | null) =>
      [...(sheet?.cssRules ?? [])].filter((rule) => rule instanceof CSSFontFaceRule).length;
    return {
      linked: links.map((link) => facesIn(link.sheet)),
      head: [...document.head.querySelectorAll('style')].map((style) => facesIn(style.sheet)),
    };
  });
  expect(faces.linked.length).toBeGreaterThan(0);
  expect(faces.linked.every((count) => count === 0)).toBe(true);
  // The font and its fallback, once: in the document, rendered per request or cached.
  expect(faces.head.reduce((sum, count) => sum + count, 0)).toBe(2);
});

test('the scripts download while the whole sheets are on their way, and each only once', async ({ page }) => {
  const CHUNK = /^\/_next\/static\/chunks\/[\w.-]+\.js$/;
  const chunkRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (CHUNK.test(pathname)) chunkRequests.push(pathname);
  });
  // The moment the loader adds its first script, taken before the element is in: a script's own
  // request starts as it goes in, so a download that started before is a preload's.
  await page.addInitScript(() => {
    const state = window as Window & { __firstScriptAdded?: number };
    const append = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
      if (node instanceof HTMLScriptElement && node.src.includes('/_next/'))
        state.__firstScriptAdded ??= performance.now();
      return append.call(this, node) as T;
    };
  });
  // The whole sheets held back, as on a phone's link, until the scripts are on their way.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/[\w.-]+\.css$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/about', { waitUntil: 'commit' });
  await expect.poll(() => chunkRequests.length, { timeout: 10_000 }).toBeGreaterThan(0);
  release();
  await waitForPageScripts(page);
  const { listed, started, firstScriptAdded } = await page.evaluate(() => {
    const loader = document.querySelector('script[data-after-paint]');
    const sources = (loader?.getAttribute('data-after-paint') ?? '').split(' ');
    const entries = performance.getEntriesByType('resource');
    return {
      listed: sources,
      started: sources.map((src) => entries.find((entry) => entry.name.endsWith(src))?.startTime ?? null),
      firstScriptAdded: (window as Window & { __firstScriptAdded?: number }).__firstScriptAdded ?? null,
    };
  });
  expect(firstScriptAdded).not.toBeNull();
  for (const start of started) expect(start).toBeLessThan(firstScriptAdded ?? 0);
  expect(chunkRequests.filter((path) => listed.includes(path)).sort()).toEqual([...listed].sort());
});

test('a dialog a script opens is styled from its first frame: the alert dialog of /search', async ({
  page,
}) => {
  // Each time a dialog enters the document, how its backdrop is placed before any frame shows it.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as Window & { __dialogBackdrops?: string[] }).__dialogBackdrops = seen;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          const dialog = node instanceof Element ? node.querySelector('[role="dialog"]') : null;
          if (dialog?.parentElement) seen.push(getComputedStyle(dialog.parentElement).position);
        }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/search');
  const dialog = new SearchAlertDialog(page);
  await dialog.open();
  const backdrops = await page.evaluate(
    () => (window as Window & { __dialogBackdrops?: string[] }).__dialogBackdrops,
  );
  expect(backdrops?.[0]).toBe('fixed');
  expect(await dialog.dialog.evaluate((panel) => getComputedStyle(panel).backgroundColor)).not.toBe(
    'rgba(0, 0, 0, 0)',
  );
});
