import { describe, expect, it } from 'vitest';
import { ContentError, isContentError } from '@/lib/content/errors';
import { isListingsError, ListingsError } from '@/lib/listings/errors';
import { isSearchError, SearchError } from '@/lib/search/errors';

describe('the typed error of each backend', () => {
  it('carries its code, its own name and the cause, and is told apart from the others', () => {
    const cause = new TypeError('fetch failed');
    const errors = [
      new ContentError('unavailable', 'content down', { cause }),
      new ListingsError('unavailable', 'listings down', { cause }),
      new SearchError('unavailable', 'search down', { cause }),
    ];
    expect(errors.map((error) => [error.name, error.code, error.cause])).toEqual([
      ['ContentError', 'unavailable', cause],
      ['ListingsError', 'unavailable', cause],
      ['SearchError', 'unavailable', cause],
    ]);
    expect(
      errors.map((error) => [isContentError(error), isListingsError(error), isSearchError(error)]),
    ).toEqual([
      [true, false, false],
      [false, true, false],
      [false, false, true],
    ]);
    expect(errors.every((error) => error instanceof Error)).toBe(true);
  });
});
