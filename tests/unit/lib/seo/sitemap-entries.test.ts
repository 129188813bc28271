import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPropertyPath } from '@/lib/listings/paths';
import type { PropertyRecord } from '@/lib/listings/wire-types';
import { generateSampleListings, SAMPLE_EXCLUDED_CONTACT_KEY } from '@/lib/embedded/sample/listings';
import type { SitemapEntry } from '@/lib/seo/sitemap';

const listings = generateSampleListings();

function isShown(record: PropertyRecord): boolean {
  return ![...record.property_responsibility, ...record.unit_responsibility].some(
    (contact) => contact.gmaven_contact_key === SAMPLE_EXCLUDED_CONTACT_KEY,
  );
}

function pathsOf(record: PropertyRecord): string[] {
  const property = {
    dealType: record.dealType,
    category: record.property_category,
    city: record.city,
    suburb: record.suburb,
    propertySlug: record.property_slug,
  };
  const unit = record.property_type === 'property_unit' && record.unit_slug;
  return [buildPropertyPath(property), ...(unit ? [buildPropertyPath({ ...property, unitSlug: unit })] : [])];
}

describe('the sitemap files against the embedded services', () => {
  let entries: SitemapEntry[];
  let files: string[];

  beforeAll(async () => {
    vi.stubEnv('DATA_DIR', mkdtempSync(path.join(tmpdir(), 'enquiries-')));
    const { getSitemapFileEntries, listSitemapFiles } = await import('@/lib/seo/sitemap-entries');
    const { sitemapFileName } = await import('@/lib/seo/sitemap');
    files = (await listSitemapFiles()).map(sitemapFileName);
    const contents = await Promise.all(files.map((file) => getSitemapFileEntries(file)));
    entries = contents.flatMap((content) => content ?? []);
    // Builds the embedded indices and reads every file: seconds, more on a busy machine.
  }, 60_000);

  it('names the pages file and one file per deal type and city with listings', () => {
    expect(files[0]).toBe('pages.xml');
    const cities = new Set(
      [...listings.rent, ...listings.buy]
        .filter(isShown)
        .map((record) => `${record.dealType}:${record.city}`),
    );
    expect(files.length).toBe(1 + cities.size);
    expect(files).toContain('to-let.johannesburg.xml');
    expect(files).toContain('for-sale.cape-town.xml');
  });

  it('answers no file for a city without listings or a part past the last', async () => {
    const { getSitemapFileEntries } = await import('@/lib/seo/sitemap-entries');
    expect(await getSitemapFileEntries('to-let.atlantis.xml')).toBeNull();
    expect(await getSitemapFileEntries('to-let.johannesburg.2.xml')).toBeNull();
  });

  it('lists each URL once', () => {
    const paths = entries.map((entry) => entry.path);
    expect(paths.length).toBeGreaterThan(2_000);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lists every property and unit shown, read past the 1000-hit limit of one query', () => {
    const shown = [...listings.rent, ...listings.buy].filter(isShown);
    expect(listings.rent.filter(isShown).length).toBeGreaterThan(1000);
    expect(shown.length).toBeLessThan(listings.rent.length + listings.buy.length);
    const expected = new Set(shown.flatMap(pathsOf));
    const listed = entries.map((entry) => entry.path).filter((entryPath) => entryPath.split('/').length > 5);
    expect(new Set(listed)).toEqual(expected);
  });

  it('lists the site pages, the media pages and the landing pages with listings', () => {
    const paths = new Set(entries.map((entry) => entry.path));
    for (const expected of [
      '/',
      '/about',
      '/services/broking',
      '/contact',
      '/search',
      '/media',
      '/media/latest-news',
      '/media/publications',
      '/media/awards',
      '/to-let',
      '/for-sale',
    ]) {
      expect(paths, expected).toContain(expected);
    }
    expect(entries.filter((entry) => entry.path.startsWith('/media/awards/')).length).toBeGreaterThan(0);
    expect(
      [...paths].filter((entryPath) => /^\/to-let\/[^/]+\/[^/]+\/[^/]+$/.test(entryPath)).length,
    ).toBeGreaterThan(10);
  });

  it('dates every page but search from its data', () => {
    const undated = entries.filter((entry) => !entry.lastModified).map((entry) => entry.path);
    expect(undated).toEqual(['/search']);
    expect(
      entries.every((entry) => !entry.lastModified || !Number.isNaN(Date.parse(entry.lastModified))),
    ).toBe(true);
  });
});
