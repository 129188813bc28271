import { liteClient, type SearchQuery } from 'algoliasearch/lite';

import {
  createInProcessRequester,
  createSearchEngine,
  type IndexSettings,
  type InProcessRequest,
  type SearchEngine,
} from '@/lib/embedded/search/engine';
import type { PropertyRecord, ResponsibleContactRecord } from '@/lib/listings/wire-types';

/*
 * Eight units to let in four properties. Empty-query order is unit-1 … unit-8 (desc(updated_at)).
 *
 *   unit    property        suburb / city                      category    price  contacts (property / unit)
 *   unit-1  prop-sandton    Sandton / Johannesburg             Office       150   thandi / thandi
 *   unit-2  prop-sandton    Sandton / Johannesburg             Office       160   thandi / –
 *   unit-3  prop-sandton    Sandton / Johannesburg             Office       170   thandi / –
 *   unit-4  prop-rosebank   Rosebank / Johannesburg            Retail       220   pieter / –      (special deal)
 *   unit-5  prop-rosebank   Rosebank / Johannesburg            Retail       240   pieter / thandi
 *   unit-6  prop-montague   Montague Gardens / Cape Town       Industrial    65   aisha / –
 *   unit-7  prop-montague   Montague Gardens / Cape Town       Industrial    70   aisha / –
 *   unit-8  prop-umhlanga   Umhlanga / Durban                  Office       180   pieter, aisha / –
 */

function contact(key: string, name: string): ResponsibleContactRecord {
  return {
    gmaven_contact_key: key,
    name,
    job_title: 'Broker',
    cell: '082 555 0100',
    telephone: '011 555 0100',
    email: `${key}@example.co.za`,
    image: `/images/people/${key}.webp`,
  };
}

export const THANDI = contact('contact-thandi', 'Thandi Mokoena');
export const PIETER = contact('contact-pieter', 'Pieter van Wyk');
export const AISHA = contact('contact-aisha', 'Aisha Khan');

interface PropertyFacts {
  key: string;
  name: string;
  suburb: string;
  city: string;
  province: string;
  category: string;
  description: string;
  features: string[];
  contacts: ResponsibleContactRecord[];
}

const SANDTON: PropertyFacts = {
  key: 'prop-sandton',
  name: 'Sandton Office Park',
  suburb: 'Sandton',
  city: 'Johannesburg',
  province: 'Gauteng',
  category: 'Office',
  description: 'Modern office space with backup power and fibre on a former industrial site.',
  features: ['Backup power', 'Fibre'],
  contacts: [THANDI],
};

const ROSEBANK: PropertyFacts = {
  key: 'prop-rosebank',
  name: 'Rosebank Retail Centre',
  suburb: 'Rosebank',
  city: 'Johannesburg',
  province: 'Gauteng',
  category: 'Retail',
  description: 'Busy shopping centre next to the Gautrain station.',
  features: ['Gautrain', 'Parking'],
  contacts: [PIETER],
};

const MONTAGUE: PropertyFacts = {
  key: 'prop-montague',
  name: 'Montague Industrial Park',
  suburb: 'Montague Gardens',
  city: 'Cape Town',
  province: 'Western Cape',
  category: 'Industrial',
  description: 'Warehouses with high roofs and truck access.',
  features: ['Parking ratio 2:100', 'Truck access'],
  contacts: [AISHA],
};

const UMHLANGA: PropertyFacts = {
  key: 'prop-umhlanga',
  name: 'Umhlanga Ridge Offices',
  suburb: 'Umhlanga',
  city: 'Durban',
  province: 'KwaZulu-Natal',
  category: 'Office',
  description: 'Sea-facing offices in a landmark tower.',
  features: ['Sea view', '-5% escalation'],
  contacts: [PIETER, AISHA],
};

interface UnitFacts {
  number: number;
  unitId: string;
  price: number;
  minGla: number;
  maxGla: number;
  unitContacts?: ResponsibleContactRecord[];
  specialDeal?: string;
}

function buildUnit(property: PropertyFacts, unit: UnitFacts): PropertyRecord {
  const slug = property.name.toLowerCase().replace(/\s+/g, '-');
  const unitSlug = unit.unitId.toLowerCase().replace(/\s+/g, '-');
  return {
    objectID: `unit-${unit.number}`,
    gmaven_mapped_key: `unit-${unit.number}`,
    property_gmaven_key: property.key,
    property_name: property.name,
    property_slug: slug,
    unit_slug: unitSlug,
    unit_id: unit.unitId,
    dealType: 'toLet',
    property_type: 'property_unit',
    property_category: property.category,
    property_sub_category: property.category,
    unit_category: property.category,
    property_images: [],
    best_image: `/images/properties/${slug}.webp`,
    gross_price: unit.price,
    net_price: unit.price - 20,
    min_gla: unit.minGla,
    max_gla: unit.maxGla,
    total_property_gla: 5000,
    hasSpecialDeals: unit.specialDeal !== undefined,
    special_deals: unit.specialDeal ?? '',
    marketing: {
      property_marketing_heading: `${property.name} to let`,
      property_marketing_description: property.description,
      unit_marketing_heading: `${unit.unitId} available`,
      unit_marketing_description: '',
    },
    property_responsibility: property.contacts,
    unit_responsibility: unit.unitContacts ?? [],
    broker: property.contacts[0]?.name ?? '',
    web_ref: `RW-100${unit.number}`,
    street_address: `${unit.number} Main Road`,
    suburb: property.suburb,
    city: property.city,
    province: property.province,
    _geoloc: { lat: -26, lng: 28 },
    features: property.features,
    parking: { bays: 10, ratio: 2, covered: 5, open: 5 },
    available_date: '2026-11-01',
    available_type: 'Immediately',
    property_featured: false,
    updated_at: `2026-10-0${9 - unit.number}T08:00:00.000Z`,
  };
}

export const RENT_RECORDS: PropertyRecord[] = [
  buildUnit(SANDTON, {
    number: 1,
    unitId: 'G01',
    price: 150,
    minGla: 100,
    maxGla: 150,
    unitContacts: [THANDI],
  }),
  buildUnit(SANDTON, { number: 2, unitId: '101', price: 160, minGla: 200, maxGla: 250 }),
  buildUnit(SANDTON, { number: 3, unitId: '201', price: 170, minGla: 300, maxGla: 300 }),
  buildUnit(ROSEBANK, {
    number: 4,
    unitId: 'Shop 1',
    price: 220,
    minGla: 80,
    maxGla: 80,
    specialDeal: '1 month free',
  }),
  buildUnit(ROSEBANK, {
    number: 5,
    unitId: 'Shop 2',
    price: 240,
    minGla: 120,
    maxGla: 120,
    unitContacts: [THANDI],
  }),
  buildUnit(MONTAGUE, { number: 6, unitId: 'Warehouse A', price: 65, minGla: 1000, maxGla: 1200 }),
  buildUnit(MONTAGUE, { number: 7, unitId: 'Warehouse B', price: 70, minGla: 2000, maxGla: 2000 }),
  buildUnit(UMHLANGA, { number: 8, unitId: 'Suite 3', price: 180, minGla: 150, maxGla: 400 }),
];

export const RENT_SETTINGS: IndexSettings = {
  searchableAttributes: [
    'property_name',
    'unit_id',
    'suburb,city',
    'street_address',
    'property_category',
    'marketing.property_marketing_description',
    'property_responsibility.name',
    'features',
  ],
  attributesForFaceting: [
    'property_category',
    'searchable(suburb)',
    'city',
    'province',
    'searchable(broker)',
    'property_gmaven_key',
    'filterOnly(property_responsibility.gmaven_contact_key)',
    'filterOnly(unit_responsibility.gmaven_contact_key)',
    'features',
    'dealType',
    'hasSpecialDeals',
  ],
  numericAttributes: ['gross_price', 'min_gla', 'max_gla'],
  attributeForDistinct: 'property_gmaven_key',
  customRanking: ['desc(updated_at)'],
  exactMatchAttribute: 'web_ref',
};

/** Records as the engine receives them (the wire type has no index signature). */
export const RENT_INDEX_RECORDS: readonly Record<string, unknown>[] = RENT_RECORDS.map((record) => ({
  ...record,
}));

export function createFixtureEngine(): SearchEngine {
  return createSearchEngine([
    {
      name: 'rent',
      records: RENT_INDEX_RECORDS,
      settings: RENT_SETTINGS,
      replicas: [
        { name: 'rent_price_asc', customRanking: ['asc(gross_price)'] },
        { name: 'rent_price_desc', customRanking: ['desc(gross_price)'] },
        { name: 'rent_gla_desc', customRanking: ['desc(max_gla)', 'desc(updated_at)'] },
      ],
    },
    {
      name: 'rent_limited',
      records: RENT_INDEX_RECORDS,
      settings: { ...RENT_SETTINGS, paginationLimitedTo: 5 },
    },
  ]);
}

/** A requester that goes through the WHATWG handler, as a browser request through the route handler would. */
export function createHandlerRequester(engine: SearchEngine) {
  return {
    async send(request: InProcessRequest & { headers?: Record<string, string> }) {
      const body = typeof request.data === 'string' ? request.data : request.data?.slice();
      const response = await engine.handleRequest(
        new Request(request.url, { method: request.method, headers: request.headers, body }),
      );
      return { status: response.status, content: await response.text(), isTimedOut: false };
    },
  };
}

export type Transport = 'in-process requester' | 'HTTP handler';
export const TRANSPORTS: readonly Transport[] = ['in-process requester', 'HTTP handler'];

/** The real lite client, pointed at the engine through the given transport. */
export function createFixtureClient(engine: SearchEngine, transport: Transport) {
  return liteClient('local', 'search-only', {
    hosts: [{ url: 'localhost:3000/api/search', accept: 'readWrite', protocol: 'http' }],
    requester:
      transport === 'HTTP handler' ? createHandlerRequester(engine) : createInProcessRequester(engine),
  });
}

export type FixtureClient = ReturnType<typeof createFixtureClient>;

export type LooseHit = Record<string, unknown> & {
  objectID: string;
  _highlightResult?: Record<string, unknown>;
};

/** A hits result as the tests read it: the protocol's fields, with loose values for deep assertions. */
export interface HitsResult extends Record<string, unknown> {
  hits: LooseHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, { min: number; max: number; avg: number; sum: number }>;
}

export interface FacetSearchResult extends Record<string, unknown> {
  facetHits: { value: string; highlighted: string; count: number }[];
}

/**
 * Sends a batch through the real client. InstantSearch sends shapes outside the client's TypeScript types (a bare
 * string for `facets`), so entries are typed loosely here and the engine is what checks them.
 */
export async function searchBatch(
  client: FixtureClient,
  requests: Record<string, unknown>[],
): Promise<unknown[]> {
  const { results } = await client.search({ requests: requests as unknown as SearchQuery[] });
  return results;
}

function isHitsResult(value: unknown): value is HitsResult {
  return typeof value === 'object' && value !== null && Array.isArray((value as { hits?: unknown }).hits);
}

export function asHitsResult(value: unknown): HitsResult {
  if (!isHitsResult(value)) throw new Error(`expected a hits result, got ${JSON.stringify(value)}`);
  return value;
}

export function asFacetSearchResult(value: unknown): FacetSearchResult {
  if (
    typeof value !== 'object' ||
    value === null ||
    !Array.isArray((value as { facetHits?: unknown }).facetHits)
  ) {
    throw new Error(`expected a facet search result, got ${JSON.stringify(value)}`);
  }
  return value as FacetSearchResult;
}

/** Runs one hits request on the `rent` index. */
export async function searchOne(
  client: FixtureClient,
  request: Record<string, unknown>,
): Promise<HitsResult> {
  const [result] = await searchBatch(client, [{ indexName: 'rent', ...request }]);
  return asHitsResult(result);
}

export function objectIds(result: HitsResult): string[] {
  return result.hits.map((hit) => hit.objectID);
}
