import 'server-only';

import { toSlug } from '@/lib/format/slug';
import type { Node } from '@/lib/places/locations';
import type { Random } from '../random';
import type { SubCategory } from './categories';

// Invented building names: South African trees, birds and stone, plus landscape words.
// prettier-ignore
const FIRST_WORDS = [
  'Acacia', 'Marula', 'Yellowwood', 'Stinkwood', 'Protea', 'Baobab', 'Fever Tree', 'Milkwood', 'Jacaranda',
  'Tamboti', 'Mopani', 'Kiaat', 'Wild Fig', 'Silver Oak', 'Aloe', 'Fynbos', 'Strelitzia', 'Sunbird',
  'Kingfisher', 'Hornbill', 'Heron', 'Weaver', 'Fish Eagle', 'Kestrel', 'Oryx', 'Kudu', 'Eland', 'Sable',
  'Granite', 'Quartz', 'Ironstone', 'Sandstone', 'Basalt', 'Cobalt', 'Onyx', 'Agate', 'Slate', 'Copperleaf',
  'Meridian', 'Horizon', 'Summit', 'Keystone', 'Cornerstone', 'Sterling', 'Beacon', 'Compass', 'Anchor',
  'Atlas', 'Crescent', 'Lighthouse', 'Windmill', 'Cypress', 'Bluegum', 'Kingsbury', 'Ashford', 'Wexford',
  'Thornhill', 'Riverbend', 'Stonebridge', 'Oakhurst', 'Elmwood', 'Redhill', 'Highgrove', 'Wildebeest',
];
// prettier-ignore
const SECOND_WORDS = [
  'Ridge', 'Vale', 'Crest', 'View', 'Hill', 'Point', 'Grove', 'Heights', 'Place', 'Court', 'Crossing',
  'Bend', 'Fields', 'Rise', 'Terrace', 'Close', 'Meadows', 'Springs', 'Falls', 'Kloof', 'Drift', 'Vlei',
];

const NAME_TYPES: Readonly<Record<string, readonly string[]>> = {
  'Office Block': ['House', 'Place', 'Tower', 'Centre', 'Building', 'Chambers', 'Towers'],
  'Office Park': ['Office Park', 'Corporate Park', 'Office Estate', 'Campus', 'Park'],
  'Business Park': ['Business Park', 'Business Estate', 'Commercial Park', 'Park'],
  'Warehouse / Logistics': [
    'Logistics Park',
    'Distribution Centre',
    'Logistics Hub',
    'Industrial Park',
    'Trade Park',
  ],
  Manufacturing: ['Industrial Park', 'Works', 'Industrial Estate', 'Manufacturing Park'],
  'Mini-unit': ['Business Park', 'Trade Park', 'Workshops', 'Industrial Park'],
  Yard: ['Yard', 'Depot', 'Laydown Yard', 'Truck Yard'],
  'Shopping Centre': [
    'Shopping Centre',
    'Square',
    'Crossing',
    'Junction',
    'Value Centre',
    'Village',
    'Walk',
    'Plaza',
  ],
  'Line Shop': ['Corner', 'Shops', 'Arcade', 'Parade', 'Centre'],
  Showroom: ['Showrooms', 'Home Centre', 'Trade Centre', 'Motor Park'],
  'Office and Retail': ['Precinct', 'Quarter', 'Exchange', 'Junction', 'Yards'],
  'Retail and Residential': ['Quarter', 'Lofts', 'Precinct', 'Square'],
  'Development Land': ['Development Site', 'Business Estate', 'Gateway Site'],
  'Industrial Stand': ['Industrial Stands', 'Logistics Estate', 'Industrial Estate'],
  Hotel: ['Hotel', 'Lodge', 'Suites', 'Hotel & Conference Centre', 'Boutique Hotel'],
  'Conference Venue': ['Conference Centre', 'Lodge & Conference Centre', 'Estate & Venue'],
};

const SHORT_STREET = / (Road|Street|Avenue|Drive|Boulevard|Lane|Crescent|Way|Circle|Place)$/;

/** Keeps every generated name unique across the whole data set, at any size. */
export class NameRegistry {
  private readonly names = new Set<string>();

  claim(candidates: readonly string[], fallback: string): string {
    for (const candidate of candidates) {
      if (!this.names.has(candidate)) {
        this.names.add(candidate);
        return candidate;
      }
    }
    for (let phase = 2; ; phase += 1) {
      const candidate = `${fallback} Phase ${phase}`;
      if (!this.names.has(candidate)) {
        this.names.add(candidate);
        return candidate;
      }
    }
  }
}

function rootName(random: Random): string {
  const first = random.pick(FIRST_WORDS);
  return random.chance(0.45) ? first : `${first} ${random.pick(SECOND_WORDS)}`;
}

function suburbWord(node: Node): string | null {
  const word = node.suburb.replace(/ (CBD|SEZ|IDZ)$/, '');
  return /[&()]/.test(word) || word.split(' ').length > 2 ? null : word;
}

function candidateName(sub: SubCategory, node: Node, random: Random): string {
  const types = NAME_TYPES[sub.name] ?? ['Building'];
  const type = random.pick(types);
  const roll = random.next();
  const street = random.pick(node.streets);
  if (sub.name === 'Office Block' && roll < 0.2)
    return `${random.int(1, 320)} ${street.replace(SHORT_STREET, '')}`;
  if (sub.name === 'Office Block' && roll < 0.35) return `The ${rootName(random)}`;
  if (sub.style === 'land' && sub.name !== 'Yard' && roll < 0.3)
    return `Erf ${random.int(120, 9800)}, ${node.suburb}`;
  if (sub.style === 'hotel' && roll < 0.3) return `The ${rootName(random)} ${type}`;
  const suburb = suburbWord(node);
  if (suburb && roll > 0.82) return `${suburb} ${type}`;
  return `${rootName(random)} ${type}`;
}

export function createPropertyName(
  registry: NameRegistry,
  sub: SubCategory,
  node: Node,
  random: Random,
): string {
  const candidates = Array.from({ length: 12 }, () => candidateName(sub, node, random));
  return registry.claim(candidates, candidates[0] ?? `${node.suburb} ${sub.name}`);
}

/** A unit id unique within its property (by slug); a clash falls back to the unit's position. */
export function uniqueUnitId(candidate: string, index: number, used: Set<string>): string {
  const unitId = used.has(toSlug(candidate)) ? `Unit ${index + 1}` : candidate;
  used.add(toSlug(unitId));
  return unitId;
}
