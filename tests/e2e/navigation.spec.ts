import { expect, test, type Page } from './fixtures';
import { ContentPage } from './pages/content-page';
import { HomePage } from './pages/home-page';
import { SiteFooter } from './pages/site-footer';
import { SiteHeader } from './pages/site-header';
import { ownedByReact } from './support/pointer';

declare global {
  interface Window {
    /** The start of each element's HTML that moved while the page loaded. */
    __shifted?: string[];
  }
}

type LayoutShiftEntry = PerformanceEntry & {
  sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
};

/**
 * The pause script's body is empty, so its hash is the empty text's: the document's own policy,
 * which lets nothing else run but its own scripts, is given that hash beside the script's integrity.
 */
const PAUSE_HASH = 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';
const PARSER_PAUSE = `<script src="/__parser-pause.js" integrity="${PAUSE_HASH}"></script>`;
/** A pause of its own each time it is written: the browser would run a repeated address from its cache. */
const numberedPause = (() => {
  let count = 0;
  return () => `<script src="/__parser-pause.js?${(count += 1)}" integrity="${PAUSE_HASH}"></script>`;
})();

/**
 * A slow device's parser yields wherever it likes, and the browser paints what it has: here the
 * document of `path` waits half a second on a script put where `at` matches (`$&` is the match).
 * Resolves to whether the parser paused, and records every element that moved in `__shifted`.
 */
async function pauseParser(
  page: Page,
  path: string,
  at: RegExp,
  replacement: string | ((match: string) => string),
): Promise<() => boolean> {
  let paused = false;
  await page.route(/\/__parser-pause\.js(\?\d+)?$/, async (route) => {
    paused = true;
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = await response.text();
      const body =
        typeof replacement === 'string' ? html.replace(at, replacement) : html.replace(at, replacement);
      const headers = response.headers();
      headers['content-security-policy'] = (headers['content-security-policy'] ?? '').replace(
        'script-src ',
        `script-src '${PAUSE_HASH}' `,
      );
      await route.fulfill({ response, body, headers });
    },
  );
  await page.addInitScript(() => {
    const shifted: string[] = [];
    window.__shifted = shifted;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        for (const { node, previousRect: from, currentRect: to } of entry.sources) {
          const by = `${to.x - from.x}, ${to.y - from.y}`;
          // A shift can be a change of size alone: the failure then says which.
          const size = `${from.width}×${from.height} → ${to.width}×${to.height}`;
          shifted.push(
            `${node instanceof Element ? node.outerHTML.slice(0, 80) : String(node)} by ${by} px, ${size} px`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => paused;
}

test.describe('desktop navigation', { tag: '@own-size' }, () => {
  test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false });

  test('the bar, on screen, wakes with the page; the side menu, hidden at this size, runs no code', async ({
    page,
  }) => {
    await new ContentPage(page).goto('/about');
    const header = new SiteHeader(page);
    await expect.poll(() => ownedByReact(header.banner)).toBe(true);
    await expect.poll(() => ownedByReact(header.mainNav.getByRole('link', { name: 'Contact' }))).toBe(true);
    await expect(header.menu).toBeHidden();
    expect(await ownedByReact(header.sideMenuToggle)).toBe(false);
  });

  test('a dropdown opens on hover and closes when the pointer leaves', async ({ page }) => {
    await new HomePage(page).goto();
    const header = new SiteHeader(page);
    await header.mainNav.getByRole('link', { name: 'Services', exact: true }).hover();
    const dropdown = header.dropdown('Services');
    await expect(dropdown).toHaveAttribute('open');
    await expect(header.mainNav.getByRole('link', { name: 'Capital markets' })).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(dropdown).not.toHaveAttribute('open');
    await expect(header.mainNav.getByRole('link', { name: 'Capital markets' })).toBeHidden();
  });

  test('a dropdown opens by keyboard and Esc closes it, returning focus', async ({ page }) => {
    await new HomePage(page).goto();
    const header = new SiteHeader(page);
    const toggle = header.dropdownToggle('About us');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(header.dropdown('About us')).toHaveAttribute('open');
    await expect(header.mainNav.getByRole('link', { name: 'Northline Global affiliation' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(header.dropdown('About us')).not.toHaveAttribute('open');
    await expect(header.mainNav.getByRole('link', { name: 'Northline Global affiliation' })).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('the header moves nothing when it is painted before the items after the navigation are parsed', async ({
    page,
  }) => {
    const paused = await pauseParser(page, '/media/latest-news', /<\/nav>/, `$&${PARSER_PAUSE}`);
    await page.goto('/media/latest-news');
    await expect(new SiteHeader(page).mainNav).toBeVisible();
    expect(paused(), 'the parser paused after the navigation').toBe(true);
    expect(await page.evaluate(() => window.__shifted), 'elements that moved').toEqual([]);
  });

  test('the news search bar moves nothing when it is painted before its Reset link is parsed', async ({
    page,
  }) => {
    const paused = await pauseParser(page, '/media/latest-news', /<a[^>]*>Reset<\/a>/, `${PARSER_PAUSE}$&`);
    await page.goto('/media/latest-news');
    await expect(page.getByRole('link', { name: 'Reset', exact: true })).toBeVisible();
    expect(paused(), 'the parser paused before Reset').toBe(true);
    expect(await page.evaluate(() => window.__shifted), 'elements that moved').toEqual([]);
  });

  test('careers opens in a new tab', async ({ page }) => {
    await new HomePage(page).goto();
    const careers = new SiteHeader(page).mainNav.getByRole('link', { name: /Careers/ });
    await expect(careers).toHaveAttribute('target', '_blank');
    await expect(careers).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['tablet', { width: 768, height: 1024 }],
] as const) {
  test.describe(`side menu on a ${device}`, { tag: '@own-size' }, () => {
    test.use({ viewport, isMobile: true, hasTouch: true });

    test('the menu wakes when first tapped, the desktop bar only once a wider window shows it', async ({
      page,
    }) => {
      await new ContentPage(page).goto('/about');
      const header = new SiteHeader(page);
      await expect.poll(() => ownedByReact(header.banner)).toBe(true);
      const bar = header.banner.locator('nav[aria-label="Main"]').first();
      await expect(bar).toBeHidden();
      expect(await ownedByReact(header.menuToggle)).toBe(false);
      await header.openMenu.tap();
      await expect(header.menu).toHaveAttribute('open');
      await expect.poll(() => ownedByReact(header.menuToggle)).toBe(true);
      expect(await ownedByReact(bar)).toBe(false);
      // Turned to landscape past 960 px, the bar shows, and wakes.
      await page.setViewportSize({ width: 1366, height: 900 });
      await expect(bar).toBeVisible();
      await expect.poll(() => ownedByReact(bar.getByRole('link', { name: 'Contact' }))).toBe(true);
    });

    test('toggles, keeps one submenu open at a time, and closes with Esc', async ({ page }) => {
      await new ContentPage(page).goto('/about');
      const header = new SiteHeader(page);
      await expect(header.menu).not.toHaveAttribute('open');
      await header.openMenu.click();
      await expect(header.menu).toHaveAttribute('open');
      await expect(header.closeMenu).toBeVisible();
      await header.submenuToggle('Services').click();
      await expect(header.submenu('Services')).toHaveAttribute('open');
      await header.submenuToggle('Media').click();
      await expect(header.submenu('Media')).toHaveAttribute('open');
      await expect(header.submenu('Services')).not.toHaveAttribute('open');
      await page.keyboard.press('Escape');
      await expect(header.menu).not.toHaveAttribute('open');
      await expect(header.openMenu).toBeFocused();
    });

    test('the header moves nothing when it is painted before its menu button is parsed', async ({ page }) => {
      const paused = await pauseParser(
        page,
        '/media/latest-news',
        /<details(?=[^>]*>\s*<summary[^>]*>(?:(?!<\/summary>)[\s\S])*Open menu)/,
        `${PARSER_PAUSE}$&`,
      );
      await page.goto('/media/latest-news');
      await expect(new SiteHeader(page).openMenu).toBeVisible();
      expect(paused(), 'the parser paused before the menu').toBe(true);
      expect(await page.evaluate(() => window.__shifted), 'elements that moved').toEqual([]);
    });

    test('pages answer with their heading at this size', async ({ page }) => {
      for (const route of ['/', '/search', '/services/broking', '/media', '/contact']) {
        const response = await page.goto(route);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
    });
  });
}

test.describe('footer', () => {
  test('has the head office, hotline, legal links, PPRA note, four networks and the affiliation', async ({
    page,
  }) => {
    await new HomePage(page).goto();
    const footer = new SiteFooter(page);
    await expect(footer.footer.getByText('61 Katherine Street')).toBeVisible();
    await expect(footer.hotline).toBeVisible();
    const legalLinks: Array<[string, string]> = [
      ['Report fraud', '/fraud-hotline'],
      ['Customer care', '/customer-care'],
      ['Privacy', '/privacy'],
      ['PAIA', '/paia'],
    ];
    for (const [name, href] of legalLinks) {
      await expect(footer.link(name)).toHaveAttribute('href', href);
    }
    await expect(footer.ppraNote).toBeVisible();
    for (const network of ['LinkedIn', 'Facebook', 'Instagram', 'X'] as const) {
      await expect(footer.socialLink(network)).toHaveAttribute('target', '_blank');
    }
    await expect(footer.affiliation).toBeVisible();
  });
});

/*
 * Until its <summary> is parsed, a <details> shows the browser's own "Details" summary, of another
 * size: each one here is as tall before its summary arrives as after.
 */
for (const [device, viewport, isMobile] of [
  ['desktop', { width: 1280, height: 720 }, false],
  ['phone', { width: 390, height: 844 }, true],
] as const) {
  test.describe(`disclosures on a ${device}`, { tag: '@own-size' }, () => {
    test.use({ viewport, isMobile, hasTouch: isMobile });

    for (const path of ['/media/latest-news', '/search']) {
      test(`${path} moves nothing when painted between a <details> and its summary`, async ({ page }) => {
        test.setTimeout(60_000);
        const paused = await pauseParser(
          page,
          path,
          /<details[^>]*>(?=<summary)/g,
          (tag) => `${tag}${numberedPause()}`,
        );
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(paused(), 'the parser paused inside a <details>').toBe(true);
        expect(await page.evaluate(() => window.__shifted), 'elements that moved').toEqual([]);
      });
    }
  });
}
