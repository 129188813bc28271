import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { guardBreaches } from '@/tests/bench/lighthouse-guard';

/** The fields of a report the guard reads. */
function run(lcp: number, cls: number, accessibility: number): Result {
  return {
    audits: {
      'largest-contentful-paint': { numericValue: lcp },
      'cumulative-layout-shift': { numericValue: cls },
    },
    categories: { accessibility: { score: accessibility / 100 } },
  } as unknown as Result;
}

describe('guardBreaches', () => {
  it('holds when the median of each metric keeps its bound, whatever one run did', () => {
    expect(
      guardBreaches([{ name: '/', runs: [run(900, 0, 100), run(1500, 0.2, 90), run(1100, 0, 100)] }]),
    ).toEqual([]);
  });

  it('names each page and each bound its medians break', () => {
    expect(
      guardBreaches([
        { name: '/', runs: [run(1000, 0, 100)] },
        { name: '/contact', runs: [run(1310, 0.012, 96), run(1400, 0.012, 96), run(1000, 0, 100)] },
      ]),
    ).toEqual([
      '/contact: LCP 1.31 s > 1.2 s',
      '/contact: CLS 0.012 > 0',
      '/contact: accessibility 96 < 100',
    ]);
  });

  it('breaks on a run with no figure (a failed audit reads as NaN)', () => {
    expect(guardBreaches([{ name: 'unit', runs: [run(Number.NaN, 0, 100)] }])).toEqual([
      'unit: LCP NaN s > 1.2 s',
    ]);
  });
});
