import { describe, expect, it } from 'vitest';
import { moveActiveOption } from '@/lib/search/suggestions/active-option';

describe('moveActiveOption', () => {
  it('goes down through the options, then back to the text', () => {
    expect([-1, 0, 1, 2].map((active) => moveActiveOption(active, 3, 1))).toEqual([0, 1, 2, -1]);
  });

  it('goes up from the text to the last option', () => {
    expect([-1, 2, 1, 0].map((active) => moveActiveOption(active, 3, -1))).toEqual([2, 1, 0, -1]);
  });

  it('has no option to move to in an empty list', () => {
    expect(moveActiveOption(-1, 0, 1)).toBe(-1);
    expect(moveActiveOption(4, 0, -1)).toBe(-1);
  });
});
