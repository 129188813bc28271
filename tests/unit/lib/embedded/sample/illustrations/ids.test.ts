import { describe, expect, it } from 'vitest';

import {
  buildPropertyImageId,
  parsePersonId,
  parsePropertyImageId,
  parseSceneId,
  PROPERTY_STYLES,
  SCENE_NAMES,
} from '@/lib/embedded/sample/illustrations/ids';

describe('property image ids', () => {
  it('round-trips every style and view through build and parse', () => {
    for (const style of PROPERTY_STYLES) {
      for (const view of ['exterior', 'interior', 'floor_plan'] as const) {
        if (style === 'land' && view === 'interior') continue;
        const id = buildPropertyImageId(42, style, view, 2);
        expect(parsePropertyImageId(id)).toEqual({ propertyNumber: 42, style, view, index: 2 });
      }
    }
  });

  it('reads the documented example', () => {
    expect(buildPropertyImageId(42, 'office', 'exterior', 1)).toBe('p-0042-office-ext-1');
    expect(parsePropertyImageId('p-12345-industrial-plan-1')).toEqual({
      propertyNumber: 12345,
      style: 'industrial',
      view: 'floor_plan',
      index: 1,
    });
  });

  it.each([
    'p-42-office-ext-1',
    'p-0042-castle-ext-1',
    'p-0042-office-side-1',
    'p-0042-office-ext-0',
    'p-0042-office-ext-10',
    'p-0042-land-int-1',
    'P-0042-office-ext-1',
    'p-0042-office-ext-1.webp',
    '../p-0042-office-ext-1',
    '',
  ])('rejects %j', (id) => {
    expect(parsePropertyImageId(id)).toBeNull();
  });
});

describe('scene ids', () => {
  it('accepts every scene name, plain and with a variant', () => {
    for (const name of SCENE_NAMES) {
      expect(parseSceneId(name)).toEqual({ name, variant: 1 });
      expect(parseSceneId(`${name}-3`)).toEqual({ name, variant: 3 });
    }
  });

  it.each([
    'skyline-atlantis',
    'skyline-cape-town-10',
    'skyline-cape-town-0',
    'skyline-cape-town-',
    'office',
  ])('rejects %j', (id) => {
    expect(parseSceneId(id)).toBeNull();
  });
});

describe('person ids', () => {
  it('reads the presentation and tone hint at the end of a contact key', () => {
    expect(parsePersonId('ct-1001-f5')).toEqual({ key: 'ct-1001-f5', presentation: 'feminine', tone: 5 });
    expect(parsePersonId('ct-1002-m1')).toEqual({ key: 'ct-1002-m1', presentation: 'masculine', tone: 1 });
  });

  it('accepts any kebab-case key without a hint', () => {
    expect(parsePersonId('author-lindiwe-zulu')).toEqual({
      key: 'author-lindiwe-zulu',
      presentation: null,
      tone: null,
    });
  });

  it.each(['Ct-1001', 'ct_1001', 'ct--1001', '-ct', 'ct/1001', 'x'.repeat(81)])('rejects %j', (id) => {
    expect(parsePersonId(id)).toBeNull();
  });
});
