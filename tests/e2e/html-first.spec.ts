import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { HomePage } from './pages/home-page';
import { NewsListPage } from './pages/news-list-page';
import { NotFoundPage } from './pages/not-found-page';
import { SearchPage } from './pages/search-page';
import { SiteHeader } from './pages/site-header';
import { firstPropertyPath } from './pages/property-page';
import { ownedByReact } from './support/pointer';

/*
 * Every control works from the document alone: with scripts off, and with the first tap landing
 * while the page's scripts are still on their way. Scripts improve what the HTML already does.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false };

/** The framework's chunks wait for `release`, as on a slow link: the page is painted, not hydrated. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A property page's gallery, its scripts held: its thumbnails by number, and the second photo's text. */
async function propertyGalleryBeforeScripts(page: Page, request: APIRequestContext) {
  const release = await holdScripts(page);
  await page.goto(await firstPropertyPath(request), { waitUntil: 'commit' });
  const gallery = page.getByRole('region', { name: /^Photos of / });
  const thumbnail = (number: number) =>
    gallery.getByRole('button', { name: new RegExp(`^Show image ${number} of \\d+: `) });
  const secondName = (await thumbnail(2).getAttribute('aria-label')) ?? '';
  return { release, gallery, thumbnail, secondAlt: secondName.replace(/^Show image 2 of \d+: /, '') };
}

function isHydrated(page: Page, selector: string): Promise<boolean> {
  return ownedByReact(page.locator(selector).first());
}

test.describe('the property search without scripts', () => {
  test('Enter in the search box searches with the filters kept', async ({ noScriptPage }) => {
    const search = new SearchPage(noScriptPage);
    await noScriptPage.goto('/search?city=Durban');
    const durban = await search.foundCount();
    await search.searchBox.fill('Umhlanga');
    await search.searchBox.press('Enter');
    await noScriptPage.waitForURL((url) => url.searchParams.get('query') === 'Umhlanga');
    const url = new URL(noScriptPage.url());
    expect(url.pathname).toBe('/search');
    expect(url.searchParams.getAll('city')).toEqual(['Durban']);
    await expect(search.searchBox).toHaveValue('Umhlanga');
    await expect(search.cards.first()).toBeVisible();
    expect(await search.foundCount()).toBeLessThan(durban);
    await expect(search.results.getByText(/Umhlanga/).first()).toBeVisible();
  });

  test('the filter panel is a GET form: ticked boxes and typed ranges go to the URL on Apply', async ({
    noScriptPage,
  }) => {
    const search = new SearchPage(noScriptPage);
    await noScriptPage.goto('/search?city=Durban');
    const durban = await search.foundCount();
    await search.openFilters();
    const types = search.multiSelect('Property Type');
    await types.trigger.click();
    await types.checkbox('Office').check();
    await noScriptPage.getByLabel('Min price per m² (gross)').fill('100');
    await search.apply.click();

    await noScriptPage.waitForURL((url) => url.searchParams.get('category') === 'Office');
    const url = new URL(noScriptPage.url());
    expect(url.searchParams.getAll('city')).toEqual(['Durban']);
    expect(url.searchParams.get('minPrice')).toBe('100');
    expect(await search.foundCount()).toBeLessThan(durban);
    await expect(search.results.getByText('Office · To Let').first()).toBeVisible();
    // The page of that search shows its filters as chosen.
    await search.openFilters();
    await expect(types.trigger).toHaveAccessibleName(/^Property Type Office/);
    await expect(noScriptPage.getByLabel('Min price per m² (gross)')).toHaveValue('100');
  });

  test('the deal tabs and the page links are links', async ({ noScriptPage }) => {
    const search = new SearchPage(noScriptPage);
    await noScriptPage.goto('/search?city=Johannesburg');
    await search.pageLink(2).click();
    await noScriptPage.waitForURL((url) => url.searchParams.get('page') === '2');
    expect(new URL(noScriptPage.url()).searchParams.getAll('city')).toEqual(['Johannesburg']);
    await search.dealType('For Sale').click();
    await noScriptPage.waitForURL((url) => url.searchParams.get('deal') === 'ForSale');
    await expect(search.dealType('For Sale')).toHaveAttribute('aria-current', 'true');
    await expect(search.results.getByText(/· For Sale/).first()).toBeVisible();
  });

  test('Apply is for the document alone: scripts hide it', async ({ page }) => {
    const search = new SearchPage(page);
    await search.goto('?city=Durban');
    await search.openFilters();
    await expect(search.multiSelect('City').trigger).toBeVisible();
    await expect(search.apply).toBeHidden();
  });
});

test.describe('a news search without scripts', () => {
  test('Search sends the text and the ticked categories', async ({ noScriptPage }) => {
    const news = new NewsListPage(noScriptPage);
    await noScriptPage.goto('/media/latest-news?query=office');
    await expect(news.searchBox).toHaveValue('office');
    const [first] = await news.categories.options();
    expect(first).toBeDefined();
    await news.categories.checkbox(first?.label ?? '').check();
    await noScriptPage
      .getByRole('search', { name: 'Search articles' })
      .getByRole('button', { name: 'Search', exact: true })
      .click();
    await noScriptPage.waitForURL((url) => url.searchParams.has('category'));
    const url = new URL(noScriptPage.url());
    expect(url.pathname).toBe('/media/latest-news');
    expect(url.searchParams.get('query')).toBe('office');
    expect(url.searchParams.getAll('category')).toEqual([first?.label]);
  });

  test('an empty search sent before the scripts ran leaves the list’s own address once they run', async ({
    page,
  }) => {
    const news = new NewsListPage(page);
    await page.goto('/media/latest-news?query=&utm_source=newsletter');
    await expect(news.searchBox).toHaveValue('');
    await expect.poll(() => new URL(page.url()).search).toBe('?utm_source=newsletter');
  });
});

test.describe('on a phone without scripts', { tag: '@any-size' }, () => {
  test.use(PHONE);

  test('the menu opens, shows one submenu at a time and closes', async ({ noScriptPage }) => {
    const header = new SiteHeader(noScriptPage);
    await noScriptPage.goto('/about');
    await expect(header.menu).not.toHaveAttribute('open');
    await header.openMenu.click();
    await expect(header.menu).toHaveAttribute('open');
    await expect(header.banner.getByRole('link', { name: /^Call us/ })).toBeVisible();
    await header.submenuToggle('Services').click();
    await expect(header.banner.getByRole('link', { name: 'Broking' })).toBeVisible();
    await header.submenuToggle('Media').click();
    await expect(header.submenu('Media')).toHaveAttribute('open');
    await expect(header.submenu('Services')).not.toHaveAttribute('open');
    await header.closeMenu.click();
    await expect(header.menu).not.toHaveAttribute('open');
    await expect(header.openMenu).toBeVisible();
  });

  test('the filters open and close', async ({ noScriptPage }) => {
    const search = new SearchPage(noScriptPage);
    await noScriptPage.goto('/search');
    await expect(search.filter('City')).toBeHidden();
    await search.showFilters.click();
    await expect(search.filter('City')).toBeVisible();
    await search.hideFilters.click();
    await expect(search.filter('City')).toBeHidden();
  });

  test("the hero's icon shows the other filters", async ({ noScriptPage }) => {
    const home = new HomePage(noScriptPage);
    await home.goto();
    await expect(home.dealType).toBeHidden();
    await home.moreFilters.click();
    await expect(home.dealType).toBeVisible();
    await home.dealType.selectOption('ForSale');
    await home.searchBox.fill('Sandton');
    await home.searchBox.press('Enter');
    await noScriptPage.waitForURL((url) => url.pathname === '/search');
    const url = new URL(noScriptPage.url());
    expect(url.searchParams.get('query')).toBe('Sandton');
    expect(url.searchParams.get('deal')).toBe('ForSale');
  });
});

test.describe('the desktop bar without scripts', { tag: '@own-size' }, () => {
  test.use(DESKTOP);

  test('a dropdown opens by click or key, one at a time', async ({ noScriptPage }) => {
    const header = new SiteHeader(noScriptPage);
    await noScriptPage.goto('/about');
    await header.dropdownToggle('Services').click();
    await expect(header.mainNav.getByRole('link', { name: 'Capital markets' })).toBeVisible();
    await header.dropdownToggle('About us').focus();
    await noScriptPage.keyboard.press('Enter');
    await expect(header.mainNav.getByRole('link', { name: 'Northline Global affiliation' })).toBeVisible();
    await expect(header.dropdown('Services')).not.toHaveAttribute('open');
    await expect(header.mainNav.getByRole('link', { name: 'Capital markets' })).toBeHidden();
  });
});

test.describe('made-up paths', () => {
  const MADE_UP = [
    '/to-let/office/johannesburg/sandton/made-up-tower-9999',
    '/to-let/office/johannesburg/sandton/made-up-tower-9999/unit-1',
    '/media/latest-news/made-up-article-9999',
  ];

  for (const path of MADE_UP) {
    test(`${path} answers 404 with its whole body in the HTML`, { tag: '@any-size' }, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).not.toContain('id="__next_error__"');
      expect(html).toMatch(/<h1[^>]*>We couldn(’|&#x2019;)t find that page<\/h1>/);
      expect(html).toMatch(/<a [^>]*href="\/search"[^>]*>Search properties<\/a>/);
      expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Go to the home page<\/a>/);
      expect(html).toContain('<title>Page not found | Ridgeway Commercial</title>');
    });
  }

  test('a made-up listing reads as the branded 404 without scripts', async ({ noScriptPage }) => {
    const notFound = new NotFoundPage(noScriptPage);
    const response = await notFound.goto(MADE_UP[0] ?? '');
    expect(response?.status()).toBe(404);
    await expect(notFound.heading).toHaveText('We couldn’t find that page');
    await expect(notFound.searchProperties).toBeVisible();
    await expect(noScriptPage.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    await expect(new SiteHeader(noScriptPage).homeLink).toBeVisible();
  });
});

test.describe('a tap while the scripts load', { tag: '@any-size' }, () => {
  test.use(PHONE);

  test('the first tap on the menu opens it, and the scripts take it over as it is', async ({ page }) => {
    const release = await holdScripts(page);
    const header = new SiteHeader(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(header.openMenu).toBeVisible();
    await header.openMenu.tap();
    await expect(header.menu).toHaveAttribute('open');
    await expect(header.banner.getByRole('link', { name: /^Call us/ })).toBeVisible();
    expect(await isHydrated(page, 'header')).toBe(false);

    release();
    await expect.poll(() => isHydrated(page, 'header')).toBe(true);
    await expect(header.menu).toHaveAttribute('open');
    // Hydrated, the menu behaves as one opened by script: the page behind is locked, Escape closes it.
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(header.menu).not.toHaveAttribute('open');
    await expect(header.openMenu).toBeFocused();
  });

  test("a gallery's arrow shows the next photo at its first tap, and the scripts show the photo the taps ask for", async ({
    page,
    request,
  }) => {
    const { release, gallery, thumbnail, secondAlt } = await propertyGalleryBeforeScripts(page, request);
    const next = gallery.getByRole('button', { name: 'Next image', exact: true });
    await expect(next).toBeVisible();
    const secondPhoto = gallery
      .getByRole('img', { name: secondAlt, exact: true, includeHidden: true })
      .first();
    // The page has settled once the photo shown has loaded (`load` itself can wait for the held
    // scripts: the loader preloads them at the first paint, which may come before it).
    const shownPhoto = gallery.locator('img').first();
    await expect
      .poll(() => shownPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // In the page, not displayed, so the browser has chosen none of its sources: nothing fetched.
    expect(await secondPhoto.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe('');

    await next.tap();
    await expect(gallery.getByRole('button', { name: `View full screen: ${secondAlt}` })).toBeVisible();
    await expect(gallery.getByRole('button', { name: 'Previous image' })).not.toHaveAttribute(
      'aria-disabled',
    );
    // The count and the thumbnails say so too.
    await expect(gallery.getByText(/^2 \/ \d+$/)).toBeVisible();
    await expect(thumbnail(2)).toHaveAttribute('aria-current', 'true');
    await expect(gallery.locator('button[aria-current="true"]')).toHaveCount(1);
    await expect
      .poll(() => secondPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await next.tap();
    expect(await isHydrated(page, 'section[aria-label^="Photos of"]')).toBe(false);

    release();
    await expect(gallery.getByText('3 / ', { exact: false })).toBeVisible();
    await expect(thumbnail(3)).toHaveAttribute('aria-current', 'true');
    // The second photo, which the keeper marked, is not marked any more.
    await expect(gallery.locator('button[aria-current="true"]')).toHaveCount(1);
    // The gallery's own from now on: a press moves it once.
    await gallery.getByRole('button', { name: 'Next image', exact: true }).tap();
    await expect(gallery.getByText('4 / ', { exact: false })).toBeVisible();
  });

  test('a thumbnail tapped before the scripts shows its photo, and one whose photo the page lacks is answered by them', async ({
    page,
    request,
  }) => {
    const { release, gallery, thumbnail, secondAlt } = await propertyGalleryBeforeScripts(page, request);
    await expect(thumbnail(3)).toBeVisible();

    await thumbnail(2).tap();
    await expect(gallery.getByRole('button', { name: `View full screen: ${secondAlt}` })).toBeVisible();
    await expect(gallery.getByText(/^2 \/ \d+$/)).toBeVisible();
    await expect(thumbnail(2)).toHaveAttribute('aria-current', 'true');
    await thumbnail(3).tap();
    expect(await isHydrated(page, 'section[aria-label^="Photos of"]')).toBe(false);

    release();
    await expect(gallery.getByText(/^3 \/ \d+$/)).toBeVisible();
    await expect(thumbnail(3)).toHaveAttribute('aria-current', 'true');
    await expect(gallery.locator('button[aria-current="true"]')).toHaveCount(1);
  });

  test('the first taps on the filters take effect, and a box ticked then is searched once hydrated', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    const search = new SearchPage(page);
    await page.goto('/search?city=Durban', { waitUntil: 'commit' });
    await expect(search.showFilters).toBeVisible();
    const durban = await search.foundCount();
    await search.showFilters.tap();
    await expect(search.filters).toHaveAttribute('open');
    const types = search.multiSelect('Property Type');
    await types.trigger.tap();
    await types.checkbox('Office').check();
    expect(await isHydrated(page, '[data-search-ready]')).toBe(false);

    release();
    await search.waitForUrl((url) => url.searchParams.get('category') === 'Office');
    expect(new URL(page.url()).searchParams.getAll('city')).toEqual(['Durban']);
    await expect.poll(() => search.foundCount()).toBeLessThan(durban);
    await expect(types.checkbox('Office')).toBeChecked();
    await expect(search.apply).toBeHidden();
  });

  test('Enter in the search box before the scripts run keeps the filters, and the address is the search alone', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    const search = new SearchPage(page);
    await page.goto('/search?city=Durban', { waitUntil: 'commit' });
    // The whole form parsed (the footer follows it): a form sent while its document still streams
    // in carries only the fields that have arrived.
    await expect(page.locator('footer')).toBeAttached();
    await search.searchBox.fill('Umhlanga');
    await search.searchBox.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('query') === 'Umhlanga', { waitUntil: 'commit' });
    expect(new URL(page.url()).searchParams.getAll('city')).toEqual(['Durban']);
    // The form sent its empty range fields too…
    expect(new URL(page.url()).searchParams.get('minPrice')).toBe('');
    release();
    await search.waitUntilReady();
    await expect(search.searchBox).toHaveValue('Umhlanga');
    // …which the address to share no longer carries, in place of the entry the search made.
    await expect
      .poll(() => [...new URL(page.url()).searchParams].sort())
      .toEqual([
        ['city', 'Durban'],
        ['query', 'Umhlanga'],
      ]);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).search).toBe('?city=Durban');
  });
});

test.describe('a press held while the scripts take its part over', { tag: '@any-size' }, () => {
  /*
   * A press begun on the server's HTML ends on it: the property search takes the HTML's place only
   * once the press is released and its click dispatched, or the click would land on neither copy.
   * The press here begins before any script has run, so only the document saw it begin.
   */

  /** /search with the Property Type list open, its scripts held, and the Office option's centre. */
  async function officeBeforeScripts(page: Page, touch: boolean) {
    const release = await holdScripts(page);
    const search = new SearchPage(page);
    await page.goto('/search?city=Durban', { waitUntil: 'commit' });
    await expect(page.locator('footer')).toBeAttached();
    if (touch) await search.showFilters.tap();
    const types = search.multiSelect('Property Type');
    await (touch ? types.trigger.tap() : types.trigger.click());
    const box = await types.name('Office').boundingBox();
    if (!box) throw new Error('The Office option is not on screen');
    return { release, search, types, at: { x: box.x + box.width / 2, y: box.y + box.height / 2 } };
  }

  /** Once the scripts have run and the search is awake beside its HTML, ready to take over, and a while after. */
  async function awakeAndHeld(page: Page) {
    const awake = page.locator('[data-search-ready]').last();
    await expect.poll(() => ownedByReact(awake), { timeout: 20_000 }).toBe(true);
    await expect(awake).toHaveAttribute('data-search-ready', 'true');
    // Held on a while after that, as a slow hand does: long past the moment it could take over.
    await page.waitForTimeout(500);
  }

  test.describe('by the mouse', () => {
    test.use(DESKTOP);

    test('a click on an option begun before the scripts and ended once they run ticks it, and it is searched', async ({
      page,
    }) => {
      const { release, search, types, at } = await officeBeforeScripts(page, false);
      await page.mouse.move(at.x, at.y);
      await page.mouse.down();
      release();
      await awakeAndHeld(page);
      await page.mouse.up();

      await search.waitForUrl((url) => url.searchParams.get('category') === 'Office');
      expect(new URL(page.url()).searchParams.getAll('city')).toEqual(['Durban']);
      await expect(types.checkbox('Office')).toBeChecked();
      await expect(types.checkbox('Office')).toBeVisible();
    });
  });

  test.describe('by a thumb', () => {
    test.use(PHONE);

    test('a thumb on an option before the scripts keeps the HTML it touched until it lifts', async ({
      page,
    }) => {
      const { release, types, at } = await officeBeforeScripts(page, true);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
      release();
      await awakeAndHeld(page);
      // A thumb held this long is a long press, which clicks nothing: what counts is where it lifts.
      expect(await ownedByReact(types.name('Office'))).toBe(false);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect.poll(() => ownedByReact(types.name('Office'))).toBe(true);
      await expect(types.checkbox('Office')).not.toBeChecked();
    });
  });
});

test.describe('a click and a key on the desktop bar while the scripts load', { tag: '@own-size' }, () => {
  test.use(DESKTOP);

  test('each opens its dropdown, and the scripts take the open one over', async ({ page }) => {
    const release = await holdScripts(page);
    const header = new SiteHeader(page);
    await page.goto('/about', { waitUntil: 'commit' });
    await header.dropdownToggle('Services').click();
    await expect(header.mainNav.getByRole('link', { name: 'Capital markets' })).toBeVisible();
    await header.dropdownToggle('About us').focus();
    await page.keyboard.press('Enter');
    await expect(header.mainNav.getByRole('link', { name: 'Northline Global affiliation' })).toBeVisible();
    await expect(header.mainNav.getByRole('link', { name: 'Capital markets' })).toBeHidden();
    expect(await isHydrated(page, 'header nav')).toBe(false);
    // The mouse still rests on Services. With frames drawn, as on a screen, the browser tells the bar
    // that replaces the HTML under it that the pointer is over it, though it never moved.
    await page.evaluate(() => {
      const drawing = () => requestAnimationFrame(drawing);
      drawing();
    });

    release();
    await expect.poll(() => isHydrated(page, 'header nav a')).toBe(true);
    await expect(header.dropdown('About us')).toHaveAttribute('open');
    await expect(header.dropdown('Services')).not.toHaveAttribute('open');
    await expect(header.dropdownToggle('About us')).toBeFocused();
    // Hydrated, the bar knows which is open: Escape closes it, focus stays on its toggle.
    await page.keyboard.press('Escape');
    await expect(header.mainNav.getByRole('link', { name: 'Northline Global affiliation' })).toBeHidden();
    await expect(header.dropdownToggle('About us')).toBeFocused();
  });
});

test.describe('a change as the scripts take over', () => {
  test('a sort order chosen before hydration is searched once the scripts run', async ({ page }) => {
    const release = await holdScripts(page);
    const search = new SearchPage(page);
    await page.goto('/search?city=Johannesburg', { waitUntil: 'commit' });
    await search.chooseSort('Price: low to high');
    expect(await isHydrated(page, '[data-search-ready]')).toBe(false);

    release();
    await search.waitForUrl((url) => url.searchParams.get('sort') === 'price-asc');
    expect(new URL(page.url()).searchParams.getAll('city')).toEqual(['Johannesburg']);
    await expect(search.sortBy).toHaveValue('price-asc');
  });

  test('a sort order chosen the moment its select is hydrated is searched, on a slow phone CPU', async ({
    page,
  }) => {
    // Handlers are attached a moment before the search takes changes: a change in that moment,
    // made by the first task that can see them, is the one most easily lost.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.addInitScript(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        // The select on screen: the property search renders beside its HTML, hidden, until it takes over.
        const sort = Array.from(document.querySelectorAll<HTMLSelectElement>('select[name="sort"]')).find(
          (select) => select.checkVisibility(),
        );
        if (!sort || !Object.keys(sort).some((key) => key.startsWith('__reactProps$'))) {
          channel.port2.postMessage(null);
          return;
        }
        sort.value = 'price-asc';
        sort.dispatchEvent(new Event('change', { bubbles: true }));
      };
      channel.port2.postMessage(null);
    });
    test.slow();
    const search = new SearchPage(page);
    await page.goto('/search?city=Johannesburg', { waitUntil: 'commit' });
    // A phone six times slower loads, hydrates and wakes the search before its select is live.
    await search.waitUntilHydrated({ timeout: 30_000 });
    await search.waitForUrl((url) => url.searchParams.get('sort') === 'price-asc');
    expect(new URL(page.url()).searchParams.getAll('city')).toEqual(['Johannesburg']);
    await expect(search.sortBy).toHaveValue('price-asc');
    await cdp.detach();
  });
});
