import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const PREVIEW_MODE_ID = '2016646781d71589b6a088da7cfff737';

function buildFolder(manifest: unknown): string {
  const distDir = mkdtempSync(path.join(tmpdir(), 'draft-cookie-'));
  writeFileSync(path.join(distDir, 'prerender-manifest.json'), JSON.stringify(manifest));
  return distDir;
}

// The build's preview id is read once per process: each case starts with the module unloaded.
async function load() {
  return import('@/lib/preview/draft-cookie');
}

beforeEach(() => {
  vi.resetModules();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('isDraftModeRequest', () => {
  it('takes only a cookie holding this build’s preview id', async () => {
    const { isDraftModeRequest } = await load();
    const distDir = buildFolder({ version: 4, preview: { previewModeId: PREVIEW_MODE_ID } });
    expect(isDraftModeRequest(PREVIEW_MODE_ID, distDir)).toBe(true);
    expect(isDraftModeRequest(`${PREVIEW_MODE_ID}0`, distDir)).toBe(false);
    expect(isDraftModeRequest('', distDir)).toBe(false);
    expect(isDraftModeRequest(undefined, distDir)).toBe(false);
  });

  it('takes none, and says so, when the build names no preview id', async () => {
    const { isDraftModeRequest } = await load();
    const distDir = buildFolder({ version: 4 });
    expect(isDraftModeRequest('', distDir)).toBe(false);
    expect(isDraftModeRequest('undefined', distDir)).toBe(false);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringMatching(/names no preview id: previews are off/),
    );
  });

  it('takes none without a build', async () => {
    const { isDraftModeRequest } = await load();
    expect(isDraftModeRequest(PREVIEW_MODE_ID, path.join(tmpdir(), 'no-such-build'))).toBe(false);
  });
});
