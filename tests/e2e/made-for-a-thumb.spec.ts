import { splitPhoneNumbers } from '@/lib/format/phone';
import { expect, test, type Page } from './fixtures';
import { firstPropertyPath, PropertyPage } from './pages/property-page';

/** Text shown on the page that stands outside every `tel:` link, node by node. */
function textOutsideTelLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('a[href^="tel:"], script, style, template')) continue;
      texts.push(node.textContent ?? '');
    }
    return texts;
  });
}

const PAGES_WITH_NUMBERS = [
  '/',
  '/fraud-hotline',
  '/customer-care',
  '/contact',
  '/privacy',
  '/paia',
  '/about',
  '/about/african-footprint',
  '/services/broking',
];

test.describe('made for a thumb', () => {
  test('every phone number on the site is a tel: link that dials it @any-size', async ({ page, request }) => {
    const property = await firstPropertyPath(request);
    for (const path of [...PAGES_WITH_NUMBERS, property]) {
      await page.goto(path);
      const plain = (await textOutsideTelLinks(page)).flatMap((text) =>
        splitPhoneNumbers(text).filter((part) => part.kind === 'phone'),
      );
      expect(plain, `numbers on ${path} that are not links`).toEqual([]);
      const links = await page
        .locator('a[href^="tel:"]')
        .evaluateAll((anchors) => anchors.map((a) => [a.getAttribute('href'), a.textContent]));
      expect(links.length, `tel: links on ${path}`).toBeGreaterThan(0);
      const shown = links.flatMap(([, text]) => {
        const number = (text ?? '').match(/\+?\d[\d -]{8,}\d/)?.[0];
        return number === undefined ? [] : [`tel:${number.replace(/[^\d+]/g, '')}`];
      });
      for (const [href, text] of links) {
        const dialled = (text ?? '').match(/\+?\d[\d -]{8,}\d/)?.[0]?.replace(/[^\d+]/g, '');
        if (dialled === undefined) {
          // A button-sized link ("Call", the phone's contact bar) dials a number the page shows.
          expect(shown, `the number behind "${text}" on ${path}`).toContain(href);
        } else {
          expect(href, `the link around "${text}" on ${path}`).toBe(`tel:${dialled}`);
        }
      }
    }
  });

  test('the unit schedule shows that it scrolls on a phone, and the keyboard scrolls it', async ({
    page,
    request,
    viewport,
  }) => {
    const property = new PropertyPage(page);
    await property.goto(await firstPropertyPath(request));
    const narrow = (viewport?.width ?? 0) <= 767;
    const region = page.getByRole('region', { name: 'Units to let' });
    await expect(region.getByRole('table', { name: 'Units to let' })).toBeVisible();
    await expect(region.getByText('Scroll sideways for every column')).toBeVisible({ visible: narrow });
    const overflows = await region.evaluate((box) => box.scrollWidth > box.clientWidth);
    expect(overflows, 'wider than its box').toBe(narrow);
    // Inside its box: the page itself stays as wide as the screen, so a phone does not zoom out.
    const pageWidth = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(pageWidth, 'the page as wide as the screen').toEqual([viewport?.width, viewport?.width]);

    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('End');
    await expect.poll(() => region.evaluate((box) => box.scrollLeft > 0)).toBe(narrow);
  });

  test('a unit opened from its property starts at the top, the breadcrumb below the sticky header', async ({
    page,
    request,
  }) => {
    const property = new PropertyPage(page);
    const path = await firstPropertyPath(request);
    await property.goto(path);
    await property.units.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY), 'scrolled down to the schedule').toBeGreaterThan(300);

    const unitId = await property.openFirstUnit();
    await expect(page).toHaveURL((url) => url.pathname.startsWith(`${path}/`));
    await expect(property.heading).toContainText(unitId);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const header = await page.getByRole('banner').boundingBox();
    const crumbs = await property.breadcrumb.boundingBox();
    expect(crumbs?.y ?? -1, 'the breadcrumb starts below the header').toBeGreaterThanOrEqual(
      (header?.y ?? 0) + (header?.height ?? Number.POSITIVE_INFINITY),
    );
    await expect(property.breadcrumb.getByText('You are here:')).toBeInViewport();
  });
});
