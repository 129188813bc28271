import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

import { create, insertMultiple, search, type SearchParams } from '@orama/orama';

import { createSearchEngine, type SearchEngine } from '@/lib/embedded/search/engine';
import { PROPERTY_ENGINE_SETTINGS } from '@/lib/embedded/search/indices';
import { buildExcludedContactFilter, HITS_PER_PAGE, PROPERTY_TYPE_FACET_LIMIT } from '@/lib/search/indices';
import { withPropertyAggregates } from '@/lib/search/admin/property-aggregates';
import type { IndexedPropertyRecord } from '@/lib/listings/wire-types';
import { generateSampleListings, SAMPLE_EXCLUDED_CONTACT_KEY } from '@/lib/embedded/sample/listings';
import { percentile } from './percentile';

/*
 * Embedded engine vs a plain Orama wrapper (every record inserted with enum shadow fields, Orama's own search
 * with term/tolerance/where/facets/distinctOn, as notes/toolchain.md §4 measured), on the `rent` index of the
 * sample data with the production settings, and a query mix shaped as InstantSearch sends it from /search.
 * Latency is per multiple-queries batch (one HTTP round trip). Round 1 runs with every cache cold.
 */

const SIZES = [1_000, 10_000, 100_000] as const;
const OUR_ROUNDS: Record<number, number> = { 1_000: 20, 10_000: 10, 100_000: 5 };
const PLAIN_ROUNDS: Record<number, number> = { 1_000: 3, 10_000: 2 };
const MIB = 1024 * 1024;

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

type BenchRequest = Record<string, unknown> & { indexName: string };
interface Batch {
  kind: string;
  requests: BenchRequest[];
}

const TAGS = { highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__' };
const FACETS = [
  'property_unit_categories',
  'city',
  'suburb',
  'property_brokers',
  'gross_price',
  'max_gla',
  'min_gla',
];
const EXCLUDED = buildExcludedContactFilter(SAMPLE_EXCLUDED_CONTACT_KEY);
const BASE: BenchRequest = {
  indexName: 'rent',
  query: '',
  facets: FACETS,
  maxValuesPerFacet: PROPERTY_TYPE_FACET_LIMIT,
  hitsPerPage: HITS_PER_PAGE,
  page: 0,
  distinct: true,
  facetingAfterDistinct: true,
  filters: EXCLUDED,
  attributesToRetrieve: ['*'],
  ...TAGS,
};
const DISJUNCTIVE = { hitsPerPage: 0, page: 0, analytics: false, clickAnalytics: false };
const CITIES = ['city:Johannesburg', 'city:Cape Town'];
const OFFICE = ['property_unit_categories:Office'];
const PRICE = ['gross_price>=80', 'gross_price<=200'];

function mainQuery(query: string, extra: Record<string, unknown> = {}): BenchRequest {
  return { ...BASE, query, ...extra };
}

function refinedBatch(query: string): Batch {
  return {
    kind: 'refinements + disjunctive',
    requests: [
      mainQuery(query, { facetFilters: [CITIES, OFFICE] }),
      mainQuery(query, { ...DISJUNCTIVE, facets: 'city', facetFilters: [OFFICE] }),
      mainQuery(query, { ...DISJUNCTIVE, facets: ['property_unit_categories'], facetFilters: [CITIES] }),
    ],
  };
}

function rangeBatch(query: string): Batch {
  return {
    kind: 'numeric range + disjunctive',
    requests: [
      mainQuery(query, { numericFilters: PRICE }),
      mainQuery(query, { ...DISJUNCTIVE, facets: 'gross_price' }),
    ],
  };
}

function facetSearch(facet: string, facetQuery: string, query: string): Batch {
  return {
    kind: 'facet-value search',
    requests: [mainQuery(query, { type: 'facet', facet, facetQuery, maxFacetHits: 10 })],
  };
}

// Johannesburg's northern business nodes, where the sample data is densest: a 5 km circle around Sandton City
// (Rosebank, Illovo, Melrose Arch and Hyde Park fall inside), a box over the same suburbs, and a concave polygon
// that leaves Rosebank out through a notch.
const GEO_AREAS: ReadonlyArray<[string, Record<string, unknown>]> = [
  ['around 5 km (aroundRadius)', { aroundLatLng: '-26.1076,28.0567', aroundRadius: 5000 }],
  ['insideBoundingBox', { insideBoundingBox: [[-26.05, 28.1, -26.16, 28.0]] }],
  [
    'insidePolygon (8 points)',
    {
      insidePolygon: [
        [
          -26.05, 27.98, -26.05, 28.12, -26.17, 28.12, -26.17, 28.06, -26.13, 28.06, -26.13, 28.03, -26.17,
          28.03, -26.17, 27.98,
        ],
      ],
    },
  ],
];
const GEO_QUERIES = ['', 'office', 'san', 'sandton office'];
const GEO_SIZES = new Set([10_000, 100_000]);

/** The same requests (distinct, every facet) without and with each geo filter. */
function buildGeoMix(): Batch[] {
  const batches = (kind: string, area: Record<string, unknown>) =>
    GEO_QUERIES.map((query) => ({ kind, requests: [mainQuery(query, area)] }));
  return [
    ...batches('no geo (same requests)', {}),
    ...GEO_AREAS.flatMap(([kind, area]) => batches(kind, area)),
  ];
}

function buildQueryMix(): Batch[] {
  const single = (kind: string, queries: string[]) =>
    queries.map((query) => ({ kind, requests: [mainQuery(query)] }));
  return [
    ...single('empty query + facets', ['']),
    ...single('3-letter prefix', ['off', 'ind', 'war', 'ret', 'san', 'cap', 'ros', 'mel']),
    ...single('words', [
      'sandton',
      'warehouse',
      'rosebank',
      'sandton office',
      'cape town warehouse',
      'backup generators',
    ]),
    ...single('typos', ['ofice', 'warehuose', 'industrail', 'sandtn', 'rosbank', 'genrators', 'johanesburg']),
    ...['', 'sandton', 'park'].map(refinedBatch),
    ...['', 'office'].map(rangeBatch),
    { kind: 'page 3', requests: [mainQuery('', { page: 2 }), mainQuery('office', { page: 2 })] },
    facetSearch('suburb', 'ro', ''),
    facetSearch('property_brokers', 'th', 'office'),
    facetSearch('city', 'jo', ''),
  ];
}

// The plain wrapper: every record in Orama, enum shadow fields for exact filtering and facets.
const PLAIN_SCHEMA = {
  web_ref: 'string',
  property_name: 'string',
  suburb: 'string',
  city: 'string',
  street_address: 'string',
  categories: 'string',
  headings: 'string',
  descriptions: 'string',
  f_unit_category: 'enum[]',
  f_city: 'enum',
  f_suburb: 'enum',
  f_broker: 'enum[]',
  f_property_gmaven_key: 'enum',
  f_property_contacts: 'enum[]',
  f_unit_contacts: 'enum[]',
  gross_price: 'number',
  min_gla: 'number',
  max_gla: 'number',
} as const;
const PLAIN_TEXT = [
  'web_ref',
  'property_name',
  'suburb',
  'city',
  'street_address',
  'categories',
  'headings',
  'descriptions',
];
const PLAIN_ENUMS: Record<string, string> = {
  property_unit_categories: 'f_unit_category',
  city: 'f_city',
  suburb: 'f_suburb',
  property_brokers: 'f_broker',
  property_gmaven_key: 'f_property_gmaven_key',
};
/** Property-level lists (`property_unit_categories`, `property_brokers`), matched by any value. */
const PLAIN_LIST_ENUMS = new Set(['f_unit_category', 'f_broker']);
const PLAIN_RANGES = [0, 50, 100, 200, 500, 1000, 5000].map((from, i, all) => ({
  from,
  to: all[i + 1] ?? 1e9,
}));

function toPlainDocument(record: IndexedPropertyRecord) {
  const { marketing: m } = record;
  return {
    id: record.objectID,
    web_ref: record.web_ref,
    property_name: record.property_name,
    suburb: record.suburb,
    city: record.city,
    street_address: record.street_address,
    categories: `${record.unit_category} ${record.property_category}`,
    headings: `${m.property_marketing_heading} ${m.unit_marketing_heading}`,
    descriptions: `${m.property_marketing_description} ${m.unit_marketing_description}`,
    f_unit_category: record.property_unit_categories,
    f_city: record.city,
    f_suburb: record.suburb,
    f_broker: record.property_brokers,
    f_property_gmaven_key: record.property_gmaven_key,
    f_property_contacts: record.property_responsibility.map((contact) => contact.gmaven_contact_key),
    f_unit_contacts: record.unit_responsibility.map((contact) => contact.gmaven_contact_key),
    gross_price: record.gross_price,
    min_gla: record.min_gla,
    max_gla: record.max_gla,
  };
}

type PlainDb = ReturnType<typeof createPlainDb>;
type PlainParams = SearchParams<PlainDb>;

function createPlainDb() {
  return create({ schema: PLAIN_SCHEMA });
}

function toPlainWhere(request: BenchRequest): PlainParams['where'] {
  const clauses: Record<string, unknown>[] = [
    { not: { f_property_contacts: { containsAny: [SAMPLE_EXCLUDED_CONTACT_KEY] } } },
    { not: { f_unit_contacts: { containsAny: [SAMPLE_EXCLUDED_CONTACT_KEY] } } },
  ];
  const groups = (request.facetFilters ?? []) as string[][];
  for (const group of groups) {
    clauses.push({
      or: group.map((filter) => {
        const [attribute = '', value = ''] = filter.split(':');
        const field = PLAIN_ENUMS[attribute] ?? attribute;
        return { [field]: PLAIN_LIST_ENUMS.has(field) ? { containsAny: [value] } : { eq: value } };
      }),
    });
  }
  for (const filter of (request.numericFilters ?? []) as string[]) {
    const [, attribute = '', operator, value] = /^(\w+)(>=|<=)(\d+)$/.exec(filter) ?? [];
    clauses.push({ [attribute]: { [operator === '>=' ? 'gte' : 'lte']: Number(value) } });
  }
  return { and: clauses } as PlainParams['where'];
}

function toPlainFacets(facets: unknown): PlainParams['facets'] {
  const names = typeof facets === 'string' ? [facets] : ((facets ?? []) as string[]);
  const entries = names.map((name) => [
    PLAIN_ENUMS[name] ?? name,
    PLAIN_ENUMS[name] ? {} : { ranges: PLAIN_RANGES },
  ]);
  return Object.fromEntries(entries) as PlainParams['facets'];
}

async function searchPlain(db: PlainDb, request: BenchRequest): Promise<number> {
  const query = String(request.query ?? '');
  const longest = Math.max(0, ...query.split(/\s+/).map((word) => word.length));
  const text = query
    ? { term: query, properties: PLAIN_TEXT, tolerance: longest >= 8 ? 2 : longest >= 4 ? 1 : 0 }
    : {};
  const where = toPlainWhere(request);
  if (request.type === 'facet') {
    const facet = PLAIN_ENUMS[String(request.facet)] ?? '';
    const result = await search(db, {
      ...text,
      where,
      facets: { [facet]: {} },
      preflight: true,
    } as PlainParams);
    const values = Object.entries(result.facets?.[facet]?.values ?? {});
    const prefix = String(request.facetQuery).toLowerCase();
    return values.filter(([value]) => value.toLowerCase().startsWith(prefix)).slice(0, 10).length;
  }
  const hitsPerPage = Number(request.hitsPerPage);
  const result = await search(db, {
    ...text,
    where,
    facets: toPlainFacets(request.facets),
    limit: hitsPerPage,
    offset: Number(request.page) * hitsPerPage,
    preflight: hitsPerPage === 0,
    ...(request.distinct ? { distinctOn: 'f_property_gmaven_key' } : {}),
  } as PlainParams);
  return result.count;
}

interface Sample {
  batch: number;
  round: number;
  ms: number;
}

interface Measured {
  buildMs: number;
  heapMiB: number;
  rssMiB: number;
  samples: Sample[];
  skipped: number;
}

interface RunPlan {
  rounds: number;
  /** The batches to run; the site's query mix by default. */
  mix?: Batch[];
  /** Batch indices in run order; the whole mix by default. */
  order?: number[];
  /** Batches predicted to overrun the remaining budget are skipped. */
  budgetMs?: number;
  predictMs?: (batch: number) => number;
}

function latencies(measured: Measured, options: { coldOnly?: boolean; batches?: ReadonlySet<number> } = {}) {
  return measured.samples
    .filter((sample) => !options.coldOnly || sample.round === 0)
    .filter((sample) => !options.batches || options.batches.has(sample.batch))
    .map((sample) => sample.ms);
}

async function measure<T>(
  build: () => Promise<T>,
  run: (built: T, batch: Batch) => Promise<void>,
  plan: RunPlan,
): Promise<Measured & { built: T }> {
  collectGarbage();
  const before = process.memoryUsage();
  const started = performance.now();
  const built = await build();
  const buildMs = performance.now() - started;
  collectGarbage();
  const after = process.memoryUsage();
  // Typed arrays live outside the JS heap, so their backing stores are counted with it.
  const heapMiB = (after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers) / MIB;
  const measured = {
    built,
    buildMs,
    heapMiB,
    rssMiB: (after.rss - before.rss) / MIB,
    samples: [] as Sample[],
    skipped: 0,
  };
  const mix = plan.mix ?? buildQueryMix();
  const order = plan.order ?? mix.map((_, index) => index);
  let spent = 0;
  for (let round = 0; round < plan.rounds; round += 1) {
    for (const index of order) {
      const batch = mix[index];
      if (!batch) continue;
      if (plan.budgetMs !== undefined && spent + (plan.predictMs?.(index) ?? 0) > plan.budgetMs) {
        measured.skipped += 1;
        continue;
      }
      const batchStarted = performance.now();
      await run(built, batch);
      const ms = performance.now() - batchStarted;
      spent += ms;
      measured.samples.push({ batch: index, round, ms });
    }
  }
  return measured;
}

async function runOurs(engine: SearchEngine, batch: Batch): Promise<void> {
  const response = engine.multipleQueries({ requests: batch.requests });
  if (response.status !== 200)
    throw new Error(`engine answered ${response.status}: ${JSON.stringify(response.body)}`);
}

async function runPlain(db: PlainDb, batch: Batch): Promise<void> {
  for (const request of batch.requests) await searchPlain(db, request);
}

async function buildPlain(records: readonly IndexedPropertyRecord[]): Promise<PlainDb> {
  const db = createPlainDb();
  await insertMultiple(db, records.map(toPlainDocument), 5_000);
  return db;
}

function loadRecords(size: number): {
  records: IndexedPropertyRecord[];
  duplicates: number;
  generateMs: number;
} {
  const seen = new Set<string>();
  const started = performance.now();
  const generated = generateSampleListings({ rentUnits: size }).rent;
  const generateMs = performance.now() - started;
  const all = withPropertyAggregates(generated);
  const records = all.filter((record) => !seen.has(record.objectID) && seen.add(record.objectID));
  return { records, duplicates: all.length - records.length, generateMs };
}

const format = (value: number, digits = 1) => value.toFixed(digits).padStart(9);

function formatRow(label: string, size: number, m: Measured): string {
  const all = latencies(m);
  const spread = [50, 95, 99].map((p) => format(percentile(all, p), 2)).join('');
  const memory = `${format(m.buildMs, 0)}${format(m.heapMiB)}${format(m.rssMiB)}`;
  const ran = m.skipped > 0 ? `${m.samples.length} (${m.skipped} skipped)` : String(m.samples.length);
  const tail = `${format(percentile(latencies(m, { coldOnly: true }), 95), 2)}${format(Math.max(...all), 2)}  ${ran}`;
  return `${String(size).padStart(7)}  ${label.padEnd(6)}${memory}${spread}${tail}`;
}

/** Ours ÷ plain, latencies over the batches both ran. */
function formatRatio(size: number, ours: Measured, plain: Measured): string {
  const ratio = (a: number, b: number) => `${(a / b).toFixed(3)}×`.padStart(9);
  const batches = new Set(plain.samples.map((sample) => sample.batch));
  const ourAll = latencies(ours, { batches });
  const plainAll = latencies(plain);
  const spread = [50, 95, 99].map((p) => ratio(percentile(ourAll, p), percentile(plainAll, p))).join('');
  const cold = ratio(
    percentile(latencies(ours, { coldOnly: true, batches }), 95),
    percentile(latencies(plain, { coldOnly: true }), 95),
  );
  return `${String(size).padStart(7)}  ${'ratio'.padEnd(6)}${ratio(ours.buildMs, plain.buildMs)}${' '.repeat(18)}${spread}${cold}`;
}

function formatKinds(size: number, ours: Measured, mix = buildQueryMix()): string[] {
  const byKind = new Map<string, number[]>();
  for (const sample of ours.samples) {
    const kind = mix[sample.batch]?.kind ?? '?';
    byKind.set(kind, [...(byKind.get(kind) ?? []), sample.ms]);
  }
  return [...byKind].map(
    ([kind, times]) =>
      `${String(size).padStart(7)}  ${kind.padEnd(30)}${format(percentile(times, 50), 2)}${format(percentile(times, 95), 2)}`,
  );
}

// Plain Orama's fuzzy matching is quadratic in the documents per word (radix `findAllWords` deduplicates with
// Array.includes), so at 100k one common word can take minutes. There it runs once, cheapest batches first, and
// skips any batch whose 10k time, scaled quadratically, would overrun the budget: its figures are optimistic.
const PLAIN_BUDGET_MS = 60_000;
const QUADRATIC_SCALE = 100;

export async function runSearchEngineBench(): Promise<void> {
  const mix = buildQueryMix();
  const requestCount = mix.reduce((total, batch) => total + batch.requests.length, 0);
  console.log(
    `\nEmbedded search engine vs plain Orama: rent index, ${mix.length} batches (${requestCount} requests) per round`,
  );
  console.log(
    'latency in ms per multiple-queries batch, round 1 with cold caches; build in ms; memory growth in MiB\n' +
      'after GC: heap+ab is the JS heap plus ArrayBuffers, RSS is noisy (freed pages return to the OS lazily)',
  );
  console.log(
    'records  engine  build ms  heap+ab  rss MiB      p50      p95      p99 cold p95      max  batches',
  );
  const breakdowns: string[] = [];
  const geoBreakdowns: string[] = [];
  let previousPlain: Map<number, number> | null = null;
  for (const size of SIZES) {
    const { records, duplicates, generateMs } = loadRecords(size);
    console.log(`         (sample data: ${size} units to let generated in ${generateMs.toFixed(0)} ms)`);
    if (duplicates > 0)
      console.log(`         (sample data: dropped ${duplicates} record(s) with a duplicate objectID)`);
    const engineRecords = records as unknown as Record<string, unknown>[];
    const settings = PROPERTY_ENGINE_SETTINGS;
    const ours = await measure(
      async () => createSearchEngine([{ name: 'rent', records: engineRecords, settings }]),
      runOurs,
      { rounds: OUR_ROUNDS[size] ?? 1 },
    );
    console.log(formatRow('ours', size, ours));
    if (GEO_SIZES.has(size)) {
      const located = records.filter((record) => record._geoloc).length;
      if (located === 0)
        throw new Error('The sample data has no _geoloc: the geo bench would measure nothing');
      geoBreakdowns.push(`${String(size).padStart(7)}  (${located} of ${records.length} records located)`);
      const geoMix = buildGeoMix();
      const geo = await measure(async () => ours.built, runOurs, {
        rounds: OUR_ROUNDS[size] ?? 1,
        mix: geoMix,
      });
      geoBreakdowns.push(...formatKinds(size, geo, geoMix));
    }
    const estimates = previousPlain;
    const plainPlan: RunPlan = estimates
      ? {
          rounds: 1,
          order: mix
            .map((_, index) => index)
            .sort((a, b) => (estimates.get(a) ?? 0) - (estimates.get(b) ?? 0)),
          budgetMs: PLAIN_BUDGET_MS,
          predictMs: (index) => (estimates.get(index) ?? 0) * QUADRATIC_SCALE,
        }
      : { rounds: PLAIN_ROUNDS[size] ?? 1 };
    const plain = await measure(() => buildPlain(records), runPlain, plainPlan);
    console.log(formatRow('plain', size, plain));
    console.log(formatRatio(size, ours, plain));
    breakdowns.push(...formatKinds(size, ours));
    previousPlain =
      size === 10_000
        ? new Map(plain.samples.filter((s) => s.round === 0).map((s) => [s.batch, s.ms]))
        : null;
  }
  console.log('\nours by kind of batch                         p50      p95');
  for (const line of breakdowns) console.log(line);
  console.log('\nours with a geo filter (distinct, 8 facets)    p50      p95');
  for (const line of geoBreakdowns) console.log(line);
}
