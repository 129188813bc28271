import { expect, test } from './fixtures';

const ENDPOINT = '/graphqlQuery/v1';

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
});
