import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

async function load(env: Record<string, string>) {
  vi.resetModules();
  vi.unstubAllEnvs();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import('@/lib/preview/preview-secret');
}

describe('getPreviewSecret', () => {
  const folders: string[] = [];
  afterEach(() => {
    vi.unstubAllEnvs();
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('keeps a key in the store folder for the embedded content service, so its drafts show with nothing set', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'preview-secret-'));
    folders.push(folder);
    const { getPreviewSecret, LOCAL_PREVIEW_SECRET_FILE } = await load({ DATA_DIR: folder });
    const secret = getPreviewSecret();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(readFileSync(path.join(folder, LOCAL_PREVIEW_SECRET_FILE), 'utf8')).toBe(secret);
    expect(getPreviewSecret()).toBe(secret);
  });

  it('takes PREVIEW_SECRET, and has none for a hosted CMS until it is set', async () => {
    const configured = await load({ PREVIEW_SECRET: 'a-preview-secret-of-thirty-two-chars-x' });
    expect(configured.getPreviewSecret()).toBe('a-preview-secret-of-thirty-two-chars-x');
    const hosted = await load({ GRAPHQL_ENDPOINT: 'https://cms.example.co.za/graphqlQuery/v1' });
    expect(hosted.getPreviewSecret()).toBeUndefined();
  });
});
