import { describe, expect, it } from 'vitest';
import { isPossibleServerAction, planRequest } from '@/lib/rendering/request-plan';

function plan(url: string, method = 'GET', isAction = false) {
  const parsed = new URL(url, 'http://site.test');
  return planRequest(method, parsed.pathname, parsed.searchParams, isAction);
}

describe('planRequest', () => {
  it('leaves build files to next.config.ts', () => {
    expect(plan('/_next/static/chunks/a.js')).toEqual({ kind: 'non-document' });
    expect(plan('/_next/image?url=/x&w=64&q=75')).toEqual({ kind: 'non-document' });
  });

  it('gives route handlers the non-document policy', () => {
    for (const path of [
      '/api/search/1/indexes/*/queries',
      '/graphqlQuery/v1',
      '/images/property/a.webp',
      '/ref/RW123',
      '/robots.txt',
      '/sitemap.xml',
      '/sitemap/0.xml',
      '/icon.svg',
      '/maps/southern-africa.geojson',
      '/to-let/office/johannesburg/sandton-cbd/katherine-towers/brochure.pdf',
      '/for-sale/industrial/ekurhuleni/jet-park/jet-park-logistics/unit-4/brochure.pdf',
      '/brochures/to-let/office',
      '/og/search/city%3DDurban',
      '/og/shortlist/rc-10423,rc-10500',
      '/og/listings/to-let/office/johannesburg',
    ]) {
      expect(plan(path), path).toEqual({ kind: 'non-document' });
    }
  });

  it('serves every other page from the cache with its stored policy', () => {
    for (const path of [
      '/',
      '/about',
      '/services/broking',
      '/media',
      '/media/latest-news',
      '/media/awards/x',
      '/to-let/office/johannesburg',
      '/no/such/page',
    ]) {
      expect(plan(path), path).toEqual({ kind: 'cached' });
    }
    // Query strings a page does not read (campaign tags, say) do not make it per request.
    expect(plan('/about?utm_source=newsletter')).toEqual({ kind: 'cached' });
    expect(plan('/media/latest-news?utm_source=newsletter&_rsc=1')).toEqual({ kind: 'cached' });
  });

  it('serves a property search from the cached document of its canonical state', () => {
    expect(plan('/search')).toEqual({ kind: 'cached-at', path: '/search/s/all' });
    expect(plan('/search?city=Durban')).toEqual({ kind: 'cached-at', path: '/search/s/city%3DDurban' });
    // Another spelling of the same search, with a campaign's tags: the same document.
    expect(plan('/search?utm_source=mail&city=Durban&deal=ToLet&page=1')).toEqual(
      plan('/search?city=Durban'),
    );
    expect(plan('/search?city=Durban&city=Cape%20Town')).toEqual(plan('/search?city=Cape+Town&city=Durban'));
    expect(plan('/search?page=0')).toEqual({ kind: 'cached-at', path: '/search/s/adjusted%3Dpage' });
  });

  it('renders a search too long to cache per request', () => {
    const suburbs = Array.from({ length: 20 }, (_, index) => `suburb=Suburb+number+${index}`).join('&');
    expect(plan(`/search?${suburbs}`)).toEqual({ kind: 'per-request' });
  });

  it('renders a listing’s report form per request, and lets its form post through', () => {
    expect(plan('/report/RC-10315')).toEqual({ kind: 'per-request' });
    expect(plan('/report/RC-10315?unit=g01')).toEqual({ kind: 'per-request' });
    expect(plan('/report/RC-10315', 'POST', true)).toEqual({ kind: 'action' });
  });

  it('lets server actions through to a page, and refuses every other post, put or delete', () => {
    expect(plan('/search', 'POST', true)).toEqual({ kind: 'action' });
    expect(plan('/contact', 'POST', true)).toEqual({ kind: 'action' });
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      for (const path of ['/about', '/contact', '/search?city=Durban', '/to-let/office/johannesburg']) {
        expect(plan(path, method), `${method} ${path}`).toEqual({ kind: 'method-not-allowed' });
      }
    }
    // Route handlers answer their own methods.
    expect(plan('/api/revalidate', 'POST')).toEqual({ kind: 'non-document' });
    expect(plan('/graphqlQuery/v1', 'POST')).toEqual({ kind: 'non-document' });
  });

  it('takes a POST for a server action only when Next would', () => {
    const headers = (entries: Record<string, string>) => new Headers(entries);
    expect(isPossibleServerAction('POST', headers({ 'next-action': 'abc' }))).toBe(true);
    expect(
      isPossibleServerAction('POST', headers({ 'content-type': 'multipart/form-data; boundary=x' })),
    ).toBe(true);
    expect(
      isPossibleServerAction('POST', headers({ 'content-type': 'application/x-www-form-urlencoded' })),
    ).toBe(false);
    expect(isPossibleServerAction('POST', headers({ 'content-type': 'text/plain' }))).toBe(false);
    expect(isPossibleServerAction('PUT', headers({ 'next-action': 'abc' }))).toBe(false);
  });

  it("sends a cached search document's internal address to its public one", () => {
    expect(plan('/search/s/city%3DDurban%26sort%3Dprice-asc')).toEqual({
      kind: 'redirect',
      to: '/search?city=Durban&sort=price-asc',
    });
    expect(plan('/search/s/all')).toEqual({ kind: 'redirect', to: '/search' });
    expect(plan('/search/s/%3Cscript%3E/x')).toEqual({ kind: 'redirect', to: '/search' });
  });

  it('serves a news list with a search from the cached document of its canonical search', () => {
    const cases: Array<[string, string]> = [
      ['/media/latest-news?query=solar', '/media/search/latest-news/query%3Dsolar'],
      ['/media/latest-news?utm_source=mail&query=solar', '/media/search/latest-news/query%3Dsolar'],
      ['/media/awards?page=2', '/media/search/awards/page%3D2'],
      ['/media/awards?page=02', '/media/search/awards/page%3D2'],
      ['/media/publications?category=Retail', '/media/search/publications/category%3DRetail'],
      ['/media/publications?category=&category=Retail', '/media/search/publications/category%3DRetail'],
    ];
    for (const [url, path] of cases) {
      expect(plan(url), url).toEqual({ kind: 'cached-at', path });
    }
    // Page 1, an empty or blank query and an empty category are the list itself.
    for (const url of [
      '/media/latest-news?page=1',
      '/media/latest-news?query=',
      '/media/latest-news?query=%20',
      '/media/latest-news?category=',
    ]) {
      expect(plan(url), url).toEqual({ kind: 'cached' });
    }
  });

  it('renders a news search too long to cache per request, as next.config.ts rewrites it', () => {
    const categories = Array.from({ length: 20 }, (_, index) => `category=Category+number+${index}`).join(
      '&',
    );
    expect(plan(`/media/publications?${categories}`)).toEqual({ kind: 'per-request' });
  });

  it('redirects the internal search routes to the public address', () => {
    expect(plan('/media/search/latest-news?query=solar')).toEqual({
      kind: 'redirect',
      to: '/media/latest-news?query=solar',
    });
    expect(plan('/media/search/awards')).toEqual({ kind: 'redirect', to: '/media/awards' });
    expect(plan('/media/search/unknown')).toEqual({ kind: 'cached' });
    expect(plan('/media/search/latest-news/query%3Dsolar%26page%3D3')).toEqual({
      kind: 'redirect',
      to: '/media/latest-news?query=solar&page=3',
    });
    expect(plan('/media/search/awards/not-a-key')).toEqual({ kind: 'redirect', to: '/media/awards' });
  });

  it('sends other spellings of a listing path to the canonical one, keeping the query', () => {
    expect(plan('/To-Let/Office?utm_source=mail')).toEqual({
      kind: 'redirect',
      to: '/to-let/office?utm_source=mail',
    });
    expect(plan('/to-let/office/page-1')).toEqual({ kind: 'redirect', to: '/to-let/office' });
    expect(plan('/FOR-SALE')).toEqual({ kind: 'redirect', to: '/for-sale' });
  });

  it('leaves a listing path no listing could have to its page, never redirecting it first', () => {
    for (const path of [
      '/to-let/a/b/c/d/e/f',
      '/to-let/%3f%23/retail',
      '/for-sale/office/x_y',
      `/to-let/${'a'.repeat(500)}`,
      // Another spelling of an impossible path is not redirected first.
      `/For-Sale/${'Sandton'.repeat(1000)}`,
      '/TO-LET/a/b/c/d/e/f',
    ]) {
      expect(plan(path), path).toEqual({ kind: 'cached' });
    }
  });

  it('leaves well-formed listing paths to their pages, which check them against the listings', () => {
    expect(plan('/to-let/office/johannesburg/sandton/the-towers/unit-3')).toEqual({ kind: 'cached' });
    expect(plan('/for-sale/office/page-2')).toEqual({ kind: 'cached' });
  });

  it('serves a shared shortlist from the cache, other spellings of it redirected to the one the site writes', () => {
    expect(plan('/shortlist')).toEqual({ kind: 'cached' });
    expect(plan('/shortlist/rc-10423,rc-10500.g01')).toEqual({ kind: 'cached' });
    expect(plan('/shortlist/rc-10423?utm_source=whatsapp')).toEqual({ kind: 'cached' });
    for (const path of [
      '/shortlist/RC-10423,RC-10500.G01',
      '/shortlist/rc-10423%2Crc-10500.g01',
      '/shortlist/rc-10423,rc-10500.g01,rc-10423',
    ]) {
      expect(plan(path), path).toEqual({ kind: 'redirect', to: '/shortlist/rc-10423,rc-10500.g01' });
    }
  });

  it('leaves a shortlist link that names no listing to its 404, never redirecting it first', () => {
    for (const path of [
      '/shortlist/hello',
      '/shortlist/RC-10423,',
      `/shortlist/${Array.from({ length: 13 }, (_, index) => `rc-${index}`).join(',')}`,
      `/shortlist/${'rc-1,'.repeat(1000)}rc-2`,
      '/shortlist/rc-10423/extra',
    ]) {
      expect(plan(path), path).toEqual({ kind: 'cached' });
    }
  });
});
