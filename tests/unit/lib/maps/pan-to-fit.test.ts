import { describe, expect, it } from 'vitest';
import { panToFit } from '@/lib/maps/pan-to-fit';

const FRAME = { left: 16, top: 100, right: 372, bottom: 646 };
const box = (left: number, top: number, width = 250, height = 130) => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

describe('panToFit', () => {
  it('leaves a card that fits where it is', () => {
    expect(panToFit(box(60, 200), FRAME, 8)).toEqual([0, 0]);
  });

  it('pans content right (a negative x) for a card cut by the left edge', () => {
    expect(panToFit(box(11, 200), FRAME, 8)).toEqual([-13, 0]);
  });

  it('pans content left for a card cut by the right edge', () => {
    expect(panToFit(box(150, 200), FRAME, 8)).toEqual([36, 0]);
  });

  it('pans vertically for a card cut at the top or the bottom', () => {
    expect(panToFit(box(60, 90), FRAME, 8)).toEqual([0, -18]);
    expect(panToFit(box(60, 600), FRAME, 8)).toEqual([0, 92]);
  });

  it('shows the start of a card wider than the map', () => {
    expect(panToFit(box(100, 200, 400), FRAME, 8)).toEqual([76, 0]);
    expect(panToFit(box(0, 200, 400), FRAME, 8)).toEqual([-24, 0]);
  });
});
