import { SEARCH_PARAM_KEYS } from '@/lib/search/state/url-state';
import { buildGraphqlRequest } from './fuzz-graphql';
import {
  createRng,
  encodeLoose,
  markupPayloads,
  PERCENT_ERRORS,
  randomBytesEncoded,
  randomUrlValue,
  times,
  type FuzzRequest,
  type Rng,
} from './fuzz-random';
import { buildSearchApiRequest } from './fuzz-search-api';

/**
 * Deterministic fuzz inputs for the public surface: `/search` query strings, paths under the
 * property routes, GraphQL bodies and search-engine bodies. Every case is built from its own PRNG,
 * seeded from the run seed and the case number, so `buildFuzzCases(seed)[n]` reproduces one case.
 */

export const DEFAULT_FUZZ_SEED = 0x5eed_2608;

export type FuzzTarget = 'search-page' | 'property-route' | 'graphql' | 'search-api';

export interface FuzzCase extends FuzzRequest {
  /** Position in the generated list; with the seed it reproduces the case. */
  index: number;
  target: FuzzTarget;
  /** Unique per case; every markup payload of the case carries it. */
  marker: string;
}

export const CASES_PER_TARGET: Record<FuzzTarget, number> = {
  'search-page': 320,
  'property-route': 300,
  graphql: 300,
  'search-api': 330,
};

/** Node refuses request heads over 16 KiB with a 431 before the app runs; longer URLs test Node, not us. */
export const MAX_URL_LENGTH = 8000;

const ODD_KEYS = [
  '__proto__',
  '__proto__[polluted]',
  'constructor[prototype][polluted]',
  'query[]',
  'query[0]',
  'page[$gt]',
  'category[]',
  '',
  '%zz',
  'x'.repeat(2000),
  'utm_source',
];
// A Map, not an object literal: the odd keys include `__proto__`, which an object lookup would resolve.
const GOOD_VALUES = new Map<string, readonly string[]>([
  ['deal', ['ToLet', 'ForSale', 'toLet', 'BUY', '']],
  ['category', ['Office', 'Industrial', 'Retail']],
  ['city', ['Johannesburg', 'Cape Town', 'Durban']],
  ['page', ['1', '2', '0', '-1', '1000', '1001', '9999999', '1e3', '2.5']],
]);

/** The flight (RSC) request and the prefetch of the same URL take other paths than the HTML document. */
function pageHeaders(rng: Rng): Record<string, string> | undefined {
  const roll = rng.next();
  if (roll < 0.1) return { rsc: '1' };
  if (roll < 0.2) return { rsc: '1', 'next-router-prefetch': '1' };
  return undefined;
}

function buildSearchPageRequest(rng: Rng, marker: string): FuzzRequest {
  const pairs: string[] = [];
  const kind = rng.pick(['mixed', 'repeated', 'huge', 'odd-keys', 'raw-bytes']);
  for (let i = rng.int(1, 6); i > 0; i -= 1) {
    const key =
      kind === 'odd-keys' && rng.chance(0.6) ? rng.pick(ODD_KEYS) : rng.pick<string>(SEARCH_PARAM_KEYS);
    const good = GOOD_VALUES.get(key);
    const value =
      good && rng.chance(0.3)
        ? encodeLoose(rng.pick(good))
        : randomUrlValue(rng, marker).replace(/#/g, '%23');
    const repeat = kind === 'repeated' ? rng.int(2, 60) : 1;
    for (let r = 0; r < repeat; r += 1) pairs.push(`${encodeLoose(key)}=${value}`);
  }
  if (kind === 'huge') {
    pairs.push(`query=${encodeLoose(rng.pick(markupPayloads(marker))).repeat(rng.int(20, 90))}`);
  }
  if (kind === 'raw-bytes') pairs.push(randomBytesEncoded(rng, 40), rng.pick(['&&&', '=', '==', '&=&', '?']));
  return {
    kind: `search-page/${kind}`,
    method: 'GET',
    path: `/search?${pairs.join('&')}`,
    headers: pageHeaders(rng),
  };
}

const DEAL_SEGMENTS = ['to-let', 'for-sale'];
const ODD_DEAL_SEGMENTS = ['To-Let', 'FOR-SALE', 'to_let', 'for-sale%2f', 'to-let.', 'to%2dlet'];
const GOOD_SEGMENTS = [
  'office',
  'industrial',
  'retail',
  'johannesburg',
  'cape-town',
  'durban',
  'sandton',
  'rosebank',
  'page-2',
  'page-1',
  'page-0',
  'page-9999',
  'page-99999',
  'page--1',
  'page-1e3',
  'page-NaN',
];
const PATH_ATTACKS = [
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2f',
  '..%5c..%5cwindows',
  '%2f%2fevil.example',
  '%5c%5cevil.example',
  '%252e%252e',
  ';jsessionid=1',
  '%3f%23',
  '.',
  '%20',
  '~',
  'index.php',
  '%E2%80%AE',
  '%C4%B0stanbul',
  'STRASSE%C3%9F',
];

function propertySegment(rng: Rng, marker: string): string {
  switch (rng.int(0, 5)) {
    case 0:
    case 1:
      return rng.pick(GOOD_SEGMENTS);
    case 2:
      return rng.pick(PATH_ATTACKS);
    case 3:
      return rng.pick(PERCENT_ERRORS);
    default:
      return randomUrlValue(rng, marker).replace(/[#?]/g, (char) => encodeURIComponent(char));
  }
}

function buildPropertyRouteRequest(rng: Rng, marker: string): FuzzRequest {
  const kind = rng.pick(['segments', 'segments', 'long-segment', 'many-segments', 'odd-shape']);
  const deal = rng.pick(rng.chance(0.85) ? DEAL_SEGMENTS : ODD_DEAL_SEGMENTS);
  let segments: string[];
  if (kind === 'long-segment') segments = [rng.pick(GOOD_SEGMENTS), 'a'.repeat(rng.int(300, 6000))];
  else if (kind === 'many-segments') segments = times(rng.int(6, 120), () => propertySegment(rng, marker));
  else segments = times(rng.int(1, 6), () => propertySegment(rng, marker));
  let path = `/${[deal, ...segments].join('/')}`;
  if (kind === 'odd-shape') {
    path = rng.pick([
      `${path}/`,
      `/${path}`,
      `${path}?page=${randomUrlValue(rng, marker)}`,
      `${path}?${encodeLoose(rng.pick(markupPayloads(marker)))}`,
      `${path}.json`,
      `${path}%00.html`,
      `/_next/static/chunks${path}`,
    ]);
  }
  return { kind: `property-route/${kind}`, method: 'GET', path, headers: pageHeaders(rng) };
}

const BUILDERS: Record<FuzzTarget, (rng: Rng, marker: string) => FuzzRequest> = {
  'search-page': buildSearchPageRequest,
  'property-route': buildPropertyRouteRequest,
  graphql: buildGraphqlRequest,
  'search-api': buildSearchApiRequest,
};

function caseSeed(seed: number, index: number): number {
  return (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) + Math.imul(index + 1, 0xc2b2ae35)) >>> 0;
}

export function buildFuzzCases(seed: number = DEFAULT_FUZZ_SEED): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const target of Object.keys(BUILDERS) as FuzzTarget[]) {
    for (let i = 0; i < CASES_PER_TARGET[target]; i += 1) {
      const index = cases.length;
      const marker = `fz${index.toString(36)}q${(seed >>> 0).toString(36)}`;
      const request = BUILDERS[target](createRng(caseSeed(seed, index)), marker);
      cases.push({ ...request, index, target, marker, path: request.path.slice(0, MAX_URL_LENGTH) });
    }
  }
  return cases;
}
