import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GraphQLClient } from 'graphql-request';
import { beforeAll, describe, expect, it, vi } from 'vitest';

describe('content client against the embedded server', () => {
  const storeDir = mkdtempSync(path.join(tmpdir(), 'enquiries-'));
  beforeAll(() => {
    vi.stubEnv('DATA_DIR', storeDir);
  });

  it('reads the home page and reshapes it into the app type', async () => {
    const { getPage } = await import('@/lib/content');
    const page = await getPage('home');
    expect(page.slug).toBe('home');
    expect(page.heroImage).toEqual(
      expect.objectContaining({ src: expect.stringMatching(/^\/images\//), alt: expect.any(String) }),
    );
    expect(page.seo.description).toMatch(/leading real estate services provider/);
    expect(page.body?.nodeType).toBe('document');
  });

  it('reads navigation and company details for the site chrome', async () => {
    const { getSiteChrome } = await import('@/lib/content');
    const { navigation, company } = await getSiteChrome();
    expect(navigation.main.map((item) => item.label)).toContain('Services');
    expect(navigation.main.find((item) => item.label === 'Careers')?.external).toBe(true);
    expect(navigation.footer.map((link) => link.href)).toEqual([
      '/fraud-hotline',
      '/customer-care',
      '/privacy',
      '/paia',
    ]);
    expect(company.registrationNote).toMatch(/PPRA/);
    expect(company.socialLinks).toHaveLength(4);
    expect(company.defaultSalesContact.title).toBe('Sales Executive');
  });

  it('reports a missing page as a not_found ContentError', async () => {
    const { getPage, ContentError } = await import('@/lib/content');
    const error = await getPage('no/such/page').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentError);
    expect(error).toMatchObject({ code: 'not_found' });
  });

  it('stores a valid enquiry and rejects an invalid one with the validator message', async () => {
    const { submitEnquiry } = await import('@/lib/content');
    const receipt = await submitEnquiry({
      name: 'Thandi Mokoena',
      email: 'thandi@example.co.za',
      phone: '082 555 0147',
      message: 'Please send me the brochure.',
      source: 'contact',
    });
    expect(receipt.id).toMatch(/^[0-9a-f-]{36}$/);
    const { readEnquiries } = await import('@/lib/embedded/content/enquiry-reader');
    expect(readEnquiries(storeDir).map((enquiry) => enquiry.id)).toContain(receipt.id);

    const invalid = await submitEnquiry({
      name: 'Thandi',
      email: 'not-an-email',
      phone: '',
      message: 'Hello',
      source: 'contact',
    }).catch((caught: unknown) => caught);
    expect(invalid).toMatchObject({ code: 'bad_request', message: 'Please enter a valid email address.' });
  });

  it('prunes old enquiries, or with dryRun counts them and deletes nothing', async () => {
    const { pruneStoredData } = await import('@/lib/content');
    const { readEnquiries } = await import('@/lib/embedded/content/enquiry-reader');
    const { appendEnquiry } = await import('@/lib/embedded/content/store');
    await appendEnquiry({
      source: 'contact',
      name: 'Thandi Mokoena',
      email: 'thandi@example.co.za',
      phone: '',
      message: 'Is the yard still to let?',
      propertyKey: '',
      unitKey: '',
      brokerKey: '',
    });
    const stored = readEnquiries(storeDir).length;
    const later = new Date(Date.now() + 60_000);
    const cutoffs = { enquiries: later, unconfirmedAlerts: later };

    expect(await pruneStoredData(cutoffs, { dryRun: true })).toEqual({
      enquiries: stored,
      unconfirmedAlerts: 0,
    });
    expect(readEnquiries(storeDir)).toHaveLength(stored);
    expect(await pruneStoredData(cutoffs)).toEqual({ enquiries: stored, unconfirmedAlerts: 0 });
    expect(readEnquiries(storeDir)).toEqual([]);
  });

  it('sends operationName, variables and query as one JSON body (SPEC §7)', async () => {
    const { handleContentRequest } = await import('@/lib/embedded/content/server');
    const bodies: unknown[] = [];
    const client = new GraphQLClient('http://embedded.invalid/graphqlQuery/v1', {
      fetch: async (input, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return handleContentRequest(new Request(input, init), 'read-write');
      },
    });
    const { PAGE_QUERY } = await import('@/lib/content/operations');
    await client.request({ document: PAGE_QUERY, variables: { slug: 'home' } });
    expect(bodies).toEqual([
      expect.objectContaining({ operationName: 'Page', variables: { slug: 'home' }, query: PAGE_QUERY }),
    ]);
  });
});
