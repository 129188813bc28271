import { describe, expect, it } from 'vitest';
import type { Document } from '@contentful/rich-text-types';
import { buildContentPages } from '@/lib/embedded/sample/content/content-pages';
import { buildNewsItems } from '@/lib/embedded/sample/content/news';
import type { CmsAsset, CmsPage } from '@/lib/content/wire-types';

const BRAND = 'Ridgeway Commercial';
const AFFILIATE = 'Northline Global';
const EMAIL_DOMAIN = '@ridgewaycommercial.co.za';

const SPEC_SLUGS: Record<string, string> = {
  about: 'about',
  'about/cushman-wakefield': 'about',
  'about/group-overview': 'about',
  'about/capabilities': 'about',
  'about/african-footprint': 'about',
  'about/commitment': 'about',
  services: 'services',
  'services/occupier-services': 'services',
  'services/capital-markets': 'services',
  'services/strategy-and-consulting': 'services',
  'services/transaction-services': 'services',
  'services/workplace-solutions': 'services',
  'services/strategic-risk-management': 'services',
  'services/valuation-and-advisory-services': 'services',
  'services/intel-and-market-analysis': 'services',
  'services/technology-and-prop-tech-solutions': 'services',
  'services/broking': 'services',
  'group-services': 'group-services',
  'group-services/auctions-and-sales': 'group-services',
  'group-services/property-management': 'group-services',
  'group-services/integrated-facilities-management': 'group-services',
  'group-services/business-solutions-specialists': 'group-services',
  'group-services/energy-water-and-sustainability': 'group-services',
  contact: 'help',
  'fraud-hotline': 'help',
  'customer-care': 'help',
  privacy: 'legal',
  paia: 'legal',
};

const SCENE_URL =
  /^\/images\/scenes\/(skyline-johannesburg|skyline-cape-town|skyline-durban|skyline-pretoria|office-interior|warehouse-aerial|retail-mall|handshake-meeting)(-[1-9])?\.webp$/;
const MEDIA_ROUTES = ['/media', '/media/publications', '/media/latest-news', '/media/awards', '/search'];

interface AnyNode {
  nodeType: string;
  value?: string;
  marks?: Array<{ type: string }>;
  data?: Record<string, unknown>;
  content?: AnyNode[];
}

function walk(document: Document, visit: (node: AnyNode) => void): void {
  const step = (node: AnyNode) => {
    visit(node);
    node.content?.forEach(step);
  };
  step(document as unknown as AnyNode);
}

function plainText(document: Document): string {
  const parts: string[] = [];
  walk(document, (node) => {
    if (node.nodeType === 'text') parts.push(node.value ?? '');
  });
  return parts.join(' ');
}

function countWords(document: Document): number {
  return plainText(document)
    .split(/\s+/)
    .filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

function nodesOf(document: Document, nodeType: string): AnyNode[] {
  const found: AnyNode[] = [];
  walk(document, (node) => {
    if (node.nodeType === nodeType) found.push(node);
  });
  return found;
}

function headings2(document: Document): string[] {
  return nodesOf(document, 'heading-2').map((node) => (node.content ?? []).map((c) => c.value).join(''));
}

function uris(document: Document): string[] {
  return nodesOf(document, 'hyperlink').map((node) => String(node.data?.uri));
}

function expectSceneImage(asset: CmsAsset | null): void {
  expect(asset).not.toBeNull();
  expect(asset?.url).toMatch(SCENE_URL);
  expect(asset?.title.length).toBeGreaterThan(10);
  expect([asset?.width, asset?.height]).toEqual([1920, 1280]);
}

function bodyOf(page: CmsPage): Document {
  expect(page.body, page.slug).not.toBeNull();
  return page.body as Document;
}

const TRACKED = { analytics: true, advertising: true };
const pages = buildContentPages(BRAND, AFFILIATE, TRACKED);
const pageBySlug = new Map(pages.map((page) => [page.slug, page]));
const news = buildNewsItems(BRAND);
const documents = [...pages.map(bodyOf), ...news.map((item) => item.articleCopy)];

function page(slug: string): CmsPage {
  const found = pageBySlug.get(slug);
  expect(found, slug).toBeDefined();
  return found as CmsPage;
}

describe('sample content pages', () => {
  it('has every SPEC slug exactly once, in the right section, and nothing else', () => {
    expect(pages.map((p) => p.slug).sort()).toEqual(Object.keys(SPEC_SLUGS).sort());
    for (const p of pages) expect(p.section, p.slug).toBe(SPEC_SLUGS[p.slug]);
  });

  it.each(pages.map((p) => [p.slug, p] as const))(
    '%s has a title, intro, hero image and substantial body',
    (_, p) => {
      expect(p.title.trim().length).toBeGreaterThan(2);
      expect(p.intro.trim().length).toBeGreaterThan(40);
      expect(p.intro.length).toBeLessThanOrEqual(160);
      expectSceneImage(p.heroImage);
      expect(p.seo).toEqual({ title: null, description: null, image: null, noIndex: false });
      expect(p.updatedAt).toMatch(/^2026-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(countWords(bodyOf(p))).toBeGreaterThanOrEqual(250);
    },
  );

  it('gives each service page 350–600 words and a named specialist with a 555 number and company email', () => {
    const servicePages = pages.filter((p) => /^(services|group-services)\/./.test(p.slug));
    expect(servicePages).toHaveLength(15);
    for (const p of servicePages) {
      const body = bodyOf(p);
      const words = countWords(body);
      expect(words, p.slug).toBeGreaterThanOrEqual(350);
      expect(words, p.slug).toBeLessThanOrEqual(600);
      expect(plainText(body), p.slug).toMatch(/0\d{2} 555 \d{4}/);
      expect(
        uris(body).some((uri) => uri.startsWith('mailto:') && uri.endsWith(EMAIL_DOMAIN)),
        p.slug,
      ).toBe(true);
    }
  });

  it('links each index page to all of its children', () => {
    for (const index of ['about', 'services', 'group-services']) {
      const links = uris(bodyOf(page(index)));
      const children = pages.filter((p) => p.slug.startsWith(`${index}/`));
      expect(children.length).toBeGreaterThan(4);
      for (const child of children) expect(links, index).toContain(`/${child.slug}`);
    }
  });

  it('names the affiliate on the affiliation page and never a real company', () => {
    const affiliation = page('about/cushman-wakefield');
    expect(affiliation.title).toContain(AFFILIATE);
    expect(plainText(bodyOf(affiliation))).toContain(AFFILIATE);
    const allText = pages.map((p) => `${p.title} ${p.intro} ${plainText(bodyOf(p))}`).join(' ');
    expect(allText).not.toMatch(/cushman|wakefield/i);
  });

  it('writes a POPIA privacy notice', () => {
    const privacy = page('privacy');
    const text = plainText(bodyOf(privacy));
    for (const phrase of [
      `${BRAND} (Pty) Ltd`,
      'Protection of Personal Information Act 4 of 2013',
      'Information Officer',
      'Deputy Information Officer',
      'Information Regulator',
      'JD House, 27 Stiemens Street, Braamfontein',
      'complaints.IR@justice.gov.za',
      'Access',
      'Correction and deletion',
      'Objection',
      'section 69',
      'section 72',
      'cookies',
      'Effective date',
      // What `npm run data:prune` deletes, at the default ages.
      'Enquiries sent through this website: 24 months after we receive them, then they are deleted.',
      'a saved search you never confirm is deleted after 7 days',
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it('says of cookies and sign-ups only what the site does, with trackers configured or none', () => {
    const noticeWith = (trackers: { analytics: boolean; advertising: boolean }) => {
      const privacy = buildContentPages(BRAND, AFFILIATE, trackers).find(({ slug }) => slug === 'privacy');
      expect(privacy).toBeDefined();
      return privacy ? plainText(bodyOf(privacy)) : '';
    };
    const tracked = noticeWith(TRACKED);
    expect(tracked).toContain('through the cookie settings link in the footer');
    expect(tracked).toContain('Analytics and advertising cookies are set only after you accept them');
    expect(tracked).toContain('Property alerts:');

    const untracked = noticeWith({ analytics: false, advertising: false });
    expect(untracked).toContain('This website sets no analytics or advertising cookies');
    expect(untracked).not.toMatch(/cookie settings link|cookie banner|Analytics cookies|Advertising pixels/);
    expect(untracked).toContain('Property alerts:');

    const analyticsOnly = noticeWith({ analytics: true, advertising: false });
    expect(analyticsOnly).toContain('Analytics cookies are set only after you accept them');
    expect(analyticsOnly).not.toContain('Advertising pixels');

    // The site offers no newsletter or report sign-up, whatever it tracks.
    for (const text of [tracked, untracked, analyticsOnly]) expect(text).not.toMatch(/newsletter|sign-up/i);
  });

  it('structures the PAIA manual by section 51, with a table of records', () => {
    const body = bodyOf(page('paia'));
    const sections = headings2(body).map((heading) => Number(/^(\d+)\. /.exec(heading)?.[1]));
    expect(sections).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(nodesOf(body, 'table').length).toBeGreaterThanOrEqual(1);
    expect(nodesOf(body, 'table-header-cell').length).toBeGreaterThanOrEqual(3);
    const text = plainText(body);
    for (const phrase of [
      'section 51',
      'Section 10',
      'section 52',
      'Form 2',
      '30 days',
      'Information Regulator',
    ]) {
      expect(text).toContain(phrase);
    }
    expect(text).toMatch(/Companies Act 71 of 2008[\s\S]*Property Practitioners Act 22 of 2019/);
  });

  it('warns about deposit scams and explains anonymous reporting on the fraud hotline page', () => {
    const text = plainText(bodyOf(page('fraud-hotline')));
    expect(text).toMatch(/anonymous/i);
    expect(text).toMatch(/confidential/i);
    expect(text).toMatch(/deposit/i);
    expect(text).toContain('personal bank account');
    expect(text).toContain('0800 555 247');
    expect(text).toMatch(/retaliation/i);
    expect(uris(bodyOf(page('fraud-hotline')))).toContain(`mailto:ethics${EMAIL_DOMAIN}`);
  });

  it('sets customer-care service standards', () => {
    const text = plainText(bodyOf(page('customer-care')));
    expect(text).toContain('one business day');
    expect(text).toContain('ten business days');
  });
});

describe('sample news items', () => {
  it('has at least 36 items across the three types and six categories', () => {
    expect(news.length).toBeGreaterThanOrEqual(36);
    const countOf = (type: string) => news.filter((item) => item.type === type).length;
    expect(countOf('NEWS')).toBeGreaterThanOrEqual(15);
    expect(countOf('PUBLICATION')).toBeGreaterThanOrEqual(8);
    expect(countOf('AWARD')).toBeGreaterThanOrEqual(6);
    expect(new Set(news.map((item) => item.category)).size).toBeGreaterThanOrEqual(6);
  });

  it('has unique kebab-case slugs and deterministic dates within range, newest first', () => {
    const slugs = news.map((item) => item.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    for (const item of news) {
      expect(new Date(item.publishDate).toISOString()).toBe(item.publishDate);
      expect(
        item.publishDate >= '2023-12-01' && item.publishDate <= '2026-11-15T23:59:59.999Z',
        item.slug,
      ).toBe(true);
    }
    const dates = news.map((item) => item.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(buildNewsItems(BRAND)).toEqual(news);
  });

  it('gives about six items a YouTube id and null to the rest', () => {
    const withVideo = news.filter((item) => item.youTube !== null);
    expect(withVideo.length).toBeGreaterThanOrEqual(5);
    expect(withVideo.length).toBeLessThanOrEqual(7);
    for (const item of withVideo) expect(item.youTube).toMatch(/^[A-Za-z0-9_-]{11}$/);
    expect(new Set(withVideo.map((item) => item.youTube)).size).toBe(withVideo.length);
  });

  it.each(news.map((item) => [item.slug, item] as const))('%s has copy, images and an author', (_, item) => {
    expect(item.title.length).toBeGreaterThan(10);
    expect(item.excerpt.length).toBeGreaterThan(40);
    expect(item.featuredImage.url).toMatch(/-[1-9]\.webp$/);
    expect(item.heroImage.url).toMatch(/-[1-9]\.webp$/);
    expectSceneImage(item.featuredImage);
    expectSceneImage(item.heroImage);
    const words = countWords(item.articleCopy);
    expect(words).toBeGreaterThanOrEqual(250);
    expect(words).toBeLessThanOrEqual(500);
    expect(item.author).not.toBeNull();
    expect(item.author?.email.endsWith(EMAIL_DOMAIN)).toBe(true);
    expect(item.author?.telephone).toMatch(/^0\d{2} 555 \d{4}$/);
    expect(item.author?.profilePicture).toEqual({
      url: expect.stringMatching(/^\/images\/people\/author-[a-z0-9]+(?:-[a-z0-9]+)*\.webp$/),
      title: item.author?.name,
      width: 640,
      height: 640,
    });
  });

  it('is written by six to eight people, with the research team behind some publications', () => {
    const authors = new Set(news.map((item) => item.author?.name));
    expect(authors.size).toBeGreaterThanOrEqual(6);
    expect(authors.size).toBeLessThanOrEqual(8);
    const researchPublications = news.filter(
      (item) => item.type === 'PUBLICATION' && /research/i.test(item.author?.title ?? ''),
    );
    expect(researchPublications.length).toBeGreaterThanOrEqual(3);
  });
});

describe('rich text across pages and news', () => {
  it('uses every node type and mark the renderer supports', () => {
    const nodeTypes = new Set<string>();
    const marks = new Set<string>();
    for (const document of documents) {
      walk(document, (node) => {
        nodeTypes.add(node.nodeType);
        node.marks?.forEach((mark) => marks.add(mark.type));
      });
    }
    for (const nodeType of [
      'heading-2',
      'heading-3',
      'paragraph',
      'unordered-list',
      'ordered-list',
      'list-item',
      'hyperlink',
      'blockquote',
      'hr',
      'table',
      'table-row',
      'table-header-cell',
      'table-cell',
      'embedded-asset-block',
    ]) {
      expect(nodeTypes, nodeType).toContain(nodeType);
    }
    expect([...marks].sort()).toEqual(['bold', 'italic']);
    const allUris = documents.flatMap(uris);
    expect(allUris.some((uri) => uri.startsWith('/'))).toBe(true);
    expect(allUris.some((uri) => uri.startsWith('https://'))).toBe(true);
  });

  it('embeds images as resolved assets', () => {
    const embedded = documents.flatMap((document) => nodesOf(document, 'embedded-asset-block'));
    expect(embedded.length).toBeGreaterThanOrEqual(3);
    for (const node of embedded) {
      expect(node.content).toEqual([]);
      expect(node.data?.target).toEqual({
        sys: { id: expect.stringMatching(/^asset-/), type: 'Asset' },
        fields: {
          title: expect.any(String),
          description: expect.any(String),
          file: {
            url: expect.stringMatching(SCENE_URL),
            contentType: 'image/webp',
            details: { image: { width: 1920, height: 1280 } },
          },
        },
      });
    }
  });

  it('links only to routes that exist', () => {
    const routes = new Set([...pages.map((p) => `/${p.slug}`), ...MEDIA_ROUTES]);
    const relative = documents.flatMap(uris).filter((uri) => uri.startsWith('/'));
    expect(relative.length).toBeGreaterThan(50);
    for (const uri of relative) expect(routes, uri).toContain(uri.split('?')[0]);
    for (const uri of documents.flatMap(uris)) expect(uri).toMatch(/^(\/|https:\/\/|mailto:)/);
  });

  it('uses only 555 telephone numbers and company email addresses', () => {
    const text = [
      ...documents.map(plainText),
      ...pages.map((p) => p.intro),
      ...news.map((item) => item.excerpt),
    ].join(' ');
    const phones = text.match(/\b0\d{2,3} \d{3} \d{3,4}\b/g) ?? [];
    expect(phones.length).toBeGreaterThan(20);
    for (const phone of phones) expect(phone).toMatch(/^0\d{2,3} 555 /);
    const emails = text.match(/[\w.+-]+@[\w.-]+\.[a-z]{2,}/gi) ?? [];
    expect(emails.length).toBeGreaterThan(5);
    for (const email of emails) {
      expect(email.endsWith(EMAIL_DOMAIN) || email === 'complaints.IR@justice.gov.za', email).toBe(true);
    }
  });

  it('contains no placeholder copy', () => {
    const serialised = JSON.stringify({ pages, news });
    expect(serialised).not.toMatch(/lorem|ipsum|TODO/i);
  });
});
