import 'server-only';
import { publicConfig } from '@/lib/config';
import type { EnquiryDelivery, EnquiryInput } from '@/lib/content';
import { buildPropertyPath } from '@/lib/listings/paths';
import type { IndexedPropertyRecord, ResponsibleContactRecord } from '@/lib/listings/wire-types';
import { ENQUIRY_DESK_NAME, enquiryDeskAddress } from '@/lib/mail/mail-identity';
import { INDEX_NAMES } from '@/lib/search/indices';
import { getServerSearchClient } from '@/lib/search/server-client';

/**
 * Where an enquiry goes (SPEC §3's property_responsibility / unit_responsibility): the responsible
 * contact of the unit or property it was sent from, as the page shows the broker, read from the
 * index, never from what the form says; the enquiry desk for the contact page, a listing with no
 * contact, or a listing the index no longer has (or cannot be asked about just now).
 */

const MAX_RECORDS_PER_PROPERTY = 1000;
/** The keys the site's pages write; anything else is refused by the content service anyway. */
const LISTING_KEY = /^[A-Za-z0-9_-]{1,100}$/;
const ATTRIBUTES = [
  'objectID',
  'property_name',
  'property_slug',
  'property_category',
  'dealType',
  'city',
  'suburb',
  'unit_id',
  'unit_slug',
  'web_ref',
  'property_responsibility',
  'unit_responsibility',
];

type RoutingRecord = Pick<
  IndexedPropertyRecord,
  | 'objectID'
  | 'property_name'
  | 'property_slug'
  | 'property_category'
  | 'dealType'
  | 'city'
  | 'suburb'
  | 'unit_id'
  | 'unit_slug'
  | 'web_ref'
  | 'property_responsibility'
  | 'unit_responsibility'
>;

const NO_LISTING = { listingName: '', webRef: '', listingPath: '' };

function deskDelivery(listing: Omit<EnquiryDelivery, 'recipientName' | 'recipientEmail'> = NO_LISTING) {
  return { recipientName: ENQUIRY_DESK_NAME, recipientEmail: enquiryDeskAddress(), ...listing };
}

// A leading dash would read as a negation (Algolia escapes it with a backslash).
function keyFilter(key: string): string {
  return `property_gmaven_key:${key.startsWith('-') ? `\\${key}` : key}`;
}

/** Every record of one property, in either deal's index. */
async function readPropertyRecords(propertyKey: string): Promise<RoutingRecord[]> {
  const params = {
    query: '',
    facetFilters: [[keyFilter(propertyKey)]],
    hitsPerPage: MAX_RECORDS_PER_PROPERTY,
    attributesToRetrieve: ATTRIBUTES,
    attributesToHighlight: [],
  };
  const { results } = await getServerSearchClient().search<RoutingRecord>([
    { indexName: INDEX_NAMES.rent, params },
    { indexName: INDEX_NAMES.buy, params },
  ]);
  return results.flatMap((result) => ('hits' in result ? result.hits : []));
}

/** The contact the form named if it is one of the listing's, else the first; never the excluded contact. */
function chooseContact(
  candidates: readonly ResponsibleContactRecord[],
  brokerKey: string | undefined,
): ResponsibleContactRecord | undefined {
  const eligible = candidates.filter(
    (contact) => contact.gmaven_contact_key !== publicConfig.excludedContactKey && contact.email,
  );
  return eligible.find((contact) => contact.gmaven_contact_key === brokerKey) ?? eligible[0];
}

/** The listing an enquiry names, as the mail names it: the unit's, or the property's. */
function describeListing(first: RoutingRecord, unit: RoutingRecord | undefined) {
  return {
    listingName: unit?.unit_id ? `${unit.unit_id}, ${first.property_name}` : first.property_name,
    webRef: first.web_ref,
    listingPath: buildPropertyPath({
      dealType: first.dealType,
      category: first.property_category,
      city: first.city,
      suburb: first.suburb,
      propertySlug: first.property_slug,
      unitSlug: unit?.unit_slug || undefined,
    }),
  };
}

export function routeEnquiry(
  records: readonly RoutingRecord[],
  input: Pick<EnquiryInput, 'unitKey' | 'brokerKey'>,
): EnquiryDelivery {
  const [first] = records;
  if (!first) return deskDelivery();
  const unit = input.unitKey ? records.find((record) => record.objectID === input.unitKey) : undefined;
  const listing = describeListing(first, unit);
  const candidates = unit
    ? [...unit.unit_responsibility, ...unit.property_responsibility]
    : records.flatMap((record) => record.property_responsibility);
  const contact = chooseContact(candidates, input.brokerKey);
  if (!contact) return deskDelivery(listing);
  return { recipientName: contact.name, recipientEmail: contact.email, ...listing };
}

export async function resolveEnquiryDelivery(input: EnquiryInput): Promise<EnquiryDelivery> {
  if (input.source === 'report') return resolveReportDelivery(input);
  if (input.source === 'contact' || !input.propertyKey || !LISTING_KEY.test(input.propertyKey)) {
    return deskDelivery();
  }
  try {
    return routeEnquiry(await readPropertyRecords(input.propertyKey), input);
  } catch (error) {
    // The enquiry is kept and reaches the desk, which can look the listing up by its key.
    console.error(
      `[enquiries] The listing of an enquiry could not be read, so it goes to the desk: ${String(error)}`,
    );
    return deskDelivery();
  }
}

/**
 * A listing report goes to the desk, whose work it is to check listings, never to the broker whose
 * listing it questions; it names the listing as the index has it.
 */
async function resolveReportDelivery(input: EnquiryInput): Promise<EnquiryDelivery> {
  if (!input.propertyKey || !LISTING_KEY.test(input.propertyKey)) return deskDelivery();
  try {
    const records = await readPropertyRecords(input.propertyKey);
    const [first] = records;
    const unit = input.unitKey ? records.find((record) => record.objectID === input.unitKey) : undefined;
    return first ? deskDelivery(describeListing(first, unit)) : deskDelivery();
  } catch (error) {
    console.error(
      `[enquiries] The listing of a report could not be read; it goes to the desk by its key: ${String(error)}`,
    );
    return deskDelivery();
  }
}
