import 'server-only';
import { createGraphQLError } from 'graphql-yoga';
import { ENQUIRY_DESK_NAME, enquiryDeskAddress } from '@/lib/mail/mail-identity';
import { isPlainMailbox } from '@/lib/validation/validators';
import type { CmsEnquiryDeliveryInput } from '@/lib/content/wire-types';
import { NO_LISTING, type EnquiryDelivery } from './mail-job-types';

const MAX_NAME_LENGTH = 200;
const MAX_EMAIL_LENGTH = 254;
const WEB_REF = /^[A-Za-z0-9-]{0,40}$/;
/** A path of this site, as buildPropertyPath makes them: no scheme, host, query or markup. */
const LISTING_PATH = /^(\/[A-Za-z0-9._~-]+){1,8}$/;

function badDelivery(message: string): Error {
  return createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field: 'delivery' } });
}

function line(value: string | null | undefined, max: number, field: string): string {
  const text = (value ?? '').trim();
  if (text.length > max || /[\r\n]/.test(text))
    throw badDelivery(`delivery.${field} must be one line of at most ${max} characters`);
  return text;
}

/**
 * Where an enquiry goes. The site names it from the index; an enquiry without one (another
 * client of this API) goes to the enquiry desk, so every stored enquiry reaches someone.
 */
export function parseEnquiryDelivery(input: CmsEnquiryDeliveryInput | null | undefined): EnquiryDelivery {
  if (!input)
    return { recipientName: ENQUIRY_DESK_NAME, recipientEmail: enquiryDeskAddress(), ...NO_LISTING };
  const recipientEmail = line(input.recipientEmail, MAX_EMAIL_LENGTH, 'recipientEmail');
  // The site's own address (a broker from the index, the desk): plain, as every mail's recipient is.
  if (!isPlainMailbox(recipientEmail)) throw badDelivery('delivery.recipientEmail must be an e-mail address');
  const webRef = line(input.webRef, 40, 'webRef');
  const listingPath = line(input.listingPath, 300, 'listingPath');
  if (!WEB_REF.test(webRef)) throw badDelivery('delivery.webRef is not a web ref');
  if (listingPath !== '' && !LISTING_PATH.test(listingPath))
    throw badDelivery('delivery.listingPath is not a path of this site');
  return {
    recipientName: line(input.recipientName, MAX_NAME_LENGTH, 'recipientName') || ENQUIRY_DESK_NAME,
    recipientEmail,
    listingName: line(input.listingName, MAX_NAME_LENGTH, 'listingName'),
    webRef,
    listingPath,
  };
}
