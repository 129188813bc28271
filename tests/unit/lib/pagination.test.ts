import { describe, expect, it } from 'vitest';
import { clampPage, getPageWindow } from '@/lib/pagination';

describe('getPageWindow', () => {
  it('shows a single page', () => {
    expect(getPageWindow(1, 1)).toEqual([1]);
  });

  it('shows every page when there are at most five', () => {
    expect(getPageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it('slides a window of five over six pages', () => {
    expect(getPageWindow(1, 6)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageWindow(3, 6)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageWindow(4, 6)).toEqual([2, 3, 4, 5, 6]);
    expect(getPageWindow(6, 6)).toEqual([2, 3, 4, 5, 6]);
  });

  it('centres the window on the current page in the middle of twenty pages', () => {
    expect(getPageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
  });

  it('clamps the window at the start and the end of twenty pages', () => {
    expect(getPageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageWindow(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(getPageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('treats a current page outside the range as the nearest end', () => {
    expect(getPageWindow(0, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageWindow(99, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(getPageWindow(Number.NaN, 20)).toEqual([1, 2, 3, 4, 5]);
  });

  it('returns no pages when there are none', () => {
    expect(getPageWindow(1, 0)).toEqual([]);
    expect(getPageWindow(1, Number.NaN)).toEqual([]);
  });

  it('honours another window size', () => {
    expect(getPageWindow(10, 20, 3)).toEqual([9, 10, 11]);
    expect(getPageWindow(10, 20, 4)).toEqual([8, 9, 10, 11]);
  });
});

describe('clampPage (SPEC §4)', () => {
  it('resets a page beyond the last to the last page, or 1', () => {
    expect(clampPage(9, 4)).toBe(4);
    expect(clampPage(2, 4)).toBe(2);
    expect(clampPage(3, 0)).toBe(1);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(clampPage(0, 5)).toBe(1);
  });
});
