import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SITE_FONT_SUBSET } from '@/styles/fonts';

// The font is read once per server from its working directory; each test starts a fresh module in its own.
let dir: string;

beforeEach(() => {
  vi.resetModules();
  dir = mkdtempSync(join(tmpdir(), 'site-font-'));
  vi.spyOn(process, 'cwd').mockReturnValue(dir);
});

afterEach(() => {
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

function writeFont(bytes: Uint8Array) {
  const path = join(dir, SITE_FONT_SUBSET);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
}

async function get(file: string): Promise<Response> {
  const { GET } = await import('@/app/fonts/[file]/route');
  return GET(new Request(`http://localhost/fonts/${file}`), { params: Promise.resolve({ file }) });
}

describe('the site font and GET /fonts/[file]', () => {
  const bytes = new Uint8Array([0x77, 0x4f, 0x46, 0x32, 1, 2, 3, 4]);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 12);

  it('names the file by its content and serves it under that name for good', async () => {
    writeFont(bytes);
    const { siteFontFile } = await import('@/lib/rendering/site-font-file');
    expect(siteFontFile()?.url).toBe(`/fonts/inter-latin-subset.${hash}.woff2`);

    const response = await get(`inter-latin-subset.${hash}.woff2`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('font/woff2');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    // A second answer carries the whole file too: the first did not use its bytes up.
    expect((await (await get(`inter-latin-subset.${hash}.woff2`)).arrayBuffer()).byteLength).toBe(
      bytes.length,
    );
  });

  it('answers any other name with a plain 404', async () => {
    writeFont(bytes);
    const response = await get('inter-latin-subset.000000000000.woff2');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  it('without the built file, has no font to name, says so once, and answers 404', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { siteFontFile } = await import('@/lib/rendering/site-font-file');
    expect(siteFontFile()).toBeNull();
    expect(siteFontFile()).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('system face');

    const response = await get(`inter-latin-subset.${hash}.woff2`);
    expect(response.status).toBe(404);
  });
});
