import 'server-only';

import { SAMPLE_EMAIL_DOMAIN } from '@/lib/company-defaults';
import type { ResponsibleContactRecord } from '@/lib/listings/wire-types';

import { CITIES, type Segment } from '@/lib/places/locations';
import type { Random } from '../random';

interface BrokerSpec {
  /** The `-f5` style suffix tells the portrait renderer how to draw the person (lib/embedded/sample/illustrations/ids.ts). */
  key: string;
  name: string;
  jobTitle: string;
  cell: string;
  homeCity: string;
  cities: readonly string[] | 'all';
  segments: readonly Segment[] | 'all';
  /** Capital-markets brokers join for-sale mandates as a second contact. */
  sales: boolean;
}

const GAUTENG = ['Johannesburg', 'Ekurhuleni', 'Pretoria', 'Centurion'] as const;

// Cell numbers use the 555 exchange so none of them reaches a real person. One broker per line reads as a table.
// prettier-ignore
const BROKERS: readonly BrokerSpec[] = [
  broker('ct-1001-f5', 'Thandiwe Nkosi', 'Senior Broker – Office', '082 555 0147', 'Johannesburg', ['Johannesburg', 'Ekurhuleni'], ['office', 'mixed', 'hospitality']),
  broker('ct-1002-m1', 'Pieter van der Merwe', 'Director – Industrial', '083 555 0162', 'Johannesburg', ['Johannesburg', 'Ekurhuleni'], ['industrial', 'land']),
  broker('ct-1003-f3', 'Ayesha Moosa', 'Broker – Retail', '072 555 0118', 'Johannesburg', GAUTENG, ['retail', 'mixed']),
  broker('ct-1004-m6', 'Sipho Dlamini', 'Senior Broker – Industrial', '071 555 0193', 'Ekurhuleni', ['Ekurhuleni', 'Johannesburg'], ['industrial', 'land']),
  broker('ct-1005-f5', 'Lerato Molefe', 'Broker – Office', '060 555 0124', 'Pretoria', ['Pretoria', 'Centurion'], ['office', 'mixed', 'hospitality']),
  broker('ct-1006-m1', 'Johan Botha', 'Senior Broker – Industrial', '082 555 0175', 'Pretoria', ['Pretoria', 'Centurion'], ['industrial', 'land', 'retail']),
  broker('ct-1007-f6', 'Naledi Khumalo', 'Associate Broker – Office', '079 555 0136', 'Johannesburg', ['Johannesburg'], ['office']),
  broker('ct-1008-m3', 'Ravi Pillay', 'Senior Broker – Industrial', '084 555 0151', 'Durban', ['Durban'], ['industrial', 'land']),
  broker('ct-1009-f5', 'Zanele Mthembu', 'Broker – Office and Retail', '073 555 0188', 'Durban', ['Durban'], ['office', 'retail', 'mixed', 'hospitality']),
  broker('ct-1010-f1', 'Megan Fourie', 'Senior Broker – Office', '082 555 0109', 'Cape Town', ['Cape Town'], ['office', 'mixed', 'hospitality']),
  broker('ct-1011-m3', 'Faizel Abrahams', 'Broker – Industrial', '083 555 0132', 'Cape Town', ['Cape Town'], ['industrial', 'land']),
  broker('ct-1012-f2', 'Liezl Steyn', 'Broker – Retail', '076 555 0170', 'Cape Town', ['Cape Town'], ['retail', 'mixed']),
  broker('ct-1013-m5', 'Andile Ngcobo', 'Broker – Eastern Cape', '078 555 0144', 'Gqeberha', ['Gqeberha', 'East London'], 'all'),
  broker('ct-1014-m6', 'Karabo Mokoena', 'Broker – Free State', '061 555 0127', 'Bloemfontein', ['Bloemfontein'], 'all'),
  broker('ct-1015-m3', 'Devan Naidoo', 'Director – Capital Markets', '082 555 0101', 'Johannesburg', 'all', 'all', true),
  broker('ct-1016-f1', 'Annelie Kruger', 'Senior Broker – Investment Sales', '072 555 0156', 'Cape Town', 'all', 'all', true),
];

function broker(
  key: string,
  name: string,
  jobTitle: string,
  cell: string,
  homeCity: string,
  cities: BrokerSpec['cities'],
  segments: BrokerSpec['segments'],
  sales = false,
): BrokerSpec {
  return { key, name, jobTitle, cell, homeCity, cities, segments, sales };
}

function branchTelephone(city: string): string {
  const areaCode = CITIES.find((candidate) => candidate.name === city)?.areaCode ?? '011';
  return `${areaCode} 555 0100`;
}

function emailOf(name: string): string {
  const local = name
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .trim()
    .split(/\s+/);
  const first = local[0] ?? 'info';
  const last = local.slice(1).join('');
  return `${last ? `${first}.${last}` : first}@${SAMPLE_EMAIL_DOMAIN}`;
}

function toRecord(spec: BrokerSpec): ResponsibleContactRecord {
  return {
    gmaven_contact_key: spec.key,
    name: spec.name,
    job_title: spec.jobTitle,
    cell: spec.cell,
    telephone: branchTelephone(spec.homeCity),
    email: emailOf(spec.name),
    image: `/images/people/${spec.key}.webp`,
  };
}

/** The contact whose listings the site never shows (SPEC §9): listings parked while awaiting approval. */
export const SAMPLE_EXCLUDED_CONTACT_KEY = 'ct-9001-vacancy-desk';

export const EXCLUDED_CONTACT: ResponsibleContactRecord = {
  gmaven_contact_key: SAMPLE_EXCLUDED_CONTACT_KEY,
  name: 'Portfolio Vacancy Desk',
  job_title: 'Listings awaiting approval',
  cell: '082 555 0199',
  telephone: '011 555 0199',
  email: `vacancies@${SAMPLE_EMAIL_DOMAIN}`,
  image: `/images/people/${SAMPLE_EXCLUDED_CONTACT_KEY}.webp`,
};

const ENTRIES = BROKERS.map((spec) => ({ spec, record: toRecord(spec) }));
type Entry = (typeof ENTRIES)[number];

export const BROKER_CONTACTS: readonly ResponsibleContactRecord[] = ENTRIES.map((entry) => entry.record);

const covers = ({ spec }: Entry, city: string, segment: Segment): boolean =>
  (spec.cities === 'all' || spec.cities.includes(city)) &&
  (spec.segments === 'all' || spec.segments.includes(segment));

const SALES_DESK = ENTRIES.filter((entry) => entry.spec.sales);

/**
 * One or two brokers for a mandate: the city's specialists first, capital markets on some sales.
 * The records are shared between listings, which keeps 100k units cheap; treat them as read-only.
 */
export function assignBrokers(
  city: string,
  segment: Segment,
  forSale: boolean,
  random: Random,
): ResponsibleContactRecord[] {
  const local = ENTRIES.filter((entry) => !entry.spec.sales && covers(entry, city, segment));
  const inCity = ENTRIES.filter(
    ({ spec }) => !spec.sales && spec.cities !== 'all' && spec.cities.includes(city),
  );
  const pool = local.length > 0 ? local : inCity.length > 0 ? inCity : SALES_DESK;
  const chosen = random.sample(pool, random.chance(0.25) ? 2 : 1);
  const capitalMarkets = random.pick(SALES_DESK);
  if (forSale && random.chance(0.4) && !chosen.includes(capitalMarkets)) chosen.push(capitalMarkets);
  return chosen.map((entry) => entry.record);
}
