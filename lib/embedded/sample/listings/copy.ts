import 'server-only';

import type { DealType } from '@/lib/deal';

import type { SubCategory } from './categories';
import type { Node, Segment } from '@/lib/places/locations';
import type { Random } from '../random';
import type { Grade, Traits } from './traits';

/** What the copywriter knows about a building; every sentence is built from these facts. */
export interface PropertyCopyFacts {
  deal: DealType;
  name: string;
  node: Node;
  street: string;
  cornerStreet: string;
  segment: Segment;
  sub: SubCategory;
  traits: Traits;
  features: readonly string[];
  totalGla: number;
}

export interface UnitCopyFacts {
  unitId: string;
  segment: Segment;
  minGla: number;
  maxGla: number;
  availableType: string;
  availableDate: string;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "12 500 m²": South African style, a space between thousands. */
export function formatArea(squareMetres: number): string {
  return `${String(Math.round(squareMetres)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} m²`;
}

function formatLongDate(isoDate: string): string {
  const [year = '', month = '1', day = '1'] = isoDate.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1] ?? ''} ${year}`;
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/** Feature labels that read badly inside a sentence get their own wording; ratings are said elsewhere. */
const FEATURE_PHRASES: Readonly<Record<string, string>> = {
  Boardroom: 'a shared boardroom',
  Kitchenette: 'a kitchenette on every floor',
  'Manned reception': 'a manned reception',
  Canteen: 'an on-site canteen',
  Gym: 'an on-site gym',
  'Secure yard': 'a secure yard',
  'Solar PV': 'rooftop solar PV',
  'Meeting rooms': 'bookable meeting rooms',
  'Food court': 'a busy food court',
  'Corner position': 'a prominent corner position',
  'Level site': 'a level site',
  'Swimming pool': 'a swimming pool',
};

function featurePhrase(feature: string): string | null {
  if (/^(\d-Star Green Star|Zoned|Anchored by)/.test(feature)) return null;
  const phrase = FEATURE_PHRASES[feature];
  if (phrase) return phrase;
  const eaves = /^Height to eaves (\d+) m$/.exec(feature);
  if (eaves) return `a height to eaves of ${eaves[1]} m`;
  const power = /^3-phase power \((\d+) A\)$/.exec(feature);
  if (power) return `${power[1]} A 3-phase power`;
  if (/^\d+ t gantry crane$/.test(feature)) return `a ${feature}`;
  return /^[A-Z][a-z]/.test(feature) ? feature.charAt(0).toLowerCase() + feature.slice(1) : feature;
}

function highlightsOf(features: readonly string[], random: Random): string {
  const phrases = features.map(featurePhrase).filter((phrase): phrase is string => phrase !== null);
  return list(random.sample(phrases, Math.min(3, phrases.length))) || 'well-kept common areas';
}

const GRADE_LABEL: Readonly<Record<Grade, string>> = {
  P: 'premium-grade',
  A: 'A-grade',
  B: 'B-grade',
  C: 'value-priced',
};

const capitalise = (text: string): string => (text[0]?.toUpperCase() ?? '') + text.slice(1);
const dealWords = (deal: DealType): string => (deal === 'toLet' ? 'to let' : 'for sale');

function accessPair(facts: PropertyCopyFacts): [string, string] {
  const [first = facts.node.suburb, second = first] = facts.node.access;
  return [first, second];
}

function locationSentence(facts: PropertyCopyFacts, random: Random): string {
  const { name, node, street, cornerStreet } = facts;
  const [first, second] = accessPair(facts);
  const subject = facts.sub.noun;
  const options = [
    `Situated on the corner of ${street} and ${cornerStreet} in ${node.suburb}, ${name} offers easy access to ${first}.`,
    `${name} is located on ${street} in the heart of ${node.suburb}, minutes from ${first}.`,
    `Set in ${node.suburb}, ${node.city}, the property enjoys quick access to ${first} and ${second}.`,
    `This well-positioned ${subject} fronts onto ${street}, with excellent visibility and easy access to ${first}.`,
    `Located in the established ${node.suburb} node, ${name} is close to ${second}.`,
  ];
  return random.pick(street === cornerStreet ? options.slice(1) : options);
}

function buildingSentence(facts: PropertyCopyFacts, random: Random): string {
  const { traits, features, sub } = facts;
  const highlights = highlightsOf(features, random);
  switch (sub.style) {
    case 'office':
    case 'officepark':
      return random.pick([
        `The ${GRADE_LABEL[traits.grade]} building ${traits.greenStar ? `is ${traits.greenStar}-Star Green Star rated and ` : ''}offers ${highlights}.`,
        `Tenants in this ${GRADE_LABEL[traits.grade]} ${sub.noun} benefit from ${highlights}.`,
      ]);
    case 'industrial':
      if (sub.name === 'Mini-unit') {
        return `Ideal for small businesses and start-ups, the units have roller shutter doors, ${traits.powerAmps ?? 100} A 3-phase power and a height to eaves of ${traits.eaves ?? 6} m.`;
      }
      return `The ${sub.name === 'Manufacturing' ? 'factory' : 'warehouse'} offers a height to eaves of ${traits.eaves ?? 8} m, ${traits.powerAmps ?? 250} A 3-phase power${traits.docks > 0 ? ` and ${traits.docks} dock-levelled loading bays` : ''}${traits.yard ? ', with a secure yard and truck turning circle' : ''}.`;
    case 'retail':
      if (traits.anchor)
        return `The centre is anchored by ${traits.anchor} and draws steady foot traffic from the surrounding suburbs.`;
      if (sub.name === 'Showroom')
        return 'Double-volume showrooms with full-height glazing give products maximum exposure to passing traffic.';
      return `The shops open onto a busy frontage with ${highlights}.`;
    case 'mixeduse':
      return `The building combines ground-floor retail with ${sub.name === 'Office and Retail' ? 'offices' : 'apartments'} above, creating a lively, walkable street front with ${highlights}.`;
    case 'hotel':
      return `The ${traits.rooms ?? 40}-room ${sub.noun} includes ${highlights}.`;
    case 'land':
      if (sub.name === 'Yard')
        return `The fenced, compacted yard suits truck parking, container storage or a laydown area, with ${highlights}.`;
      return `The ${formatArea(facts.totalGla)} site is zoned ${traits.zoning ?? 'Commercial'} and suits a ${traits.zoning?.includes('Industrial') ? 'logistics or light-industrial' : 'commercial or mixed-use'} development.`;
  }
}

function amenitySentences(facts: PropertyCopyFacts): string[] {
  const { traits } = facts;
  const sentences: string[] = [];
  if (traits.generators) sentences.push('Backup generators keep the building running through load-shedding.');
  if (traits.parkingRatio > 0) {
    sentences.push(
      `Parking is provided at ${traits.parkingRatio} bays per 100 m², ${traits.coveredShare > 0.5 ? 'mostly under cover' : 'with a mix of covered and open bays'}.`,
    );
  }
  if (traits.fibre) sentences.push('Fibre is installed, so tenants can connect from day one.');
  sentences.push('Security is provided around the clock with access control and CCTV.');
  return sentences;
}

const CLOSINGS: Readonly<Record<Segment, string>> = {
  office: 'Ideal for a corporate head office or a regional hub.',
  mixed: 'A sought-after address for professional practices and neighbourhood retail.',
  retail: 'A proven trading position for national and independent retailers.',
  industrial: 'Well suited to distribution, light manufacturing and e-commerce fulfilment.',
  land: 'Contact us for the site development plan and bulk-service details.',
  hospitality: 'A rare opportunity in an established hospitality node.',
};

export function writePropertyDescription(facts: PropertyCopyFacts, random: Random): string {
  const extra = random.sample([...amenitySentences(facts), CLOSINGS[facts.segment]], random.int(0, 2));
  return [locationSentence(facts, random), buildingSentence(facts, random), ...extra].join(' ');
}

export function writePropertyHeading(facts: PropertyCopyFacts, random: Random): string {
  const { node, street, traits, sub, deal } = facts;
  const [first] = accessPair(facts);
  const grade = capitalise(GRADE_LABEL[traits.grade]);
  switch (sub.style) {
    case 'office':
    case 'officepark':
      return random.pick([
        `${grade} offices in ${node.suburb}`,
        `${grade} office space on ${street}`,
        `Modern offices close to ${first}`,
      ]);
    case 'industrial':
      return random.pick([
        `${sub.name === 'Mini-unit' ? 'Mini-units' : 'Warehousing'} ${dealWords(deal)} in ${node.suburb}`,
        `Industrial space near ${first}`,
        `${traits.eaves ?? 8} m eaves and ${traits.powerAmps ?? 250} A power in ${node.suburb}`,
      ]);
    case 'retail':
      return random.pick([
        `Retail space ${dealWords(deal)} in ${node.suburb}`,
        `High-visibility shops on ${street}`,
      ]);
    case 'mixeduse':
      return random.pick([
        `Mixed-use space in the heart of ${node.suburb}`,
        `Offices and shops on ${street}`,
      ]);
    case 'hotel':
      return `${traits.rooms ?? 40}-room ${sub.noun} ${dealWords(deal)} in ${node.suburb}`;
    case 'land':
      return sub.name === 'Yard'
        ? `Secure yard ${dealWords(deal)} in ${node.suburb}`
        : `${formatArea(facts.totalGla)} ${traits.zoning ?? 'commercial'} site in ${node.suburb}`;
  }
}

const UNIT_SPACE: Readonly<Record<Segment, string>> = {
  office: 'open-plan office space',
  mixed: 'flexible commercial space',
  retail: 'retail space',
  industrial: 'warehouse and office space',
  land: 'secure open land',
  hospitality: 'hotel accommodation and conferencing',
};

const UNIT_EXTRAS: Readonly<Record<Segment, string>> = {
  office: 'The unit has its own kitchenette, a glass-walled boardroom and plenty of natural light.',
  mixed: 'Large windows and a street-facing entrance give the unit a strong presence.',
  retail: 'The shop has a glazed frontage and rear service access.',
  industrial: 'The unit has its own roller shutter door, offices and ablutions.',
  land: 'The area is compacted and ready for use.',
  hospitality: 'The operation can be taken over as a going concern.',
};

function availabilitySentence(unit: UnitCopyFacts): string {
  if (unit.availableType === 'Immediately') return 'Available immediately.';
  if (unit.availableType === 'Notice')
    return `Available on notice, from ${formatLongDate(unit.availableDate)}.`;
  return `Available from ${formatLongDate(unit.availableDate)}.`;
}

export function writeUnitHeading(unit: UnitCopyFacts, random: Random): string {
  const size = formatArea(unit.maxGla);
  return random.pick([
    `${unit.unitId}: ${size} of ${UNIT_SPACE[unit.segment]}`,
    `${size} of ${UNIT_SPACE[unit.segment]}`,
    `${unit.unitId} – available ${unit.availableType === 'Immediately' ? 'immediately' : `from ${formatLongDate(unit.availableDate)}`}`,
  ]);
}

export function writeUnitDescription(unit: UnitCopyFacts, random: Random): string {
  const sentences = [`${unit.unitId} offers ${formatArea(unit.maxGla)} of ${UNIT_SPACE[unit.segment]}.`];
  if (unit.minGla < unit.maxGla)
    sentences.push(`The space can be sub-divided from ${formatArea(unit.minGla)}.`);
  if (random.chance(0.6)) sentences.push(UNIT_EXTRAS[unit.segment]);
  sentences.push(availabilitySentence(unit));
  return sentences.join(' ');
}
