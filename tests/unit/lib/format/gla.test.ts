import { describe, expect, it } from 'vitest';
import { formatGla } from '@/lib/format/gla';

describe('formatGla', () => {
  it('shows one area or a range in m²', () => {
    expect(formatGla(450)).toBe('450 m²');
    expect(formatGla(120, 1450)).toBe('120 – 1 450 m²');
    expect(formatGla(2400, 2400)).toBe('2 400 m²');
    expect(formatGla(0, 0)).toBe('—');
  });
});
