import {
  encodeLoose,
  nested,
  randomText,
  randomUnicode,
  randomUrlValue,
  times,
  type FuzzRequest,
  type Rng,
} from './fuzz-random';

/** Bodies and query strings for the content service at /graphqlQuery/v1. */

export const GRAPHQL_PATH = '/graphqlQuery/v1';

const GOOD_QUERIES = [
  'query Page($slug: String!) { page(slug: $slug) { slug title intro seo { title } } }',
  'query News($type: NewsType, $category: String, $first: Int, $skip: Int) { newsItems(type: $type, category: $category, first: $first, skip: $skip) { total items { slug title } } }',
  'query Item($slug: String!) { newsItem(slug: $slug) { title author { name } } }',
  'query Pages($section: String) { pages(section: $section) { slug } }',
];

const INTROSPECTION =
  'query Introspection { __schema { queryType { name } mutationType { name } types { kind name fields(includeDeprecated: true) { name args { name type { kind name ofType { kind name ofType { kind name } } } } type { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } directives { name locations } } }';

// JSON.parse, not a literal: in an object literal `__proto__` sets the prototype instead of adding a key.
const POLLUTION = () =>
  JSON.parse(
    '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}',
  ) as unknown;

function variables(rng: Rng, marker: string): Record<string, unknown> {
  const value = (): unknown =>
    rng.pick<() => unknown>([
      () => randomText(rng, marker),
      () => rng.pick([-1, 0, 1.5, 1e9, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER + 2]),
      () => [randomText(rng, marker)],
      POLLUTION,
      () => null,
      () => rng.pick(['NEWS', 'AWARD', 'news', 'NaN']),
    ])();
  return { slug: value(), type: value(), category: value(), first: value(), skip: value(), section: value() };
}

const INVALID_JSON = [
  '{"query": "{ __typename ',
  '{"query":',
  'null',
  '[]',
  '"string"',
  '123',
  'true',
  '\ufeff{"query": "{ __typename }"}',
  '{"query": NaN}',
  '{"query": "{ __typename }", "query": "{ company { name } }"}',
  '{"__proto__": {"query": "{ __typename }"}}',
  '{"constructor": {"prototype": {"query": "{ __typename }"}}}',
  '\u0000\u0001\u0002',
  '{}'.repeat(5),
];

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/graphql',
  'application/json; charset=utf-16',
  'application/xml',
  '',
];

const FRAGMENT_DOCUMENTS = [
  'fragment A on Query { ...B } fragment B on Query { ...A } { ...A }',
  'fragment A on Query { ...A } { ...A }',
  `fragment F on NavItem { children { ${nested(20, 'children { ', 'label', ' }')} } } { navigation { main { ...F } } }`,
  '{ ... on Query { ... on Query { ... on Query { company { name } } } } }',
  '{ ...Missing }',
];

function post(kind: string, body: unknown, contentType = 'application/json'): FuzzRequest {
  return {
    kind: `graphql/${kind}`,
    method: 'POST',
    path: GRAPHQL_PATH,
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

export function buildGraphqlRequest(rng: Rng, marker: string): FuzzRequest {
  const text = () => randomText(rng, marker);
  switch (rng.int(0, 15)) {
    case 0:
    case 1:
      return post('variables', {
        query: rng.pick(GOOD_QUERIES),
        operationName: rng.pick([undefined, 'Page', 'News', 'Nope', 42]),
        variables: variables(rng, marker),
      });
    case 2:
      return post('inline-literal', {
        query: `{ page(slug: ${JSON.stringify(text())}) { title } newsItem(slug: "${text()}") { title } }`,
      });
    case 3:
      return post('deep-valid', {
        query: `{ navigation { main { ${nested(rng.int(9, 80), 'children { ', 'label', ' }')} } } }`,
      });
    case 4: {
      const depth = rng.chance(0.5) ? rng.int(200, 2000) : rng.int(5000, 15000);
      return post('deep-nonsense', { query: nested(depth, '{ a ', '', '}') });
    }
    case 5:
      return post('aliases', {
        query: `{ ${times(rng.int(10, 3000), (i) => `a${i}: company { name }`).join(' ')} }`,
      });
    case 6:
      return post(
        'batch',
        times(rng.int(2, 60), () => ({ query: rng.pick([...GOOD_QUERIES, '{ __typename }']) })),
      );
    case 7:
      return post('introspection', {
        query: rng.chance(0.5)
          ? INTROSPECTION
          : `{ __schema { types { ${nested(rng.int(20, 400), 'ofType { ', 'name', ' }')} } } }`,
      });
    case 8:
      return post(
        'content-type',
        rng.chance(0.5)
          ? '{ __typename }'
          : `query=${encodeLoose('{ __typename }')}&x=${encodeLoose(text())}`,
        rng.pick(CONTENT_TYPES),
      );
    case 9:
      return post(
        'invalid-json',
        rng.pick([
          ...INVALID_JSON,
          `{"query": "${text().replace(/["\\]/g, '')}"`,
          nested(rng.int(1000, 30000), '[', '', ']'),
        ]),
      );
    case 10: {
      const size = rng.chance(0.5) ? 64 * 1024 + rng.int(1, 100) : rng.int(70_000, 400_000);
      return post('oversize', { query: '{ __typename }', padding: 'x'.repeat(size) });
    }
    case 11:
      return post('wrong-types', {
        query: rng.pick<unknown>([123, ['{ __typename }'], { query: '{ __typename }' }, null, true, '']),
        variables: rng.pick<unknown>(['{"slug":"home"}', [1, 2], 42, null, { slug: { slug: 'home' } }]),
        operationName: rng.pick<unknown>([null, 1, [], {}]),
        extensions: rng.pick<unknown>([
          undefined,
          { persistedQuery: { version: 1, sha256Hash: 'deadbeef' } },
          'x',
          POLLUTION(),
        ]),
      });
    case 12: {
      // Always an invalid email: the fuzz must never store an enquiry.
      const input = {
        name: rng.chance(0.5) ? text() : 42,
        email: `not-an-email-${marker}`,
        message: text(),
        source: rng.pick(['property', 'contact', text()]),
        website: rng.chance(0.3) ? text() : undefined,
      };
      return post('mutation-invalid', {
        query: 'mutation Send($input: EnquiryInput!) { submitEnquiry(input: $input) { id } }',
        variables: { input: rng.chance(0.8) ? input : text() },
      });
    }
    case 13:
      return post('fragments', {
        query: rng.pick([
          ...FRAGMENT_DOCUMENTS,
          `{ __typename @include(if: "${marker}") @skip(if: true) @nope }`,
        ]),
      });
    case 14: {
      const query = rng.pick([
        '{ __typename }',
        'mutation { submitEnquiry(input: {name: "x", email: "y", message: "z", source: "contact"}) { id } }',
        text(),
        '',
      ]);
      const encoded = rng.chance(0.7) ? encodeLoose(query) : randomUrlValue(rng, marker);
      const vars = rng.pick(['%7B%7D', '', randomUrlValue(rng, marker)]);
      return {
        kind: 'graphql/get',
        method: 'GET',
        path: `${GRAPHQL_PATH}?query=${encoded}&variables=${vars}&extensions=${rng.pick(['', '%7B', '%7B%7D'])}`,
      };
    }
    default:
      return post('random-document', {
        query: `${rng.pick(['query', 'mutation', 'subscription', '{', '', 'query Q('])} ${text()} ${randomUnicode(rng, 40)}`,
      });
  }
}
