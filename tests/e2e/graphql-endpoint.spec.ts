import { E2E_SERVER_SECRETS } from './e2e-build';
import { expect, test } from './fixtures';
import { exportedEnquiries } from './support/enquiries';

const ENDPOINT = '/graphqlQuery/v1';
const SEND = 'mutation Send($input: EnquiryInput!) { submitEnquiry(input: $input) { id } }';

function enquiry(marker: string) {
  return {
    name: 'Lindiwe Khumalo',
    email: 'lindiwe@example.co.za',
    message: `Looking for 400 m² of office space in Umhlanga (${marker}).`,
    source: 'contact',
  };
}

test.describe('embedded GraphQL endpoint', () => {
  test('answers a valid operation with data', async ({ request }) => {
    const response = await request.post(ENDPOINT, { data: { query: '{ __typename }' } });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });

  test('answers a named operation with variables', async ({ request }) => {
    const response = await request.post(ENDPOINT, {
      data: {
        operationName: 'Page',
        query: 'query Page($slug: String!) { page(slug: $slug) { title } }',
        variables: { slug: 'home' },
      },
    });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({
      data: { page: { title: 'Commercial property to let and for sale in South Africa' } },
    });
  });

  test('answers a malformed body with 400 and a GraphQL error', async ({ request }) => {
    const response = await request.post(ENDPOINT, {
      headers: { 'content-type': 'application/json' },
      data: '{"query": "{ __typename ',
    });
    expect(response.status()).toBe(400);
    const body = (await response.json()) as { errors: Array<{ message: string }> };
    expect(body.errors[0]?.message).toEqual(expect.any(String));
  });

  test('answers an invalid query with 400', async ({ request }) => {
    const response = await request.post(ENDPOINT, { data: { query: '{ secrets }' } });
    expect(response.status()).toBe(400);
  });

  test('refuses aliased reads from a stranger at the budget, in milliseconds and a few hundred bytes @any-size', async ({
    request,
  }) => {
    // Each alias reads every page's rich-text body again: 21.6 MB for a hundred of them, unbudgeted.
    for (const [count, limit] of [
      [100, 'Aliases limit of 15 exceeded, found 100.'],
      [3000, 'Token limit of 1000 exceeded.'],
    ] as const) {
      const query = `{ ${Array.from({ length: count }, (_, n) => `a${n}: pages { body }`).join(' ')} }`;
      const started = Date.now();
      const response = await request.post(ENDPOINT, { data: { query } });
      const took = Date.now() - started;
      const body = await response.text();
      expect(response.status(), `${count} aliases`).toBe(400);
      expect(JSON.parse(body)).toEqual({
        errors: [expect.objectContaining({ message: `Syntax Error: ${limit}` })],
      });
      expect(body.length).toBeLessThan(1000);
      expect(took, `${count} aliases took ${took} ms`).toBeLessThan(1000);
    }
    // Within the alias limit, the answer's size is: ten page bodies are over a megabyte.
    const tenBodies = `{ ${Array.from({ length: 10 }, (_, n) => `a${n}: pages { body }`).join(' ')} }`;
    const oversize = await request.post(ENDPOINT, { data: { query: tenBodies } });
    expect(oversize.status()).toBe(400);
    expect(((await oversize.json()) as { errors: Array<{ message: string }> }).errors[0]?.message).toMatch(
      /^Answer size limit of \d+ bytes exceeded/,
    );
    // Production keeps its schema to itself.
    const introspection = await request.post(ENDPOINT, {
      data: { query: '{ __schema { types { name } } }' },
    });
    expect(introspection.status()).toBe(400);
  });

  test.describe('writes', () => {
    test.skip(
      () => test.info().project.name !== 'desktop',
      'HTTP only: the server is the same for every project, and these requests use no browser.',
    );

    test('nobody without the server token stores an enquiry: cross-site, unauthenticated or aliased', async ({
      request,
    }) => {
      const marker = `hostile-${Date.now()}`;
      const body = JSON.stringify({ query: SEND, variables: { input: enquiry(marker) } });
      // What any web page can make its visitors' browsers send without a CORS preflight.
      for (const type of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
      ]) {
        const response = await request.post(ENDPOINT, { headers: { 'content-type': type }, data: body });
        expect(response.status(), type).toBe(415);
      }
      const unauthenticated = await request.post(ENDPOINT, {
        data: { query: SEND, variables: { input: enquiry(marker) } },
      });
      expect(unauthenticated.status()).toBe(401);
      const wrongToken = await request.post(ENDPOINT, {
        headers: { authorization: 'Bearer not-the-token-at-all-but-long-enough-to-look-real' },
        data: { query: SEND, variables: { input: enquiry(marker) } },
      });
      expect(wrongToken.status()).toBe(401);
      const aliases = Array.from(
        { length: 200 },
        (_, n) => `e${n}: submitEnquiry(input: $input) { id }`,
      ).join(' ');
      const burst = await request.post(ENDPOINT, {
        headers: { authorization: `Bearer ${E2E_SERVER_SECRETS.GRAPHQL_SERVER_TOKEN}` },
        data: {
          query: `mutation Burst($input: EnquiryInput!) { ${aliases} }`,
          variables: { input: enquiry(marker) },
        },
      });
      expect(burst.status()).toBe(400);
      expect(await burst.json()).toEqual({
        errors: [expect.objectContaining({ message: 'A request may carry one mutation.' })],
      });
      expect(exportedEnquiries()).not.toContain(marker);
    });

    test('another instance holding the server token stores one enquiry per request', async ({ request }) => {
      const marker = `instance-${Date.now()}`;
      const response = await request.post(ENDPOINT, {
        headers: { authorization: `Bearer ${E2E_SERVER_SECRETS.GRAPHQL_SERVER_TOKEN}` },
        data: { operationName: 'Send', query: SEND, variables: { input: enquiry(marker) } },
      });
      expect(response.status(), await response.text()).toBe(200);
      expect(exportedEnquiries()).toContain(marker);
    });
  });
});
