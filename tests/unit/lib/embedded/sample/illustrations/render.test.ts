import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { clampImageWidth, IMAGE_WIDTHS, renderImageWebp } from '@/lib/embedded/sample/illustrations';

describe('clampImageWidth', () => {
  it.each([
    [1, 160],
    [160, 160],
    [161, 300],
    [700, 750],
    [751, 828],
    [828, 828],
    [1921, 1920],
    [99_999, 1920],
    [Number.NaN, 828],
  ])('rounds %d up to %d', (requested, allowed) => {
    expect(clampImageWidth(requested)).toBe(allowed);
    expect(IMAGE_WIDTHS).toContain(allowed);
  });
});

describe('renderImageWebp', () => {
  it('renders a property picture at the requested width in 3:2', async () => {
    const image = await renderImageWebp('properties', 'p-0010-industrial-ext-1', 500);
    expect(image).not.toBeNull();
    const metadata = await sharp(image ?? Buffer.alloc(0)).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 500, height: 333 });
  });

  it('rounds an odd width up to the next allowed one', async () => {
    const image = await renderImageWebp('scenes', 'skyline-pretoria', 760);
    const metadata = await sharp(image ?? Buffer.alloc(0)).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 828, height: 552 });
  });

  it('renders portraits square', async () => {
    const image = await renderImageWebp('people', 'ct-1004-m6', 300);
    const metadata = await sharp(image ?? Buffer.alloc(0)).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 300, height: 300 });
  });

  it('serves repeated requests from memory', async () => {
    const first = await renderImageWebp('properties', 'p-0011-office-plan-1', 400);
    const second = await renderImageWebp('properties', 'p-0011-office-plan-1', 400);
    expect(first).not.toBeNull();
    expect(second).toBe(first);
  });

  it('returns null for an unknown id', async () => {
    await expect(renderImageWebp('properties', 'p-0011-office-plan-0', 400)).resolves.toBeNull();
  });
});
