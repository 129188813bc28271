import { describe, expect, it } from 'vitest';
import { routeEnquiry } from '@/lib/enquiries/lead-routing';
import type { ResponsibleContactRecord } from '@/lib/listings/wire-types';

function contact(key: string, name: string): ResponsibleContactRecord {
  return {
    gmaven_contact_key: key,
    name,
    job_title: 'Broker',
    cell: '0825550100',
    telephone: '',
    email: `${key}@ridgewaycommercial.co.za`,
    image: '',
  };
}

const THANDIWE = contact('ct-1', 'Thandiwe Nkosi');
const PIETER = contact('ct-2', 'Pieter Botha');
const VACANCY_DESK = contact('ct-9001-vacancy-desk', 'Vacancy desk');

function record(objectID: string, unit: { id: string; slug: string; contacts: ResponsibleContactRecord[] }) {
  return {
    objectID,
    property_name: 'Harbour View',
    property_slug: 'harbour-view',
    property_category: 'Office',
    dealType: 'toLet' as const,
    city: 'Durban',
    suburb: 'Umhlanga',
    unit_id: unit.id,
    unit_slug: unit.slug,
    web_ref: 'RC-10042',
    property_responsibility: [THANDIWE],
    unit_responsibility: unit.contacts,
  };
}

const RECORDS = [
  record('u-1', { id: 'G01', slug: 'g01', contacts: [] }),
  record('u-2', { id: 'Suite 2', slug: 'suite-2', contacts: [PIETER] }),
];

describe('routeEnquiry', () => {
  it('sends a property enquiry to the property’s responsible contact, naming the listing', () => {
    expect(routeEnquiry(RECORDS, {})).toEqual({
      recipientName: 'Thandiwe Nkosi',
      recipientEmail: 'ct-1@ridgewaycommercial.co.za',
      listingName: 'Harbour View',
      webRef: 'RC-10042',
      listingPath: '/to-let/office/durban/umhlanga/harbour-view',
    });
  });

  it('sends a unit enquiry to the unit’s contact first, with the unit’s own page', () => {
    expect(routeEnquiry(RECORDS, { unitKey: 'u-2' })).toMatchObject({
      recipientName: 'Pieter Botha',
      listingName: 'Suite 2, Harbour View',
      listingPath: '/to-let/office/durban/umhlanga/harbour-view/suite-2',
    });
    expect(routeEnquiry(RECORDS, { unitKey: 'u-1' }).recipientName).toBe('Thandiwe Nkosi');
  });

  it('honours the broker the page named only when that broker is one of the listing’s', () => {
    expect(routeEnquiry(RECORDS, { unitKey: 'u-2', brokerKey: 'ct-1' }).recipientName).toBe('Thandiwe Nkosi');
    expect(routeEnquiry(RECORDS, { unitKey: 'u-2', brokerKey: 'someone-else' }).recipientName).toBe(
      'Pieter Botha',
    );
  });

  it('sends to the enquiry desk when the listing has no contact (or only the excluded one), or is gone', () => {
    const orphan = [
      { ...record('u-3', { id: 'G02', slug: 'g02', contacts: [] }), property_responsibility: [VACANCY_DESK] },
    ];
    expect(routeEnquiry(orphan, {})).toMatchObject({
      recipientName: 'Enquiry desk',
      listingName: 'Harbour View',
    });
    expect(routeEnquiry(orphan, {}).recipientEmail).toMatch(/^enquiries@/);
    expect(routeEnquiry([], {})).toMatchObject({ recipientName: 'Enquiry desk', listingPath: '' });
  });
});
