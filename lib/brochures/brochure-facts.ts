import { dealLabel } from '@/lib/deal';
import { formatAvailability } from '@/lib/format/date';
import { formatGla } from '@/lib/format/gla';
import { formatPrice, formatRate } from '@/lib/format/price';
import type { BrokerContact, PropertyDetail, UnitSummary } from '@/lib/listings/property-detail';
import { toSlug } from '@/lib/format/slug';

/** What a brochure says, worked out from the page's data with the site's own formatting rules. */
export interface BrochureFacts {
  title: string;
  /** e.g. "Office · To Let". */
  label: string;
  address: string;
  webRef: string;
  /** Label and value pairs: price, GLA, units or unit, web ref, as the page's overview shows them. */
  headline: Array<[string, string]>;
  specialDeal: string;
  description: string;
  /** The unit schedule of a property: a header row, then one row per unit. */
  schedule: { columns: string[]; rows: string[][] } | null;
  features: string[];
  parking: Array<[string, string]>;
  brokers: BrokerContact[];
  /** The page's own address, printed on the brochure. */
  url: string;
  fileName: string;
}

function schedule(property: PropertyDetail): BrochureFacts['schedule'] {
  if (property.units.length === 0) return null;
  const toLet = property.dealType === 'toLet';
  const columns = toLet
    ? ['Unit', 'Category', 'GLA', 'Gross per m²', 'Net per m²', 'Available']
    : ['Unit', 'Category', 'GLA', 'Asking price', 'Available'];
  const rows = property.units.map((unit) => [
    unit.unitId,
    unit.category,
    formatGla(unit.glaMin, unit.glaMax),
    ...(toLet
      ? [formatRate(unit.grossPrice), formatRate(unit.netPrice)]
      : [formatPrice({ deal: property.dealType, grossPrice: unit.grossPrice })]),
    formatAvailability(unit.availableType, unit.availableDate),
  ]);
  return { columns, rows };
}

function headline(property: PropertyDetail, unit: UnitSummary | undefined): Array<[string, string]> {
  const price = formatPrice({
    deal: property.dealType,
    grossPrice: unit?.grossPrice ?? property.grossPrice,
    unitCount: unit ? 1 : Math.max(1, property.units.length),
  });
  const facts: Array<[string, string]> = [
    [property.dealType === 'toLet' ? 'Gross rental' : 'Asking price', price],
  ];
  if (unit && property.dealType === 'toLet')
    facts.push(['Net rental', `${formatRate(unit.netPrice)} per m²`]);
  facts.push([
    'GLA',
    unit ? formatGla(unit.glaMin, unit.glaMax) : formatGla(property.glaMin, property.glaMax),
  ]);
  if (unit) {
    facts.push(['Unit', unit.unitId]);
    facts.push(['Available', formatAvailability(unit.availableType, unit.availableDate)]);
  } else if (property.units.length > 0) {
    facts.push(['Units', String(property.units.length)]);
  }
  facts.push(['Web ref', property.webRef]);
  return facts;
}

/** The facts of a property's brochure, or of one of its units' when `unit` is given. */
export function buildBrochureFacts(
  property: PropertyDetail,
  unit: UnitSummary | undefined,
  absoluteUrl: (path: string) => string,
): BrochureFacts {
  const title = unit ? `${unit.unitId}, ${property.name}` : property.name;
  const { parking } = property;
  return {
    title,
    label: `${unit?.category ?? property.category} · ${dealLabel(property.dealType)}`,
    address: `${property.streetAddress}, ${property.suburb}, ${property.city}, ${property.province}`,
    webRef: property.webRef,
    headline: headline(property, unit),
    specialDeal:
      (unit ? unit.specialOffer && unit.specialDeal : property.specialOffer && property.specialDeal) || '',
    description: (unit ? unit.description || property.description : property.description).trim(),
    schedule: unit ? null : schedule(property),
    features: property.features,
    parking: [
      ['Bays', String(parking.bays)],
      ['Ratio', `${parking.ratio} bays / 100 m²`],
      ['Covered', String(parking.covered)],
      ['Open', String(parking.open)],
    ],
    brokers: unit?.brokers.length ? unit.brokers : property.brokers,
    url: absoluteUrl(unit?.href ?? property.href),
    fileName: `${toSlug(title)}-${property.webRef.toLowerCase()}-brochure.pdf`,
  };
}
