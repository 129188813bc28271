import { describe, expect, it } from 'vitest';
import { publicConfig } from '@/lib/config';
import {
  buildSitemapUrl,
  countCityParts,
  newestDate,
  parseSitemapFileName,
  renderSitemapIndex,
  renderUrlSet,
  selectPart,
  SITEMAP_URL_LIMIT,
  URLS_PER_LISTING_RECORD,
} from '@/lib/seo/sitemap';

describe('sitemap files by city', () => {
  it('keeps a city in one file until its records could give more than 50,000 URLs', () => {
    expect(SITEMAP_URL_LIMIT).toBe(50_000);
    expect(URLS_PER_LISTING_RECORD).toBe(4);
    expect(countCityParts(0)).toBe(1);
    expect(countCityParts(433)).toBe(1);
    expect(countCityParts(12_500)).toBe(1);
    expect(countCityParts(12_501)).toBe(2);
    expect(countCityParts(40_000)).toBe(4);
  });

  it('splits a city into consecutive even parts that together hold every entry once', () => {
    const entries = Array.from({ length: 25 }, (_, index) => index);
    const parts = [1, 2, 3].map((part) => selectPart(entries, part, 3));
    expect(parts.map((part) => part.length)).toEqual([9, 9, 7]);
    expect(parts.flat()).toEqual(entries);
  });
});

describe('sitemap URLs', () => {
  it('makes every URL absolute on the configured origin', () => {
    expect(buildSitemapUrl({ kind: 'pages' })).toBe(`${publicConfig.siteUrl}/sitemap/pages.xml`);
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

  it('indexes the files', () => {
    const capeTown = { kind: 'city', dealType: 'toLet', city: 'cape-town', part: 1, parts: 2 } as const;
    const xml = renderSitemapIndex([
      buildSitemapUrl({ kind: 'pages' }),
      buildSitemapUrl(capeTown),
      buildSitemapUrl({ ...capeTown, part: 2 }),
    ]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      `<sitemap><loc>${publicConfig.siteUrl}/sitemap/to-let.cape-town.xml</loc></sitemap>`,
    );
    expect(xml).toContain(
      `<sitemap><loc>${publicConfig.siteUrl}/sitemap/to-let.cape-town.2.xml</loc></sitemap>`,
    );
  });
});

describe('parseSitemapFileName', () => {
  it('reads the pages file and city files, and refuses every other name', () => {
    expect(parseSitemapFileName('pages.xml')).toEqual({ kind: 'pages' });
    expect(parseSitemapFileName('to-let.cape-town.xml')).toEqual({
      kind: 'city',
      dealType: 'toLet',
      city: 'cape-town',
      part: 1,
    });
    expect(parseSitemapFileName('for-sale.durban.12.xml')).toEqual({
      kind: 'city',
      dealType: 'forSale',
      city: 'durban',
      part: 12,
    });
    for (const name of [
      '0.xml',
      'to-let.xml',
      'to-let.cape-town.1.xml',
      'to-let.cape-town.02.xml',
      'to-let.Cape-Town.xml',
      'to-let.cape--town.xml',
      'lease.durban.xml',
      'to-let.durban.xml.gz',
      `to-let.${'a'.repeat(81)}.xml`,
      '',
    ]) {
      expect(parseSitemapFileName(name), name).toBeNull();
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
