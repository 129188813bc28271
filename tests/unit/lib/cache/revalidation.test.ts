import { describe, expect, it } from 'vitest';
import { parseRevalidationRequest } from '@/lib/cache/revalidation';

const SECRET = 'a-revalidation-secret-of-length';

function post(
  body: string,
  authorization: string | null = `Bearer ${SECRET}`,
  extraHeaders: Record<string, string> = {},
): Request {
  const headers = new Headers({ 'content-type': 'application/json', ...extraHeaders });
  if (authorization !== null) headers.set('authorization', authorization);
  return new Request('http://localhost/api/revalidate', { method: 'POST', headers, body });
}

describe('parseRevalidationRequest', () => {
  it('accepts known content tags and property tags, once each', async () => {
    const body = JSON.stringify({
      tags: ['content:news', 'listings', 'property:sandton-gate', 'content:news'],
    });
    await expect(parseRevalidationRequest(post(body), SECRET)).resolves.toEqual({
      ok: true,
      tags: ['content:news', 'listings', 'property:sandton-gate'],
    });
  });

  it('refuses a wrong, missing or differently cased secret with 401', async () => {
    const body = JSON.stringify({ tags: ['listings'] });
    for (const authorization of [null, 'Bearer wrong', `bearer ${SECRET}`, SECRET, `Bearer ${SECRET}x`]) {
      const result = await parseRevalidationRequest(post(body, authorization), SECRET);
      expect(result).toMatchObject({ ok: false, status: 401 });
    }
  });

  it('refuses everyone when the server has no secret, and says so', async () => {
    const result = await parseRevalidationRequest(post('{"tags":["listings"]}', 'Bearer '), undefined);
    expect(result).toEqual({
      ok: false,
      status: 401,
      message: 'On-demand revalidation is off: REVALIDATE_SECRET is not set on this server.',
    });
  });

  it('answers 400 naming the problem for bad JSON, unknown tags and extra keys', async () => {
    await expect(parseRevalidationRequest(post('{tags'), SECRET)).resolves.toMatchObject({
      status: 400,
      message: 'The request body is not valid JSON.',
    });
    const unknown = await parseRevalidationRequest(post('{"tags":["everything"]}'), SECRET);
    expect(unknown).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^tags\.0: must be one of/),
    });
    const traversal = await parseRevalidationRequest(post('{"tags":["property:../x"]}'), SECRET);
    expect(traversal).toMatchObject({ status: 400 });
    const extra = await parseRevalidationRequest(post('{"tags":["listings"],"path":"/"}'), SECRET);
    expect(extra).toMatchObject({ status: 400 });
    const empty = await parseRevalidationRequest(post('{"tags":[]}'), SECRET);
    expect(empty).toMatchObject({ status: 400 });
  });

  it('answers 413 for a body over 16 KiB', async () => {
    const body = JSON.stringify({ tags: Array.from({ length: 2000 }, () => 'listings') });
    await expect(parseRevalidationRequest(post(body), SECRET)).resolves.toMatchObject({
      ok: false,
      status: 413,
    });
  });

  it('takes the CMS webhook by its topic header, a publish with its whole entry up to 1 MiB', async () => {
    const entry = {
      sys: { id: 'news-1', type: 'Entry', contentType: { sys: { id: 'newsItem' } } },
      fields: { articleCopy: { 'en-US': 'x'.repeat(100 * 1024) } },
    };
    const publish = post(JSON.stringify(entry), `Bearer ${SECRET}`, {
      'x-contentful-topic': 'ContentManagement.Entry.publish',
    });
    await expect(parseRevalidationRequest(publish, SECRET)).resolves.toEqual({
      ok: true,
      tags: ['content:news'],
    });
    const unknownTopic = post(JSON.stringify(entry), `Bearer ${SECRET}`, {
      'x-contentful-topic': 'ContentManagement.Space.publish',
    });
    await expect(parseRevalidationRequest(unknownTopic, SECRET)).resolves.toMatchObject({
      ok: false,
      status: 400,
    });
    const tooLarge = post(
      JSON.stringify({ sys: { id: 'x' }, pad: 'x'.repeat(1024 * 1024) }),
      `Bearer ${SECRET}`,
      {
        'x-contentful-topic': 'ContentManagement.Entry.publish',
      },
    );
    await expect(parseRevalidationRequest(tooLarge, SECRET)).resolves.toMatchObject({
      ok: false,
      status: 413,
      message: 'The request body is larger than 1 MiB.',
    });
  });

  it('refuses a webhook without the secret before reading it', async () => {
    const request = post('{}', 'Bearer wrong', { 'x-contentful-topic': 'ContentManagement.Entry.delete' });
    await expect(parseRevalidationRequest(request, SECRET)).resolves.toMatchObject({
      ok: false,
      status: 401,
    });
  });
});
