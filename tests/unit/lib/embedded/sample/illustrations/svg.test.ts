// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { renderImageSvg, SCENE_NAMES, type ImageKind } from '@/lib/embedded/sample/illustrations';

/** jsdom's DOMParser reports malformed XML as a <parsererror> document, as browsers do. */
function parseSvg(svg: string): Document {
  return new DOMParser().parseFromString(svg, 'image/svg+xml');
}

const SAMPLES: readonly (readonly [ImageKind, string])[] = [
  ['properties', 'p-0001-office-ext-1'],
  ['properties', 'p-0002-officepark-ext-2'],
  ['properties', 'p-0003-industrial-ext-1'],
  ['properties', 'p-0004-retail-ext-1'],
  ['properties', 'p-0005-mixeduse-ext-1'],
  ['properties', 'p-0006-hotel-ext-1'],
  ['properties', 'p-0007-land-ext-1'],
  ['properties', 'p-0001-office-int-1'],
  ['properties', 'p-0002-officepark-int-2'],
  ['properties', 'p-0003-industrial-int-1'],
  ['properties', 'p-0004-retail-int-1'],
  ['properties', 'p-0001-office-plan-1'],
  ['properties', 'p-0003-industrial-plan-1'],
  ['properties', 'p-0004-retail-plan-1'],
  ['properties', 'p-0006-hotel-plan-1'],
  ['properties', 'p-0007-land-plan-1'],
  ['people', 'ct-1001-f5'],
  ['people', 'author-sam-naidoo'],
  ...SCENE_NAMES.map((name) => ['scenes', name] as const),
  ['scenes', 'skyline-cape-town-2'],
];

describe('renderImageSvg', () => {
  it.each(SAMPLES)('draws well-formed SVG for %s/%s', (kind, id) => {
    const svg = renderImageSvg(kind, id);
    expect(svg).not.toBeNull();
    const document = parseSvg(svg ?? '');
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(document.documentElement.tagName).toBe('svg');
    expect(document.documentElement.childElementCount).toBeGreaterThan(2);
  });

  it('is deterministic for an id and differs between ids', () => {
    expect(renderImageSvg('properties', 'p-0001-office-ext-1')).toBe(
      renderImageSvg('properties', 'p-0001-office-ext-1'),
    );
    const outputs = SAMPLES.map(([kind, id]) => renderImageSvg(kind, id));
    expect(new Set(outputs).size).toBe(outputs.length);
    expect(renderImageSvg('properties', 'p-0008-office-ext-1')).not.toBe(
      renderImageSvg('properties', 'p-0009-office-ext-1'),
    );
    expect(renderImageSvg('scenes', 'skyline-durban')).not.toBe(renderImageSvg('scenes', 'skyline-durban-2'));
  });

  it.each([
    ['properties', 'p-0001-castle-ext-1'],
    ['properties', 'ct-1001-f5'],
    ['people', 'Not A Key'],
    ['scenes', 'skyline-atlantis'],
  ] as const)('returns null for unknown %s id %j', (kind, id) => {
    expect(renderImageSvg(kind, id)).toBeNull();
  });
});
