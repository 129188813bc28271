import { expect, test } from './fixtures';
import { seriousAxeViolations } from './support/axe';
import { firstPropertyPath, PropertyPage } from './pages/property-page';
import { ResultsMap } from './pages/results-map';
import { SearchPage } from './pages/search-page';

/** Sandton CBD's business node, a few blocks each way: north,east,south,west. */
const SANDTON = '-26.095,28.07,-26.12,28.045';
const LONG_NAMED_PROPERTY = 'Kingsbury Crossing Corporate Park';

test.describe('the results map', () => {
  test('opens from the switch, keeps it in the URL, and places every result that has a location', async ({
    page,
  }) => {
    const search = new SearchPage(page);
    const map = new ResultsMap(page);
    await search.goto('?city=Durban');
    await map.showMap.click();
    await search.waitForUrl((url) => url.searchParams.get('view') === 'map');
    await expect(map.showMap).toHaveAttribute('aria-pressed', 'true');
    await expect(map.canvas).toBeVisible();
    const results = await search.foundCount();
    const { onMap, unlocated } = await map.counts();
    expect(onMap).toBeGreaterThan(0);
    expect(onMap + unlocated).toBe(results);
    await expect(search.cards.first()).toBeVisible();

    await map.showList.click();
    await search.waitForUrl((url) => !url.searchParams.has('view'));
    await expect(map.region).toBeHidden();
  });

  // Which results have a pin is the server's answer, the same at every size.
  test('places every result for other filters too', { tag: '@any-size' }, async ({ page }) => {
    // Three maps drawn by a software renderer.
    test.slow();
    const search = new SearchPage(page);
    const map = new ResultsMap(page);
    for (const query of [
      '?view=map&category=Industrial',
      '?view=map&deal=ForSale',
      '?view=map&query=sandton',
    ]) {
      await search.goto(query);
      const results = await search.foundCount();
      const { onMap, unlocated } = await map.counts();
      expect(onMap + unlocated, query).toBe(results);
    }
  });

  test('searches as the map moves: a zoom narrows the results and puts the area in the URL', async ({
    page,
  }) => {
    const search = new SearchPage(page);
    const map = new ResultsMap(page);
    await search.goto('?view=map');
    const everywhere = await search.foundCount();
    await map.pinCount();
    await map.clusters.first().click();
    await search.waitForUrl((url) => url.searchParams.has('area'));
    const narrowed = await search.foundCount();
    expect(narrowed).toBeLessThan(everywhere);
    await expect.poll(() => map.pinCount()).toBe(narrowed);

    await map.everywhere.click();
    await search.waitForUrl((url) => !url.searchParams.has('area'));
    expect(await search.foundCount()).toBe(everywhere);
  });

  // A keyboard journey: phones pan by touch (the other tests here).
  test(
    'pans and zooms from the keyboard, which also moves the search',
    { tag: '@any-size' },
    async ({ page }) => {
      const search = new SearchPage(page);
      const map = new ResultsMap(page);
      await search.goto('?view=map');
      await map.pinCount();
      await map.canvas.focus();
      await page.keyboard.press('Equal');
      await search.waitForUrl((url) => url.searchParams.has('area'));
      const zoomed = new URL(page.url()).searchParams.get('area');
      await page.keyboard.press('ArrowRight');
      await search.waitForUrl((url) => url.searchParams.get('area') !== zoomed);
    },
  );

  test('a shared link opens the same area, with only the properties inside it', async ({ page }) => {
    const search = new SearchPage(page);
    const map = new ResultsMap(page);
    await search.goto(`?view=map&area=${SANDTON}`);
    await expect(search.notice).toHaveCount(0);
    const results = await search.foundCount();
    expect(results).toBeGreaterThan(0);
    expect(await map.pinCount()).toBe(results);
    const places = await search.results
      .getByRole('list', { name: 'Properties' })
      .locator('p')
      .allTextContents();
    expect(
      places.filter((text) => text.endsWith(', Johannesburg')).every((text) => text.startsWith('Sandton')),
    ).toBe(true);
    await expect(map.everywhere).toBeVisible();
  });

  test('a pin opens a card that leads to its property', async ({ page }) => {
    const search = new SearchPage(page);
    const map = new ResultsMap(page);
    await search.goto(`?view=map&area=${SANDTON}`);
    await map.pinCount();
    const pin = map.pins.first();
    const label = (await pin.getAttribute('aria-label')) ?? '';
    const name = label.split(',')[0] ?? '';
    await pin.click();
    const card = page.locator('.maplibregl-popup');
    await expect(card.getByRole('heading', { name })).toBeVisible();
    await card.getByRole('link', { name }).click();
    await expect(new PropertyPage(page).heading).toHaveText(name);
  });

  test('brings the map into view when the visitor asks for it', async ({ page }) => {
    const search = new SearchPage(page);
    const map = new ResultsMap(page);
    await search.goto('?city=Durban');
    await search.waitUntilHydrated();
    // Where the switch sits on a phone: near the bottom of the screen, the map opening below it.
    await map.showMap.scrollIntoViewIfNeeded();
    await map.showMap.click();
    await search.waitForUrl((url) => url.searchParams.get('view') === 'map');
    await expect(map.canvas).toBeInViewport({ ratio: 0.9 });
  });

  // A third of the way in from either side: on a phone's narrow map, the side MapLibre turns the
  // card to has no room for a wide card either.
  for (const across of [0.3, 0.7]) {
    test(`keeps a pin's card inside the map, for a pin ${across * 100}% across it`, async ({
      page,
      request,
    }) => {
      // A long name makes the card as wide as a card gets, wider than two thirds of a phone's map.
      const path = await firstPropertyPath(request, `?query=${encodeURIComponent(LONG_NAMED_PROPERTY)}`);
      const html = await (await request.get(path)).text();
      const [, lat = '', lng = ''] =
        /"geo":\{"@type":"GeoCoordinates","latitude":(-?[\d.]+),"longitude":(-?[\d.]+)\}/.exec(html) ?? [];
      const name = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1] ?? '';
      expect(name).not.toBe('');
      // A wide, short area around the property, which the map fits by its width: a few hundred
      // metres, close enough that every pin stands alone (lib/maps/pin-clusters.ts).
      const span = 0.003;
      const area = [
        Number(lat) + span / 10,
        Number(lng) + span * (1 - across),
        Number(lat) - span / 10,
        Number(lng) - span * across,
      ]
        .map((degrees) => degrees.toFixed(5))
        .join(',');
      const search = new SearchPage(page);
      const map = new ResultsMap(page);
      await search.goto(`?view=map&area=${area}`);
      await map.pinCount();
      const shown = new URL(page.url()).searchParams.get('area');
      const pin = map.pins.and(page.getByRole('button', { name: `${name}, `, exact: false }));
      await pin.click();
      const card = page.locator('.maplibregl-popup');
      await expect(card.getByRole('link', { name })).toBeVisible();
      await expect
        .poll(async () => {
          const [frame, box] = await Promise.all([map.canvas.boundingBox(), card.boundingBox()]);
          if (!frame || !box) return 'not shown';
          const inside =
            box.x >= frame.x &&
            box.y >= frame.y &&
            box.x + box.width <= frame.x + frame.width &&
            box.y + box.height <= frame.y + frame.height;
          return inside ? 'inside' : JSON.stringify({ frame, box });
        })
        .toBe('inside');
      // Moving the map to show the card is not the visitor's move: the search keeps its area.
      expect(new URL(page.url()).searchParams.get('area')).toBe(shown);
    });
  }

  test('leaves a bad area out of the search and says so', async ({ page }) => {
    const search = new SearchPage(page);
    await search.goto('?view=map&area=-26,28,-25,nowhere');
    await expect(search.notice).toContainText('map area');
    await expect(page).not.toHaveURL(/area=/);
  });

  test('lets keyboard users skip the map, and has no serious accessibility violations', async ({ page }) => {
    // axe walks every pin and card of the whole map: over 20 s on a loaded 2-core runner.
    test.slow();
    const search = new SearchPage(page);
    const map = new ResultsMap(page);
    await search.goto('?view=map');
    await map.pinCount();
    await map.skipLink.focus();
    await expect(map.skipLink).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#/);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('draws the map from the site alone: no tile, style or font server', async ({ page }) => {
    // The e2e build has analytics configured (analytics-configured.spec.ts); its tags are not the map's.
    const analytics = /googletagmanager\.com|google-analytics\.com|facebook\.(com|net)$/;
    const hosts = new Set<string>();
    page.on('request', (request) => hosts.add(new URL(request.url()).host));
    const map = new ResultsMap(page);
    await new SearchPage(page).goto('?view=map');
    await map.pinCount();
    expect([...hosts].filter((host) => !analytics.test(host))).toEqual([new URL(page.url()).host]);
  });
});

test.describe('the property location map', () => {
  test('shows the address, the pin on a map and a directions link to the coordinates', async ({
    page,
    request,
  }) => {
    const path = await firstPropertyPath(request);
    const html = await (await request.get(path)).text();
    const geo = /"geo":\{"@type":"GeoCoordinates","latitude":(-?[\d.]+),"longitude":(-?[\d.]+)\}/.exec(html);
    expect(geo).not.toBeNull();
    const property = new PropertyPage(page);
    await property.goto(path);
    const name = (await property.heading.textContent()) ?? '';
    const location = page.getByRole('region', { name: 'Location' });
    await location.scrollIntoViewIfNeeded();
    await expect(location.locator('address')).toContainText(/\w+, \w+/);
    await expect(location.getByRole('img', { name })).toBeVisible({ timeout: 15_000 });
    await expect(location.locator('canvas')).toHaveAttribute('aria-label', `Map of ${name}`);
    await expect(location.getByRole('link', { name: /Get directions/ })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${geo?.[1]}%2C${geo?.[2]}`,
    );
  });

  test('loads no map code until the visitor scrolls near the map', async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/maps/')) scripts.push(r.url());
    });
    const property = new PropertyPage(page);
    await property.goto(await firstPropertyPath(request));
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    await page.getByRole('region', { name: 'Location' }).scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.some((url) => url.endsWith('.geojson'))).toBe(true);
  });
});
