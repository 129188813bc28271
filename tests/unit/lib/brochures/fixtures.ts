import type { BrokerContact, PropertyDetail, UnitSummary } from '@/lib/listings/property-detail';

const BROKER: BrokerContact = {
  key: 'ct-1001',
  name: 'Thandiwe Nkosi',
  title: 'Senior Broker – Office',
  image: '/images/people/thandiwe-nkosi.webp',
  email: 'thandiwe.nkosi@example.co.za',
  phone: '082 555 0101',
  mobile: '082 555 0101',
};

function unit(unitId: string, grossPrice: number, netPrice: number, gla: number): UnitSummary {
  const slug = unitId.toLowerCase().replace(/\s+/g, '-');
  return {
    objectID: `u-${slug}`,
    unitId,
    unitSlug: slug,
    category: 'Office',
    glaMin: gla,
    glaMax: gla,
    grossPrice,
    netPrice,
    availableDate: '2026-12-01',
    availableType: 'Date',
    availableTimestamp: Date.parse('2026-12-01T00:00:00+02:00') / 1000,
    updatedAt: '2026-10-28T09:30:00.000Z',
    heading: `${unitId} to let`,
    description: `${unitId} has a private balcony and its own kitchenette.`,
    specialOffer: false,
    specialDeal: '',
    href: `/to-let/office/johannesburg/sandton-cbd/katherine-towers/${slug}`,
    brokers: [BROKER],
  };
}

export const TOWERS: PropertyDetail = {
  propertyKey: 'p-1',
  name: 'Katherine Towers',
  dealType: 'toLet',
  category: 'Office',
  subCategory: 'Office Park',
  href: '/to-let/office/johannesburg/sandton-cbd/katherine-towers',
  streetAddress: '121 Katherine Street',
  suburb: 'Sandton CBD',
  city: 'Johannesburg',
  province: 'Gauteng',
  location: { lat: -26.1076, lng: 28.0567 },
  webRef: 'RC-10421',
  images: [
    { src: '/images/properties/missing-image.webp', alt: 'Katherine Towers: exterior 1', type: 'exterior' },
  ],
  specialOffer: true,
  specialDeal: 'Three months rent-free on a five-year lease',
  heading: 'A-grade offices on Katherine Street',
  description: 'Eleven storeys of A-grade offices a short walk from the Sandton Gautrain station.',
  features: ['Backup generators', 'Fibre connectivity', 'Green Star rating', '24-hour security'],
  parking: { bays: 420, ratio: 4, covered: 300, open: 120 },
  units: [unit('Suite 101', 185, 160.87, 240), unit('Suite 1204', 0, 0, 1_050)],
  grossPrice: 185,
  glaMin: 240,
  glaMax: 1_050,
  totalGla: 9_800,
  brokers: [BROKER],
  updatedAt: '2026-10-28T09:30:00.000Z',
  availableTimestamp: Date.parse('2026-12-01T00:00:00+02:00') / 1000,
};
