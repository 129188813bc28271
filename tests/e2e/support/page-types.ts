import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { signAlertToken } from '../../../lib/alerts/alert-tokens';
import { E2E_SERVER_SECRETS } from '../e2e-build';
import { firstPropertyPath } from '../pages/property-page';

/** One page of each template the site renders, as the checks of the whole site walk them. */
export interface PageType {
  name: string;
  /** A path, or how to find one (a property's path comes from the search). */
  path: string | ((request: APIRequestContext) => Promise<string>);
}

/** A unit page: the first unit in the schedule of the first property to let. */
export async function firstUnitPath(request: APIRequestContext): Promise<string> {
  const property = await firstPropertyPath(request);
  const html = await (await request.get(property)).text();
  const unit = new RegExp(`<th scope="row"><a href="(${property}/[^"/]+)"`).exec(html)?.[1];
  expect(unit, `a unit link on ${property}`).toBeTruthy();
  return unit ?? '';
}

/** The report page of the first property to let, as its "Report this listing" link leads there. */
export async function reportPagePath(request: APIRequestContext): Promise<string> {
  const property = await firstPropertyPath(request);
  const html = await (await request.get(property)).text();
  const report = /<a [^>]*href="(\/report\/[^"?]+)"/.exec(html)?.[1];
  expect(report, `a report link on ${property}`).toBeTruthy();
  return report ?? '';
}

/**
 * A saved search of a made-up address, not confirmed (it sends nothing), saved through the content
 * service as the site saves one: the alert pages then show their forms.
 */
async function saveAlert(request: APIRequestContext): Promise<{ alertId: string; addressId: string }> {
  const addressId = randomBytes(16).toString('hex');
  const response = await request.post('/graphqlQuery/v1', {
    headers: { authorization: `Bearer ${E2E_SERVER_SECRETS.GRAPHQL_SERVER_TOKEN}` },
    data: {
      query: 'mutation Save($input: SearchAlertInput!) { saveSearchAlert(input: $input) { id } }',
      variables: {
        input: {
          email: `page-types-${addressId}@example.com`,
          addressId,
          stateKey: 'category=Office&city=Durban',
          frequency: 'WEEKLY',
        },
      },
    },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data?: { saveSearchAlert?: { id: string } } };
  const alertId = body.data?.saveSearchAlert?.id ?? '';
  expect(alertId, JSON.stringify(body)).toBeTruthy();
  return { alertId, addressId };
}

const tokenFor = (purpose: 'confirm' | 'manage' | 'unsubscribe', subject: string) =>
  encodeURIComponent(signAlertToken(purpose, subject, E2E_SERVER_SECRETS.ALERTS_SECRET));

/** The alert pages with their forms: a manage page listing an alert, and its unsubscribe page. */
export async function alertPagePaths(
  request: APIRequestContext,
): Promise<{ manage: string; unsubscribe: string }> {
  const { alertId, addressId } = await saveAlert(request);
  return {
    manage: `/alerts/manage?token=${tokenFor('manage', addressId)}`,
    unsubscribe: `/alerts/unsubscribe?token=${tokenFor('unsubscribe', alertId)}`,
  };
}

export const ARTICLE_PATH =
  '/media/latest-news/gqeberha-and-coega-automotive-suppliers-lift-industrial-demand';
/** A listing path nothing answers: the 404 page. */
export const MISSING_LISTING_PATH = '/to-let/office/johannesburg/nowhere/no-such-place';

/** Every template, with the states a search page can be in; the alert pages come from alertPagePaths. */
export const PAGE_TYPES: PageType[] = [
  { name: 'home', path: '/' },
  { name: 'search', path: '/search' },
  { name: 'search with filters', path: '/search?category=Office&city=Durban&minPrice=100&maxGLA=2000' },
  { name: 'search with no results', path: '/search?query=zzqqxxnothing&city=Durban' },
  { name: 'landing', path: '/to-let/office/johannesburg' },
  { name: 'property', path: (request) => firstPropertyPath(request) },
  { name: 'unit', path: firstUnitPath },
  { name: 'article', path: ARTICLE_PATH },
  { name: 'media', path: '/media' },
  { name: 'news list', path: '/media/latest-news' },
  { name: 'news search', path: '/media/latest-news?query=office' },
  { name: 'about', path: '/about' },
  { name: 'service', path: '/services/broking' },
  { name: 'group service', path: '/group-services/property-management' },
  { name: 'contact', path: '/contact' },
  { name: 'info page', path: '/privacy' },
  { name: '404', path: MISSING_LISTING_PATH },
  { name: 'alert link not valid', path: '/alerts/confirm?token=not-a-token' },
];

export async function resolvePath(page: PageType, request: APIRequestContext): Promise<string> {
  return typeof page.path === 'string' ? page.path : page.path(request);
}
