import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { GET } from '@/app/images/[kind]/[file]/route';

async function get(kind: string, file: string, query = ''): Promise<Response> {
  const request = new Request(`http://localhost/images/${kind}/${file}${query}`);
  return GET(request, { params: Promise.resolve({ kind, file }) });
}

describe('GET /images/[kind]/[file]', () => {
  it('serves a generated webp at the asked width with a long-lived cache header', async () => {
    const response = await get('properties', 'p-0042-office-ext-1.webp', '?w=400');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ width: 400, height: 267 });
  });

  it.each(['', '?w=abc', '?w=-5', '?w=1.5'])('falls back to 828 px for width %j', async (query) => {
    const response = await get('people', 'ct-1001-f5.webp', query);
    expect(response.status).toBe(200);
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(metadata.width).toBe(828);
  });

  it.each([
    ['videos', 'p-0042-office-ext-1.webp'],
    ['properties', 'p-0042-office-ext-1.png'],
    ['properties', 'p-0042-castle-ext-1.webp'],
    ['properties', '..%2Fsecret.webp'],
    ['scenes', 'skyline-atlantis.webp'],
    ['people', 'Not_A_Key.webp'],
  ])('answers 404 for %s/%s', async (kind, file) => {
    const response = await get(kind, file);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/plain');
  });
});
