import { describe, expect, it } from 'vitest';
import { checkPreviewPath, MAX_PREVIEW_PATH_LENGTH } from '@/lib/preview/preview-path';

describe('checkPreviewPath', () => {
  it('takes a path of this site, with its query', () => {
    for (const path of [
      '/',
      '/about',
      '/media/latest-news/some-article',
      '/search?deal=to-let&city=Sandton',
    ]) {
      expect(checkPreviewPath(path)).toEqual({ ok: true, path });
    }
  });

  it('refuses what a browser reads as another site, saying why', () => {
    const refusals: Array<[string | null, RegExp]> = [
      [null, /Name the page/],
      ['', /Name the page/],
      ['https://evil.example/page', /starting with "\/"/],
      ['evil.example/page', /starting with "\/"/],
      ['javascript:alert(1)', /starting with "\/"/],
      ['//evil.example/page', /"\/\/"/],
      ['/media//evil', /"\/\/"/],
      ['/\\evil.example', /backslash/],
      ['/\\/evil.example', /backslash/],
      ['/\t/evil.example', /control character/],
      ['/about\nSet-Cookie: x=1', /control character/],
      ['/about\u007f', /control character/],
      [`/${'a'.repeat(MAX_PREVIEW_PATH_LENGTH)}`, /longer than/],
    ];
    for (const [value, reason] of refusals) {
      const result = checkPreviewPath(value);
      expect(result.ok, String(value)).toBe(false);
      expect(result.ok ? '' : result.reason, String(value)).toMatch(reason);
    }
  });

  it('takes look-alikes that stay on this origin as the browser resolves them', () => {
    const base = 'http://site.invalid';
    for (const path of ['/%2F%2Fevil.example', '/./about', '/@evil.example', '/:80', '/..%2F..%2Fetc']) {
      expect(checkPreviewPath(path), path).toEqual({ ok: true, path });
      expect(new URL(path, base).origin, path).toBe(base);
    }
  });
});
