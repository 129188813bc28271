import 'server-only';
import { createElement } from 'react';
import { ConfirmationEmail } from '@/components/emails/confirmation-email';
import { DigestEmail } from '@/components/emails/digest-email';
import type { DigestCard } from '../digest-card';
import { publicConfig } from '@/lib/config';
import type { SearchAlert } from '@/lib/content';
import { toMailAddress } from '@/lib/mail/mail-address';
import { companyIdentity } from '@/lib/mail/mail-identity';
import type { OutgoingMail } from '@/lib/mail/mail-transport';
import { renderEmail } from '@/lib/mail/render-email';
import type { SearchState } from '@/lib/search/state/search-state';
import { absoluteSearchUrl, buildAlertLinks, buildConfirmLink, unsubscribeHeaders } from '../alert-links';
import { consentText, FREQUENCY_WORDS } from '../alert-form-state';
import { describeSearch } from '../describe-search';
import type { KnownSearchValues } from '../known-values';

/** The subject of every confirmation: anyone can aim one at any address, so it says nothing they typed. */
export const CONFIRMATION_SUBJECT = 'Confirm your property alert';

export async function composeConfirmationMail(
  alert: SearchAlert,
  state: SearchState,
  known: KnownSearchValues,
): Promise<OutgoingMail> {
  const links = buildAlertLinks(alert.id, alert.addressId);
  const body = await renderEmail(
    createElement(ConfirmationEmail, {
      brandName: publicConfig.brandName,
      siteUrl: publicConfig.siteUrl,
      company: companyIdentity(),
      // Not yet confirmed, so anyone may have saved it for this address: no word of what they typed.
      description: describeSearch(state, { known, query: 'mention' }),
      frequencyLabel: FREQUENCY_WORDS[alert.frequency],
      consentText: consentText(publicConfig.brandName),
      confirmUrl: buildConfirmLink(alert.id),
      unsubscribeUrl: links.unsubscribe,
      manageUrl: links.manage,
    }),
  );
  return {
    to: toMailAddress(alert.email),
    subject: CONFIRMATION_SUBJECT,
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
  /** The filter values the index knows: all the e-mail may name of the search. */
  known: KnownSearchValues;
}

export async function composeDigestMail(
  alert: SearchAlert,
  state: SearchState,
  { cards, total, searchTotal, known }: DigestContent,
): Promise<OutgoingMail> {
  const links = buildAlertLinks(alert.id, alert.addressId);
  const body = await renderEmail(
    createElement(DigestEmail, {
      brandName: publicConfig.brandName,
      siteUrl: publicConfig.siteUrl,
      company: companyIdentity(),
      description: describeSearch(state, { known }),
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
    to: toMailAddress(alert.email),
    subject: `${total} new or updated ${listings}: ${describeSearch(state, { known, query: 'none' })}`,
    ...body,
    headers: unsubscribeHeaders(links),
  };
}
