import 'server-only';
import { render } from '@react-email/render';
import { createElement, type ReactElement } from 'react';
import { ConfirmationEmail } from '@/components/emails/confirmation-email';
import { DigestEmail } from '@/components/emails/digest-email';
import type { DigestCard } from '../digest-card';
import { publicConfig } from '@/lib/config';
import type { SearchAlert } from '@/lib/content';
import type { SearchState } from '@/lib/search/search-state';
import { absoluteSearchUrl, buildAlertLinks, buildConfirmLink, unsubscribeHeaders } from '../alert-links';
import { consentText, FREQUENCY_LABELS } from '../alert-form-state';
import { describeSearch } from '../describe-search';
import type { OutgoingMail } from './mail-transport';

/** HTML for capable clients and the same words as plain text for the rest, from one React tree. */
async function renderBoth(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}

export async function composeConfirmationMail(alert: SearchAlert, state: SearchState): Promise<OutgoingMail> {
  const links = buildAlertLinks(alert.id, alert.addressId);
  const description = describeSearch(state);
  const body = await renderBoth(
    createElement(ConfirmationEmail, {
      brandName: publicConfig.brandName,
      siteUrl: publicConfig.siteUrl,
      description,
      frequencyLabel: FREQUENCY_LABELS[alert.frequency],
      consentText: consentText(publicConfig.brandName),
      confirmUrl: buildConfirmLink(alert.id),
      searchUrl: absoluteSearchUrl(state),
      unsubscribeUrl: links.unsubscribe,
      manageUrl: links.manage,
    }),
  );
  return {
    to: alert.email,
    subject: `Confirm your property alert: ${description}`,
    ...body,
    headers: unsubscribeHeaders(links),
  };
}

export interface DigestContent {
  cards: DigestCard[];
  /** Listings that appeared or changed since the last digest. */
  total: number;
  /** Every result of the saved search, what the digest's "See all" link shows. */
  searchTotal: number;
}

export async function composeDigestMail(
  alert: SearchAlert,
  state: SearchState,
  { cards, total, searchTotal }: DigestContent,
): Promise<OutgoingMail> {
  const links = buildAlertLinks(alert.id, alert.addressId);
  const description = describeSearch(state);
  const body = await renderBoth(
    createElement(DigestEmail, {
      brandName: publicConfig.brandName,
      siteUrl: publicConfig.siteUrl,
      description,
      cards,
      total,
      searchTotal,
      searchUrl: absoluteSearchUrl(state),
      unsubscribeUrl: links.unsubscribe,
      manageUrl: links.manage,
    }),
  );
  const listings = total === 1 ? 'listing' : 'listings';
  return {
    to: alert.email,
    subject: `${total} new or updated ${listings}: ${description}`,
    ...body,
    headers: unsubscribeHeaders(links),
  };
}
