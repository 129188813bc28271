import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderBrochure } from '@/components/brochure/render-brochure';
import { buildBrochureFacts } from '@/lib/brochures/brochure-facts';
import { renderLocationPng } from '@/lib/brochures/brochure-images';
import type { BrochureSource } from '@/lib/brochures/brochure-source';
import { readPdfText } from '../../../support/pdf-text';
import { TOWERS } from '../../lib/brochures/fixtures';

const DISCLAIMER = 'Listing details are supplied by landlords and may change without notice.';

async function source(overrides: Partial<BrochureSource> = {}): Promise<BrochureSource> {
  const cover = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#1b4468' } })
    .jpeg()
    .toBuffer();
  return {
    brandName: 'Ridgeway Commercial',
    facts: buildBrochureFacts(TOWERS, undefined, (path) => `https://www.example.co.za${path}`),
    cover,
    map: TOWERS.location ? await renderLocationPng(TOWERS.location, '#b45309') : null,
    disclaimer: DISCLAIMER,
    ...overrides,
  };
}

describe('the brochure PDF', () => {
  it('holds the brand, name, address, web ref, prices, every unit, the broker, disclaimer and URL', async () => {
    const pdf = await readPdfText(await renderBrochure(await source()));
    expect(pdf.title).toBe('Katherine Towers — brochure');
    for (const text of [
      'Ridgeway Commercial',
      'Katherine Towers',
      '121 Katherine Street, Sandton CBD, Johannesburg, Gauteng',
      'RC-10421',
      'from R185.00 per m²',
      'Suite 101',
      'Suite 1204',
      'POA',
      'Unit schedule',
      'Three months rent-free',
      'Green Star rating',
      'Thandiwe Nkosi',
      '082 555 0101',
      'thandiwe.nkosi@example.co.za',
      DISCLAIMER,
      'https://www.example.co.za/to-let/office/johannesburg/sandton-cbd/katherine-towers',
    ]) {
      expect(pdf.text, text).toContain(text);
    }
  });

  it('does without a photo, a map or a disclaimer when they cannot be had', async () => {
    const pdf = await readPdfText(
      await renderBrochure(await source({ cover: null, map: null, disclaimer: '' })),
    );
    expect(pdf.text).toContain('Katherine Towers');
    expect(pdf.text).not.toContain('Map data');
  });

  it('draws the location map as a PNG', async () => {
    const png = await renderLocationPng({ lat: -33.9249, lng: 18.4241 }, '#b45309');
    const meta = await sharp(png ?? Buffer.alloc(0)).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBeGreaterThanOrEqual(560);
  });
});
