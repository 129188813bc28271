import { z } from 'zod';
import { DEAL_TYPES } from '@/lib/deal';
import { formatGla } from '@/lib/format/gla';
import { toSlug } from '@/lib/format/slug';

/**
 * A listings feed in SPEC §3's record shape, split as a brokerage keeps it: one line per property
 * (`kind: "property"`: the building, its address, photos, marketing and brokers) and one per unit
 * (`kind: "unit"`: a space to let or for sale in it, or the whole building for sale, with
 * `property_type: "property"`). Import joins them into the search records, one per unit, that the
 * site reads; export splits the records back. Images are URLs (or the embedded pictures' paths).
 */

/** The largest unit GLA a feed may give: beyond the largest buildings in the country, so a typo. */
export const MAX_UNIT_GLA = 500_000;
export const MAX_PROPERTY_GLA = 2_000_000;
/** Rand per m² per month: prime retail rents a few hundred; more is a monthly total in the wrong field. */
export const MAX_RENT_PER_M2 = 5000;
/** Rand: far above the largest building sale. */
export const MAX_SALE_PRICE = 50_000_000_000;
/** The price a feed writes for a price on application; the index stores it as 0. */
export const POA = 'POA';

const KEY = /^[A-Za-z0-9_.-]{1,100}$/;
const WEB_REF = /^[A-Za-z0-9-]{1,40}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const EMBEDDED_PICTURE = /^\/images\/[a-z]+\/[a-z0-9-]{1,80}\.webp$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a value is a key as a feed writes it (a property's, a unit's, a record's id). */
export function isFeedKey(value: unknown): value is string {
  return typeof value === 'string' && KEY.test(value);
}

export function isWebRef(value: unknown): value is string {
  return typeof value === 'string' && WEB_REF.test(value);
}

const key = z.string().regex(KEY, 'must be 1–100 letters, digits, _ . or -');
const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const name = (max: number) =>
  text(max)
    .min(1, 'must not be empty')
    .refine((value) => toSlug(value) !== '', 'must contain a letter or digit');
const slug = z.string().max(120).regex(SLUG, 'must be lower-case words joined by dashes (a-slug-like-this)');
const count = z.number().finite().min(0, 'must not be negative');

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function isImageUrl(value: string): boolean {
  return EMBEDDED_PICTURE.test(value) || isWebAddress(value);
}

const IMAGE_URL_MESSAGE = 'must be an http(s) URL (or an embedded picture’s /images/… path)';

/** An absolute http(s) URL, or the path of a picture the embedded backends draw. */
export const imageUrl = z.string().max(2000).refine(isImageUrl, IMAGE_URL_MESSAGE);

const contact = z.strictObject({
  gmaven_contact_key: key,
  name: name(120),
  job_title: text(120).default(''),
  cell: text(40).default(''),
  telephone: text(40).default(''),
  email: z.email('must be an e-mail address').max(200),
  image: z
    .string()
    .max(2000)
    .refine((value) => value === '' || isImageUrl(value), IMAGE_URL_MESSAGE)
    .default(''),
});

const image = z.strictObject({
  image_id: text(120).optional(),
  image_path_url: imageUrl,
  type: z.enum(['exterior', 'interior', 'floor_plan']),
});

const gla = (max: number) =>
  z
    .number('must be a number of m²')
    .positive('must be more than 0 m²')
    .max(max, `must be at most ${formatGla(max)}: larger is no real building`);

export const propertyLineSchema = z.strictObject({
  kind: z.literal('property'),
  property_gmaven_key: key,
  property_name: name(120),
  /** The property's URL segment; from its name when absent, and kept when the name changes. */
  property_slug: slug.optional(),
  web_ref: z.string().regex(WEB_REF, 'must be 1–40 letters, digits or dashes'),
  property_category: name(60),
  property_sub_category: text(60).default(''),
  street_address: name(200),
  suburb: name(80),
  city: name(80),
  province: name(80),
  _geoloc: z
    .strictObject({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })
    .refine(({ lat, lng }) => lat !== 0 || lng !== 0, 'lat 0, lng 0 is no address (an empty location?)')
    .optional(),
  total_property_gla: gla(MAX_PROPERTY_GLA),
  property_images: z.array(image).max(60).default([]),
  /** The card's photo; the first exterior photo when absent. */
  best_image: imageUrl.optional(),
  marketing: z
    .strictObject({
      property_marketing_heading: text(200).default(''),
      property_marketing_description: text(20_000).default(''),
    })
    .default({ property_marketing_heading: '', property_marketing_description: '' }),
  property_responsibility: z.array(contact).max(10).default([]),
  features: z.array(text(120)).max(60).default([]),
  parking: z
    .strictObject({ bays: count, ratio: count, covered: count, open: count })
    .default({ bays: 0, ratio: 0, covered: 0, open: 0 }),
  property_featured: z.boolean().default(false),
  /** The special offer's text; none when empty. */
  special_deals: text(500).default(''),
});

const price = z
  .union([z.literal(POA), z.number()], { error: `must be a number of rand, or "${POA}"` })
  .refine((value) => value !== 0, `a price of 0: write "${POA}" for a price on application`)
  .refine((value) => value === POA || value > 0, 'must be more than 0');

export const unitLineSchema = z
  .strictObject({
    kind: z.literal('unit'),
    /** The unit's key (a whole building's sale record: its own key). */
    gmaven_mapped_key: key,
    /** The search record's id; the unit's key when absent. */
    objectID: key.optional(),
    property_gmaven_key: key,
    dealType: z.enum(DEAL_TYPES, { error: 'must be toLet or forSale' }),
    /** `property_unit` for a unit; `property` for the whole building, for sale. */
    property_type: z.enum(['property_unit', 'property']).default('property_unit'),
    unit_id: text(80).default(''),
    /** The unit's URL segment; from its id when absent. */
    unit_slug: z
      .string()
      .max(120)
      .refine((value) => value === '' || SLUG.test(value), 'must be lower-case words joined by dashes')
      .optional(),
    unit_category: name(60),
    /** Rand per m² per month to let; the asking price in rand for sale. */
    gross_price: price,
    /** To let only: rand per m² per month before operating costs; none when absent. */
    net_price: z
      .number('must be a number of rand')
      .positive('must be more than 0 (leave it out for none)')
      .optional(),
    min_gla: gla(MAX_UNIT_GLA),
    max_gla: gla(MAX_UNIT_GLA),
    marketing: z
      .strictObject({
        unit_marketing_heading: text(200).default(''),
        unit_marketing_description: text(20_000).default(''),
      })
      .default({ unit_marketing_heading: '', unit_marketing_description: '' }),
    unit_responsibility: z.array(contact).max(10).default([]),
    available_date: z.string().regex(DATE, 'must be a date, YYYY-MM-DD'),
    available_type: z.enum(['Immediately', 'Date', 'Notice']),
    updated_at: z.iso.datetime({ offset: true, error: 'must be an ISO date-time, 2026-11-01T08:00:00Z' }),
  })
  .superRefine((unit, context) => {
    const problem = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (unit.min_gla > unit.max_gla)
      problem('min_gla', `${unit.min_gla} m² is more than max_gla ${unit.max_gla} m²`);
    if (unit.property_type === 'property_unit' && unit.unit_id === '')
      problem('unit_id', 'a unit needs its id');
    if (unit.property_type === 'property' && unit.dealType !== 'forSale') {
      problem('property_type', 'a whole property is listed for sale (forSale); to let, list its units');
    }
    if (unit.property_type === 'property' && unit.unit_id !== '') {
      problem('unit_id', 'must be empty for a whole property (property_type "property")');
    }
    const gross = unit.gross_price === POA ? 0 : unit.gross_price;
    if (unit.dealType === 'toLet' && gross > MAX_RENT_PER_M2) {
      problem(
        'gross_price',
        `R${gross} per m² per month is no rental rate (at most R${MAX_RENT_PER_M2}): a monthly total?`,
      );
    }
    if (unit.dealType === 'forSale' && gross > MAX_SALE_PRICE)
      problem('gross_price', `R${gross} is no asking price`);
    if (unit.dealType === 'forSale' && unit.net_price !== undefined)
      problem('net_price', 'applies to a unit to let only');
    if (unit.net_price !== undefined && gross > 0 && unit.net_price > gross) {
      problem('net_price', `R${unit.net_price} is more than the gross price R${gross}`);
    }
  });

export type PropertyLine = z.output<typeof propertyLineSchema>;
export type UnitLine = z.output<typeof unitLineSchema>;
export type FeedLineInput = z.input<typeof propertyLineSchema> | z.input<typeof unitLineSchema>;

/** A zod failure as one sentence naming the fields: `gross_price: a price of 0: write "POA" …`. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const where = issue.path.join('.');
      if (issue.code === 'unrecognized_keys') {
        const fields = issue.keys.map((field) => (where ? `${where}.${field}` : field));
        return `unknown field${fields.length > 1 ? 's' : ''} ${fields.join(', ')}`;
      }
      if (issue.code === 'invalid_type' && issue.input === undefined) return `${where} is missing`;
      return where ? `${where}: ${issue.message}` : issue.message;
    })
    .join('; ');
}
