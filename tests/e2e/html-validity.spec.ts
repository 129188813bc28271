import { writeFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { nuHtmlErrors } from './support/nu-html-checker';
import { alertPagePaths, PAGE_TYPES, reportPagePath, resolvePath } from './support/page-types';

/** A page to check, and what its HTML must hold to be the page meant (an alert page's form). */
interface CheckedPage {
  name: string;
  path: string;
  shows?: string;
}

// The server's HTML of a URL does not depend on the screen: once, at desktop size.
test(
  'every page type is valid HTML to the W3C Nu HTML Checker',
  { tag: '@any-size' },
  async ({ request }, testInfo) => {
    test.slow();
    const alerts = await alertPagePaths(request);
    const pages: CheckedPage[] = [
      ...(await Promise.all(
        PAGE_TYPES.map(async (pageType) => ({
          name: pageType.name,
          path: await resolvePath(pageType, request),
        })),
      )),
      { name: 'alert management', path: alerts.manage, shows: 'Delete all my alerts' },
      { name: 'alert unsubscribe', path: alerts.unsubscribe, shows: '>Unsubscribe</button>' },
      { name: 'listing report', path: await reportPagePath(request), shows: '>Send report</button>' },
    ];
    const files: string[] = [];
    for (const { name, path, shows } of pages) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(name === '404' ? 404 : 200);
      const html = await response.text();
      // Each page as it should be: a search whose results did not come, or an alert page without its
      // alert, would pass with less in it.
      expect(html, path).not.toContain('data-search-status="error"');
      if (shows) expect(html, path).toContain(shows);
      const file = testInfo.outputPath(`${name.replaceAll(' ', '-')}.html`);
      await writeFile(file, html);
      files.push(file);
    }
    expect(await nuHtmlErrors(files)).toEqual([]);
  },
);
