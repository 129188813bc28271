import 'server-only';
import type { CmsPage } from '@/lib/content/wire-types';
import {
  bold,
  bulletList,
  heading2,
  heading3,
  link,
  orderedList,
  paragraph,
  quote,
  richText,
} from '@/lib/embedded/content/rich-text';
import { buildPage, contactParagraph, sceneImage } from './page-parts';
import { PEOPLE } from '@/lib/embedded/sample/people/staff';

const UPDATED_AT = '2026-09-14T08:00:00.000Z';

function buildStrategicRiskManagement(brandName: string): CmsPage {
  return buildPage({
    slug: 'services/strategic-risk-management',
    section: 'services',
    title: 'Strategic risk management',
    intro:
      'Power, water, security, compliance and lease-exposure risk across your property portfolio, assessed and managed in one view.',
    heroImage: sceneImage(
      'warehouse-aerial',
      2,
      'Aerial view of a distribution centre with rooftop solar panels and a generator yard',
    ),
    updatedAt: UPDATED_AT,
    body: richText(
      heading2('Property risk is business risk'),
      paragraph(
        `In South Africa a building can be perfectly let and still fail its occupants: a substation trips, the municipal water supply is cut for four days, or a protest closes the access road. ${brandName}'s strategic risk management team helps owners and occupiers understand which of those risks matter for each property, what they would cost, and what is worth doing about them.`,
      ),
      heading3('Risks we assess'),
      bulletList([
        [
          bold('Energy: '),
          'grid reliability, generator capacity and fuel autonomy, solar and battery options, municipal tariff changes.',
        ],
        [
          bold('Water: '),
          'supply interruptions, on-site storage, borehole potential and fire-water compliance.',
        ],
        [
          bold('Security: '),
          'perimeter, access control, crime trends around the node and the response times of guarding contractors.',
        ],
        [
          bold('Compliance: '),
          'occupancy certificates, fire and OHS compliance, lift certification and electrical certificates of compliance.',
        ],
        [
          bold('Lease exposure: '),
          'concentration of expiries, tenant covenant strength and the cost of vacancy in each node.',
        ],
      ]),
      heading2('How an assessment works'),
      orderedList([
        ['We agree scope: a single building, a region or an entire portfolio.'],
        [
          'Our engineers and risk consultants visit each site with a standard checklist and photograph the evidence.',
        ],
        ['Every risk is scored on likelihood and impact, with an indicative cost to fix.'],
        ['We present a risk register and a ranked capital plan to the board or investment committee.'],
        [
          'Where the client wants it, our property and facilities managers carry out the plan and report quarterly.',
        ],
      ]),
      heading2('Where this has made a difference'),
      bulletList([
        [
          'For a retail fund with 23 convenience centres, we found that six could not trade through stage 4 load-shedding; a R38 million generator and solar programme paid for itself in lost-trade recoveries within three years.',
        ],
        [
          'For a pharmaceutical distributor in Midrand, we sized 600 kL of water storage and a borehole after two multi-day supply cuts stopped dispatch.',
        ],
        [
          'For a public entity in Pretoria, we traced 41 outstanding compliance certificates across 17 leased buildings and closed them with the landlords within a financial year.',
        ],
      ]),
      paragraph(
        'Resilience is now part of how tenants choose space. Our ',
        link('market research', '/services/intel-and-market-analysis'),
        ' shows that buildings with full backup power let, on average, four months faster than comparable buildings without it in the same node.',
      ),
      quote(
        'Nobody remembers the generator until the lights go out. Our job is to make sure somebody remembered it a year earlier.',
      ),
      contactParagraph('To assess your portfolio, contact ', PEOPLE.risk),
    ),
  });
}

function buildValuationAndAdvisory(brandName: string): CmsPage {
  return buildPage({
    slug: 'services/valuation-and-advisory-services',
    section: 'services',
    title: 'Valuation and advisory',
    intro:
      'Independent valuations by registered professional valuers for financial reporting, lending, tax, insurance and disputes.',
    heroImage: sceneImage(
      'skyline-durban',
      2,
      'The Umhlanga Ridge office node above the coastline north of Durban',
    ),
    updatedAt: UPDATED_AT,
    body: richText(
      heading2('A number you can defend'),
      paragraph(
        `A valuation is only useful if it stands up to an auditor, a lender, a court or the South African Revenue Service. ${brandName}'s valuers are registered with the South African Council for the Property Valuers Profession and value commercial, industrial, retail and specialised property throughout South Africa and, through our partners, in neighbouring countries.`,
      ),
      heading3('Why clients instruct us'),
      bulletList([
        ['Listed and unlisted funds needing bi-annual valuations for financial statements under IFRS 13.'],
        ['Banks securing commercial-property loans.'],
        ['Owners preparing to sell, buy out a partner or restructure.'],
        ['Estates, trusts and taxpayers needing values for estate duty, donations tax or capital gains tax.'],
        ['Insurers and owners confirming replacement cost for cover.'],
        [
          'Attorneys in disputes, expropriation claims and rental arbitrations, where we act as expert witnesses.',
        ],
      ]),
      heading2('How a valuation is done'),
      orderedList([
        ['We confirm the purpose, the basis of value and the valuation date in a letter of engagement.'],
        [
          'The valuer inspects the property and checks title deeds, zoning, building plans and the lease schedule.',
        ],
        [
          'We analyse market evidence: comparable sales, achieved rentals, vacancy and capitalisation rates from our own transaction database.',
        ],
        [
          'We apply the income, comparable-sales or cost approach, or a combination, and reconcile the results.',
        ],
        ['A second valuer reviews every report before it is signed.'],
      ]),
      paragraph(
        'Residential-style “desktop” figures are not valuations. Every report we sign follows the International Valuation Standards and states its assumptions clearly.',
      ),
      heading2('Scale and experience'),
      bulletList([
        [
          'More than 1,400 commercial properties valued each year, with a combined value of about R62 billion.',
        ],
        [
          'Portfolio valuations for three property funds, from logistics parks on the N3 corridor to convenience centres in the Eastern Cape.',
        ],
        [
          'Specialised assets including cold stores in Epping, a private hospital in Bloemfontein, data halls in Isando and hotels on the KwaZulu-Natal north coast.',
        ],
      ]),
      quote('Our valuers are paid for the quality of their reasoning, never for the figure they reach.'),
      paragraph(
        'Turnaround for a single commercial property is usually ten working days from inspection. For portfolios we agree a programme, so that reports arrive in time for your audit committee. See our ',
        link('capital markets', '/services/capital-markets'),
        ' team if you are valuing with a sale in mind.',
      ),
      contactParagraph('To instruct a valuation, contact ', PEOPLE.valuations),
    ),
  });
}

export function buildAssuranceServicesPages(brandName: string): CmsPage[] {
  return [buildStrategicRiskManagement(brandName), buildValuationAndAdvisory(brandName)];
}
