import 'server-only';

import type { ImageType } from '@/lib/listings/wire-types';

/**
 * Image ids carry everything the renderer needs (building style, view, property number, variant),
 * so `/images/...` can draw any image without looking up a listing.
 *
 * - properties: `p-0042-office-ext-1` = property 42, office tower, exterior view 1
 * - people: any kebab-case contact key; a trailing `-f3` / `-m5` hints presentation and skin tone
 * - scenes: `skyline-cape-town`, optionally with a variant suffix such as `skyline-cape-town-2`
 */
export const PROPERTY_STYLES = [
  'office',
  'officepark',
  'industrial',
  'retail',
  'mixeduse',
  'land',
  'hotel',
] as const;
export type PropertyStyle = (typeof PROPERTY_STYLES)[number];

const VIEW_CODES = { exterior: 'ext', interior: 'int', floor_plan: 'plan' } as const satisfies Record<
  ImageType,
  string
>;

export const SCENE_NAMES = [
  'skyline-johannesburg',
  'skyline-cape-town',
  'skyline-durban',
  'skyline-pretoria',
  'office-interior',
  'warehouse-aerial',
  'retail-mall',
  'handshake-meeting',
] as const;
export type SceneName = (typeof SCENE_NAMES)[number];

export interface PropertyImageId {
  propertyNumber: number;
  style: PropertyStyle;
  view: ImageType;
  /** 1-based index among the property's images of this view. */
  index: number;
}

export interface SceneId {
  name: SceneName;
  variant: number;
}

export interface PersonId {
  key: string;
  presentation: 'feminine' | 'masculine' | null;
  /** 1 (lightest) to 6 (deepest), or null to derive one from the key. */
  tone: number | null;
}

const MAX_ID_LENGTH = 80;
const PROPERTY_ID = new RegExp(
  `^p-(\\d{4,7})-(${PROPERTY_STYLES.join('|')})-(${Object.values(VIEW_CODES).join('|')})-([1-9])$`,
);
const KEBAB_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PERSON_HINT = /-([fm])([1-6])$/;
const SCENE_ID = /^([a-z-]+?)(?:-([1-9]))?$/;

export function buildPropertyImageId(
  propertyNumber: number,
  style: PropertyStyle,
  view: ImageType,
  index: number,
): string {
  return `p-${String(propertyNumber).padStart(4, '0')}-${style}-${VIEW_CODES[view]}-${index}`;
}

function isPropertyStyle(value: string): value is PropertyStyle {
  return (PROPERTY_STYLES as readonly string[]).includes(value);
}

function viewFromCode(code: string): ImageType | null {
  const entry = Object.entries(VIEW_CODES).find(([, value]) => value === code);
  return entry ? (entry[0] as ImageType) : null;
}

export function parsePropertyImageId(id: string): PropertyImageId | null {
  const match = PROPERTY_ID.exec(id);
  if (!match) return null;
  const [, number = '', style = '', viewCode = '', index = ''] = match;
  const view = viewFromCode(viewCode);
  if (!isPropertyStyle(style) || !view) return null;
  // A cleared site has no inside to show.
  if (style === 'land' && view === 'interior') return null;
  return { propertyNumber: Number(number), style, view, index: Number(index) };
}

function isSceneName(value: string): value is SceneName {
  return (SCENE_NAMES as readonly string[]).includes(value);
}

export function parseSceneId(id: string): SceneId | null {
  if (id.length > MAX_ID_LENGTH) return null;
  if (isSceneName(id)) return { name: id, variant: 1 };
  const match = SCENE_ID.exec(id);
  const [, name = '', variant] = match ?? [];
  if (!isSceneName(name) || variant === undefined) return null;
  return { name, variant: Number(variant) };
}

export function parsePersonId(id: string): PersonId | null {
  if (id.length > MAX_ID_LENGTH || !KEBAB_ID.test(id)) return null;
  const hint = PERSON_HINT.exec(id);
  if (!hint) return { key: id, presentation: null, tone: null };
  return { key: id, presentation: hint[1] === 'f' ? 'feminine' : 'masculine', tone: Number(hint[2]) };
}
