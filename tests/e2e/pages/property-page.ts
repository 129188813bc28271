import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The path of the first property card that /search shows for a query string. */
export async function firstPropertyPath(request: APIRequestContext, query = ''): Promise<string> {
  const html = await (await request.get(`/search${query}`)).text();
  const match = /<h3[^>]*><a[^>]*href="(\/(?:to-let|for-sale)\/[^"]+)"/.exec(html);
  expect(match?.[1]).toBeTruthy();
  return match?.[1] ?? '';
}

/** Fills the enquiry form of a property or unit page. */
export async function fillEnquiry(
  page: Page,
  values: Partial<Record<'Name' | 'Email' | 'Phone' | 'Message', string>>,
): Promise<void> {
  const form = page.getByRole('region', { name: 'Send an enquiry' });
  for (const [label, value] of Object.entries(values)) {
    await form.getByLabel(new RegExp(`^${label}`)).fill(value);
  }
}
