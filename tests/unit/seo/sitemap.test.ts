import { describe, expect, it } from 'vitest';
import { publicConfig } from '@/lib/config';
import {
  buildSitemapUrl,
  listSitemapIds,
  newestDate,
  parseSitemapFile,
  renderSitemapIndex,
  renderUrlSet,
  selectSitemapChunk,
  SITEMAP_URL_LIMIT,
} from '@/lib/seo/sitemap';

describe('sitemap chunks', () => {
  it('keeps to 50,000 URLs a file, the protocol limit', () => {
    expect(SITEMAP_URL_LIMIT).toBe(50_000);
    expect(listSitemapIds(2_500)).toEqual([{ id: 0 }]);
    expect(listSitemapIds(50_000)).toEqual([{ id: 0 }]);
    expect(listSitemapIds(50_001)).toEqual([{ id: 0 }, { id: 1 }]);
    expect(listSitemapIds(120_000)).toEqual([{ id: 0 }, { id: 1 }, { id: 2 }]);
  });

  it('still publishes one (empty) sitemap when there is nothing to list', () => {
    expect(listSitemapIds(0)).toEqual([{ id: 0 }]);
  });

  it('splits the list into consecutive chunks that together hold every entry once', () => {
    const entries = Array.from({ length: 25 }, (_, index) => index);
    const ids = listSitemapIds(entries.length, 10);
    expect(ids).toEqual([{ id: 0 }, { id: 1 }, { id: 2 }]);
    const chunks = ids.map(({ id }) => selectSitemapChunk(entries, id, 10));
    expect(chunks.map((chunk) => chunk.length)).toEqual([10, 10, 5]);
    expect(chunks.flat()).toEqual(entries);
  });

  it('answers an empty chunk past the end', () => {
    expect(selectSitemapChunk([1, 2, 3], 1, 10)).toEqual([]);
  });
});

describe('sitemap URLs', () => {
  it('makes every URL absolute on the configured origin', () => {
    expect(buildSitemapUrl(0)).toBe(`${publicConfig.siteUrl}/sitemap/0.xml`);
    const xml = renderUrlSet([
      { path: '/', lastModified: '2026-10-28T08:00:00.000Z' },
      { path: '/search' },
      { path: '/to-let/office/johannesburg' },
    ]);
    expect(xml).toContain(
      `<url><loc>${publicConfig.siteUrl}/</loc><lastmod>2026-10-28T08:00:00.000Z</lastmod></url>`,
    );
    expect(xml).toContain(`<url><loc>${publicConfig.siteUrl}/search</loc></url>`);
    expect(xml).toContain(`<url><loc>${publicConfig.siteUrl}/to-let/office/johannesburg</loc></url>`);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
  });

  it('escapes what XML would read as markup', () => {
    expect(renderUrlSet([{ path: '/search?a=1&b=<2>' }])).toContain('/search?a=1&amp;b=%3C2%3E</loc>');
  });

  it('indexes the chunks', () => {
    const xml = renderSitemapIndex([buildSitemapUrl(0), buildSitemapUrl(1)]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<sitemap><loc>${publicConfig.siteUrl}/sitemap/1.xml</loc></sitemap>`);
  });
});

describe('parseSitemapFile', () => {
  it('reads chunk ids and refuses every other name', () => {
    expect(parseSitemapFile('0.xml')).toBe(0);
    expect(parseSitemapFile('12.xml')).toBe(12);
    for (const name of ['01.xml', '1.XML', '1', '-1.xml', '1.xml.gz', '9999999.xml', '']) {
      expect(parseSitemapFile(name), name).toBeNull();
    }
  });
});

describe('newestDate', () => {
  it('picks the later date, by time rather than by text', () => {
    expect(newestDate('2026-01-02T00:00:00.000Z', '2025-12-31T23:00:00.000Z')).toBe(
      '2026-01-02T00:00:00.000Z',
    );
    // 01:00 in Johannesburg is 23:00 UTC the day before: earlier, though it sorts later as text.
    expect(newestDate('2026-01-01T00:00:00Z', '2026-01-01T01:00:00+02:00')).toBe('2026-01-01T00:00:00Z');
    expect(newestDate(undefined, '2026-01-01T00:00:00Z')).toBe('2026-01-01T00:00:00Z');
    expect(newestDate('2026-01-01T00:00:00Z', undefined)).toBe('2026-01-01T00:00:00Z');
    expect(newestDate(undefined, undefined)).toBeUndefined();
  });
});
