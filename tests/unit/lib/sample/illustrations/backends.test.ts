import { describe, expect, it } from 'vitest';

import { buildSampleContent } from '@/lib/sample/content';
import { IMAGE_KINDS, isImageKindServed } from '@/lib/sample/illustrations';
import { buildEmbeddedIndices } from '@/lib/search/embedded/indices';

/** The kinds of generated picture that records name, wherever in them the path sits. */
function kindsNamedIn(records: unknown): string[] {
  const kinds = [...JSON.stringify(records).matchAll(/"\/images\/([a-z]+)\//g)].flatMap(
    (match) => match[1] ?? [],
  );
  return [...new Set(kinds)].sort();
}

describe('isImageKindServed', () => {
  it('serves, for each embedded backend alone, exactly the kinds its sample records name', () => {
    const named = {
      search: kindsNamedIn(buildEmbeddedIndices().map((index) => index.records)),
      content: kindsNamedIn(buildSampleContent()),
    };
    expect(named.search).toEqual(['people', 'properties', 'scenes']);
    expect(named.content).toEqual(['people', 'scenes']);
    const servedWith = (search: boolean, content: boolean) =>
      IMAGE_KINDS.filter((kind) => isImageKindServed(kind, { search, content })).sort();
    expect(servedWith(true, false)).toEqual(named.search);
    expect(servedWith(false, true)).toEqual(named.content);
    expect(servedWith(false, false)).toEqual([]);
  });
});
