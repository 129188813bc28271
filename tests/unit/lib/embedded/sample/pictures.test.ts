import { describe, expect, it } from 'vitest';

import { imagesNamedIn, isEmbeddedImage } from '@/lib/embedded/sample/pictures';
import { buildSampleContent } from '@/lib/embedded/sample/content';
import type { ImageKind } from '@/lib/embedded/sample/illustrations';
import { buildEmbeddedIndices } from '@/lib/embedded/search/indices';

const named = {
  search: imagesNamedIn(buildEmbeddedIndices().map((index) => index.records)),
  content: imagesNamedIn(buildSampleContent()),
};

function kindsOf(paths: ReadonlySet<string>): string[] {
  return [...new Set([...paths].map((path) => path.split('/')[0] ?? ''))].sort();
}

function split(path: string): [ImageKind, string] {
  const [kind, id] = path.split('/');
  return [kind as ImageKind, id ?? ''];
}

describe('isEmbeddedImage', () => {
  it('finds the pictures of every kind that each backend’s records name', () => {
    expect(kindsOf(named.search)).toEqual(['people', 'properties', 'scenes']);
    expect(kindsOf(named.content)).toEqual(['people', 'scenes']);
    expect(named.search.size).toBeGreaterThan(1000);
  });

  it('serves every picture an embedded backend names, and only while it is embedded', () => {
    for (const path of named.search) {
      expect(isEmbeddedImage(...split(path), { search: true, content: false }), path).toBe(true);
      expect(isEmbeddedImage(...split(path), { search: false, content: false }), path).toBe(false);
    }
    for (const path of named.content) {
      expect(isEmbeddedImage(...split(path), { search: false, content: true }), path).toBe(true);
    }
    const onlySearch = [...named.search].find((path) => !named.content.has(path)) ?? '';
    expect(isEmbeddedImage(...split(onlySearch), { search: false, content: true })).toBe(false);
  });

  it.each([
    ['properties', 'p-9999-office-ext-1'],
    ['properties', 'p-0001-castle-ext-1'],
    ['people', 'ct-0000-somebody'],
    ['people', 'made-up-person'],
    ['scenes', 'skyline-johannesburg-99'],
  ] as const)('draws no made-up %s id %s', (kind, id) => {
    expect(isEmbeddedImage(kind, id, { search: true, content: true })).toBe(false);
  });
});
