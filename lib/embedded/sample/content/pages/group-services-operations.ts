import 'server-only';
import type { CmsPage } from '@/lib/content/wire-types';
import {
  bold,
  bulletList,
  embeddedImage,
  heading2,
  heading3,
  link,
  orderedList,
  paragraph,
  quote,
  richText,
  table,
} from '@/lib/embedded/content/rich-text';
import { buildPage, contactParagraph, sceneImage } from './page-parts';
import { PEOPLE } from '@/lib/embedded/sample/people/staff';

const UPDATED_AT = '2026-09-21T08:00:00.000Z';

function buildIntegratedFacilitiesManagement(brandName: string): CmsPage {
  return buildPage({
    slug: 'group-services/integrated-facilities-management',
    section: 'group-services',
    title: 'Integrated facilities management',
    intro:
      'Cleaning, security, maintenance, helpdesk and workplace services delivered under one contract, one team and one set of measures.',
    heroImage: sceneImage('office-interior', 6, 'A building engineer checking a plant-room control panel'),
    updatedAt: UPDATED_AT,
    body: richText(
      heading2('One contract instead of twelve'),
      paragraph(
        `A typical corporate campus in South Africa has separate contracts for cleaning, guarding, landscaping, pest control, lifts, HVAC, generators, fire systems, waste and the canteen. ${brandName}'s integrated facilities management (IFM) business replaces that patchwork with a single contract and a single on-site team, accountable for agreed service levels and reporting on them every month.`,
      ),
      heading3('Who uses IFM'),
      bulletList([
        ['Corporate occupiers with head offices, regional offices and distribution centres.'],
        ['Owners of multi-tenant office parks who want consistent standards across buildings.'],
        ['Public-sector clients and state-owned entities running large estates.'],
        ['Hospitals, laboratories and data facilities where downtime is not an option.'],
      ]),
      heading2('What is included'),
      bulletList([
        [
          bold('Hard services: '),
          'planned preventive maintenance of electrical, mechanical, HVAC, generator, UPS, lift and fire systems.',
        ],
        [
          bold('Soft services: '),
          'cleaning, hygiene, security, reception, landscaping, waste and recycling.',
        ],
        [bold('Helpdesk: '), 'a 24-hour call centre and app for logging faults, with live job tracking.'],
        [
          bold('Projects: '),
          'minor works, refurbishments and moves, priced from an agreed schedule of rates.',
        ],
      ]),
      heading2('How we take over a site'),
      orderedList([
        ['A two-week baseline survey records every asset, its condition and its maintenance history.'],
        ['We agree service levels and key performance indicators, with a share of our fee at risk.'],
        [
          'Existing contractors are retained, re-tendered or transferred to our team, with staff transfers handled under section 197 of the Labour Relations Act.',
        ],
        [
          'The asset register goes live in our maintenance system, and the first monthly report is issued at day 30.',
        ],
      ]),
      heading2('Results'),
      bulletList([
        [
          'For a mining house’s 46,000 m² campus in Rosebank and Parktown, total facilities cost fell 14% in the first year while helpdesk resolution times halved.',
        ],
        [
          'For a provincial health department, our team maintains 23 clinics in Limpopo and Mpumalanga, with 96% of critical faults fixed within four hours.',
        ],
        [
          'For a bank’s regional offices in the Eastern Cape, we consolidated nine contracts into one and cut energy use by 11% through better HVAC scheduling.',
        ],
      ]),
      paragraph(
        'Our contractors are vetted for B-BBEE status, tax compliance and safety records, and 38% of our IFM spend goes to black-owned small businesses. Read more in ',
        link('our commitment', '/about/commitment'),
        '.',
      ),
      quote(
        'Good facilities management is invisible. Our measure of success is the complaint that never has to be made.',
      ),
      contactParagraph('To discuss facilities management, contact ', PEOPLE.facilities),
    ),
  });
}

function buildBusinessSolutionsSpecialists(brandName: string): CmsPage {
  return buildPage({
    slug: 'group-services/business-solutions-specialists',
    section: 'group-services',
    title: 'Business solutions specialists',
    intro:
      'Lease audits, utility recoveries, municipal rates objections and property accounting that find money owners and tenants are losing.',
    heroImage: sceneImage(
      'office-interior',
      7,
      'Two analysts reviewing a spreadsheet of lease data on a large monitor',
    ),
    updatedAt: UPDATED_AT,
    body: richText(
      heading2('Finding the money in the paperwork'),
      paragraph(
        `Property costs leak through small errors: an escalation applied to the wrong base, a municipal valuation that is too high, a generator recovery that was never billed. ${brandName}'s business solutions specialists are accountants, quantity surveyors and former property managers who look for those errors and fix them, for owners and for tenants.`,
      ),
      heading3('Our services'),
      bulletList([
        [
          bold('Lease audits: '),
          'we compare every invoice with the signed lease and recover over- or under-billing.',
        ],
        [
          bold('Utility recoveries: '),
          'we reconcile municipal, solar and generator costs against sub-meter readings and recovery clauses.',
        ],
        [
          bold('Municipal rates objections: '),
          'we test each property’s municipal valuation and lodge objections during the general valuation roll period.',
        ],
        [
          bold('Outsourced property accounting: '),
          'monthly management accounts, VAT returns and audit preparation for owners without a finance team.',
        ],
        [
          bold('Operating-cost benchmarking: '),
          'we compare a building’s costs per m² with our database of similar properties.',
        ],
      ]),
      heading2('How an audit works'),
      orderedList([
        ['The client gives us read access to leases, invoices and meter data for the past three years.'],
        ['Our analysts test every charge against the lease and flag variances above an agreed threshold.'],
        ['We present the findings with evidence and agree corrections with the other party.'],
        [
          'Most audits are charged as a share of the amount recovered, so the client pays only if we find money.',
        ],
      ]),
      heading2('What we have found'),
      table(
        ['Engagement', 'Finding', 'Recovered or saved'],
        [
          [
            'Retail fund, 14 convenience centres',
            'Electricity recoveries billed on estimated readings',
            'R6.8 million',
          ],
          ['Occupier, 22 leased branches', 'Escalations compounded on the wrong base year', 'R2.1 million'],
          [
            'Industrial park owner, Germiston',
            'Municipal valuation 31% above market evidence',
            'R940,000 a year in rates',
          ],
          [
            'Office park body corporate, Centurion',
            'Unrecovered diesel for shared generators',
            'R1.3 million',
          ],
        ],
      ),
      paragraph(
        'Under the Municipal Property Rates Act, objections must be lodged within the period each municipality publishes after its general valuation roll. Johannesburg, Tshwane, Cape Town and eThekwini each have their own timetable, and missing it can lock a high valuation in for years.',
      ),
      quote('Nobody reads a lease after it is signed. We do, clause by clause, against every invoice.'),
      contactParagraph('For an audit or a rates objection, contact ', PEOPLE.businessSolutions),
    ),
  });
}

function buildEnergyWaterAndSustainability(brandName: string): CmsPage {
  const solarRoof = sceneImage(
    'warehouse-aerial',
    4,
    'A logistics warehouse roof covered with rows of solar panels',
  );
  return buildPage({
    slug: 'group-services/energy-water-and-sustainability',
    section: 'group-services',
    title: 'Energy, water and sustainability',
    intro:
      'Solar PV, batteries, metering, water security and green-building certification that cut costs and keep buildings running.',
    heroImage: sceneImage(
      'warehouse-aerial',
      5,
      'Solar panels on industrial roofs in an East Rand logistics park',
    ),
    updatedAt: UPDATED_AT,
    body: richText(
      heading2('Resilience that pays for itself'),
      paragraph(
        `South African property owners learnt during the load-shedding years that energy and water are not just utilities; they decide whether tenants can trade. ${brandName}'s energy, water and sustainability team designs and manages the projects that make buildings resilient and cheaper to run, and proves the savings with metered data.`,
      ),
      heading3('Our services'),
      bulletList([
        [
          bold('Solar PV and batteries: '),
          'feasibility, procurement, installation oversight and monitoring for rooftop and carport systems.',
        ],
        [
          bold('Power purchase agreements: '),
          'structuring deals where a funder owns the system and the tenant buys the power.',
        ],
        [
          bold('Metering and recoveries: '),
          'smart sub-meters that bill each tenant fairly for grid, solar and generator power.',
        ],
        [bold('Water security: '), 'storage, boreholes, rainwater harvesting and greywater reuse.'],
        [
          bold('Certification: '),
          'Green Star and net-zero certification with the Green Building Council South Africa, and EPC ratings.',
        ],
      ]),
      embeddedImage(solarRoof),
      heading2('How a solar project runs'),
      orderedList([
        ['We analyse twelve months of consumption data and the roof’s structure, orientation and shading.'],
        ['We model savings under different tariffs and system sizes, with and without batteries.'],
        ['We tender the installation to accredited installers and manage municipal registration.'],
        ['After commissioning, we monitor output daily and report savings to owner and tenants monthly.'],
      ]),
      heading2('Results so far'),
      bulletList([
        [
          '42 MWp of rooftop solar installed on buildings we manage, mostly industrial roofs on the East Rand, in Cape Town and in Durban.',
        ],
        [
          'A 1.8 MWp system on a Jet Park distribution centre that supplies 38% of the tenant’s annual electricity at a tariff 25% below the municipal rate.',
        ],
        [
          'Water use cut by a third at an office park in Bryanston through leak detection and rainwater harvesting.',
        ],
      ]),
      heading3('For tenants'),
      paragraph(
        'Tenants benefit too. Where a landlord installs solar, we make sure the lease sets a fair tariff for the solar power, usually at a discount to the municipal rate, and that generator diesel is recovered only for the hours a tenant actually used. Several of our industrial clients now ask for solar-ready roofs before they sign.',
      ),
      paragraph(
        'Certification criteria are published by the ',
        link('Green Building Council South Africa', 'https://gbcsa.org.za'),
        '; our accredited professionals guide projects through the process.',
      ),
      quote('A kilowatt-hour saved is cheaper than any kilowatt-hour bought, from the grid or from the sun.'),
      contactParagraph('For energy and water projects, contact ', PEOPLE.sustainability),
    ),
  });
}

export function buildGroupOperationsPages(brandName: string): CmsPage[] {
  return [
    buildIntegratedFacilitiesManagement(brandName),
    buildBusinessSolutionsSpecialists(brandName),
    buildEnergyWaterAndSustainability(brandName),
  ];
}
