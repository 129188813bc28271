import {
  encodeLoose,
  markupPayloads,
  nested,
  NUMBERS,
  randomText,
  randomUnicode,
  randomUrlValue,
  times,
  type FuzzRequest,
  type Rng,
} from './fuzz-random';

/** Bodies, methods and paths for the Algolia-compatible search endpoint. */

export const SEARCH_QUERIES_PATH = '/api/search/1/indexes/*/queries';

const INDEX_NAMES = ['rent', 'buy', 'news'];
const FACETS = [
  'unit_category',
  'city',
  'suburb',
  'broker',
  'dealType',
  'property_gmaven_key',
  'gross_price',
];

type SearchParams = Record<string, unknown>;
type Mutation = (rng: Rng, marker: string, request: SearchParams) => void;

function baseRequest(rng: Rng): SearchParams {
  return {
    indexName: rng.pick(INDEX_NAMES),
    query: rng.pick(['', 'office', 'sandton', 'offce jhb']),
    facets: [rng.pick(FACETS)],
    hitsPerPage: 6,
    page: 0,
    distinct: true,
  };
}

function filterExpression(rng: Rng, marker: string): string {
  return rng.pick([
    '(city:Durban',
    'city:Durban)',
    '((((city:Durban))))',
    `${'('.repeat(rng.int(500, 60000))}city:Durban${')'.repeat(rng.int(0, 3))}`,
    'NOT NOT city:Durban',
    'gross_price:1 TO',
    'gross_price > 1e309',
    'gross_price:NaN TO Infinity',
    `city:"${randomText(rng, marker)}`,
    `city:${JSON.stringify(randomText(rng, marker))} OR suburb:x`,
    times(rng.int(100, 3000), (i) => `city:c${i}`).join(' OR '),
    randomText(rng, marker),
  ]);
}

/** Wrong types, out-of-range numbers and hostile strings in each search parameter. */
const MUTATIONS: Record<string, Mutation> = {
  index: (rng, marker, request) => {
    request.indexName = rng.pick([
      randomText(rng, marker),
      42,
      ['rent'],
      '__proto__',
      'constructor',
      'rent ',
    ]);
  },
  params: (rng, marker, request) => {
    request.params = rng.pick<unknown>([42, [1], true, `query=${randomUrlValue(rng, marker)}`]);
  },
  'params-string': (rng, _marker, request) => {
    const facets = rng.pick(['%5B', '%7B%22a', '*', '%5B%22*%22%5D']);
    request.params = `hitsPerPage=${rng.pick(NUMBERS)}&facets=${facets}&page=${rng.pick(NUMBERS)}`;
  },
  hitsPerPage: (rng, _marker, request) => {
    request.hitsPerPage = rng.pick<unknown>([1e9, -1, 1.5, 'abc', '1e3', null, [6], Number.MAX_VALUE]);
  },
  page: (rng, _marker, request) => {
    request.page = rng.pick<unknown>([-1, 1e9, 2 ** 53, 0.5, '2', [1], { $gt: 0 }]);
  },
  facets: (rng, marker, request) => {
    request.facets = rng.pick<unknown>([
      '*',
      ['*'],
      42,
      { a: 1 },
      [null],
      [randomText(rng, marker)],
      ['__proto__'],
    ]);
  },
  maxValuesPerFacet: (rng, _marker, request) => {
    request.maxValuesPerFacet = rng.pick<unknown>([1e9, -5, 'x', 2 ** 31]);
  },
  filters: (rng, marker, request) => {
    request.filters = filterExpression(rng, marker);
  },
  facetFilters: (rng, marker, request) => {
    request.facetFilters = rng.pick<unknown>([
      [[['city:Durban']]],
      'city',
      [`city:${randomText(rng, marker)}`],
      42,
      [[42]],
      [`__proto__:${marker}`, 'constructor:x'],
      times(rng.int(100, 5000), (i) => [`city:c${i}`]),
    ]);
  },
  numericFilters: (rng, marker, request) => {
    request.numericFilters = rng.pick<unknown>([
      ['gross_price>=1e309'],
      ['gross_price:1 TO NaN'],
      ['gross_price=>5'],
      [`gross_price<${randomText(rng, marker)}`],
      'gross_price!=',
      [['min_gla>1', 'max_gla<-1e308']],
    ]);
  },
  'facet-query': (rng, marker, request) => {
    Object.assign(request, {
      type: 'facet',
      facet: rng.pick([
        'city',
        'suburb',
        'unit_category',
        'broker',
        'web_ref',
        '__proto__',
        randomText(rng, marker),
        '',
      ]),
      facetQuery: rng.pick<unknown>([
        randomText(rng, marker),
        '.*',
        '(((',
        42,
        ['x'],
        'a'.repeat(rng.int(100, 100_000)),
      ]),
      maxFacetHits: rng.pick<unknown>([1e9, -1, 'x', 0]),
    });
  },
  distinct: (rng, _marker, request) => {
    request.distinct = rng.pick<unknown>([5, -1, 'yes', 2 ** 40, [true]]);
  },
  attributesToRetrieve: (rng, marker, request) => {
    request.attributesToRetrieve = rng.pick<unknown>([
      ['__proto__'],
      ['constructor'],
      [randomText(rng, marker)],
      42,
      '*,__proto__',
    ]);
  },
  highlight: (rng, marker, request) => {
    Object.assign(request, {
      highlightPreTag: rng.pick([randomText(rng, marker), '<'.repeat(10_000)]),
      highlightPostTag: randomText(rng, marker),
      attributesToHighlight: rng.pick<unknown>([['*'], ['__proto__'], 7]),
    });
  },
  restrict: (rng, marker, request) => {
    request.restrictSearchableAttributes = rng.pick<unknown>([
      ['__proto__'],
      [randomText(rng, marker)],
      'nope',
      [1],
    ]);
  },
  query: (rng, marker, request) => {
    request.query = rng.pick<unknown>([
      randomText(rng, marker),
      'a'.repeat(rng.int(400, 2000)),
      42,
      ['office'],
      { q: 1 },
      '.*+?([',
    ]);
  },
  sortFacetValuesBy: (rng, _marker, request) => {
    request.sortFacetValuesBy = rng.pick<unknown>(['random', 42, '__proto__']);
  },
  'unknown-key': (rng, marker, request) => {
    // defineProperty, not assignment: `request.__proto__ = …` would not create a key to send.
    const key = rng.pick(['__proto__', 'constructor', marker]);
    Object.defineProperty(request, key, {
      value: UNQUOTED,
      enumerable: true,
      configurable: true,
      writable: true,
    });
  },
};

// JSON.stringify overflows on values nested this deep, so the raw text is spliced in after stringifying.
const UNQUOTED = '\u0000nested\u0000';

function mutatedBatch(rng: Rng, marker: string): FuzzRequest {
  const requests = times(rng.int(1, 4), () => baseRequest(rng));
  const target = rng.pick(requests);
  const names = times(rng.int(1, 3), () => rng.pick(Object.keys(MUTATIONS)));
  for (const name of names) MUTATIONS[name]?.(rng, marker, target);
  const body = JSON.stringify({ requests }).replace(
    JSON.stringify(UNQUOTED),
    nested(rng.int(1, 20_000), '[', '1', ']'),
  );
  return post(names.join('+'), body);
}

function post(kind: string, body: string, contentType = 'text/plain'): FuzzRequest {
  return {
    kind: `search-api/${kind}`,
    method: 'POST',
    path: SEARCH_QUERIES_PATH,
    headers: { 'content-type': contentType },
    body,
  };
}

function envelope(rng: Rng): unknown {
  return rng.pick<unknown>([
    { requests: { indexName: 'rent' } },
    { requests: 'rent' },
    { requests: null },
    { requests: [] },
    { requests: times(51, () => ({ indexName: 'rent' })) },
    { requests: [42, null, 'x', []] },
    { requests: [{ indexName: 'rent' }], strategy: rng.pick(['x', 42, 'stopIfEnoughMatches']) },
    [{ indexName: 'rent' }],
    JSON.parse('{"__proto__": {"requests": [{"indexName": "rent"}]}}'),
    null,
  ]);
}

const INVALID_JSON = [
  '',
  '{',
  '{"requests": [',
  "{'requests': []}",
  '{"requests": [{"indexName": "rent", "hitsPerPage": 1e309}]}',
  '{"requests": [{"indexName": "rent", "page": -1e309}]}',
  '\ufeff{"requests": []}',
];

const ODD_PATHS = [
  '/api/search/1/indexes/rent/query',
  '/api/search/1/indexes/*/queries/..%2f..%2f',
  '/api/search/1/indexes/%2a/queries',
  '/api/search/%zz',
  '/api/search/1/indexes/*/queries%00',
  '/api/search/1/keys',
  '/api/search/..%2f..%2fgraphqlQuery%2fv1',
];

export function buildSearchApiRequest(rng: Rng, marker: string): FuzzRequest {
  const choice = rng.int(0, 11);
  if (choice <= 6) return mutatedBatch(rng, marker);
  if (choice === 7) return post('envelope', JSON.stringify(envelope(rng)));
  if (choice === 8) {
    return post(
      'invalid-json',
      rng.pick([
        ...INVALID_JSON,
        `{"requests": ${nested(rng.int(1000, 100_000), '[', '', ']')}}`,
        randomUnicode(rng, 200),
      ]),
    );
  }
  if (choice === 9) {
    const size = rng.chance(0.5) ? 256 * 1024 + rng.int(1, 100) : rng.int(270_000, 600_000);
    return post('oversize', JSON.stringify({ requests: [{ indexName: 'rent', query: 'x'.repeat(size) }] }));
  }
  const body = JSON.stringify({ requests: [baseRequest(rng)] });
  if (choice === 10) {
    const contentType = rng.pick([
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=z',
      'application/json; charset=latin1',
      'image/png',
    ]);
    return post(
      'content-type',
      rng.chance(0.5) ? body : `requests=${randomUrlValue(rng, marker)}`,
      contentType,
    );
  }
  const path = rng.pick([
    ...ODD_PATHS,
    `/api/search/1/indexes/${encodeLoose(rng.pick(markupPayloads(marker)))}/queries`,
  ]);
  const method = rng.pick(['GET', 'POST', 'PUT'] as const);
  return {
    kind: 'search-api/path',
    method,
    path,
    headers: { 'content-type': 'text/plain' },
    body: method === 'GET' ? undefined : body,
  };
}
