import 'server-only';
import type { CmsNewsItem } from '@/lib/content/wire-types';
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
} from '@/lib/embedded/content/rich-text';
import { sceneImage } from '../pages/page-parts';
import { AUTHORS } from '@/lib/embedded/sample/people/authors';

function solarOnIndustrialRoofs(brandName: string): CmsNewsItem {
  return {
    slug: 'load-shedding-drives-solar-pv-on-industrial-roofs',
    type: 'NEWS',
    category: 'Sustainability',
    title: 'Load-shedding drives a rush for solar PV on industrial roofs',
    excerpt:
      'Rooftop solar on the industrial buildings we manage tripled in 2023. We look at what it costs, what it saves and how leases are changing.',
    publishDate: '2024-02-15T07:00:00.000Z',
    featuredImage: sceneImage('warehouse-aerial', 4, 'Solar panels covering the roof of a large warehouse'),
    heroImage: sceneImage('warehouse-aerial', 5, 'Technicians installing solar panels on an industrial roof'),
    youTube: 'Qe5_Lm2ZrH8',
    author: AUTHORS.sustainability,
    articleCopy: richText(
      paragraph(
        `2023 was the worst year of load-shedding South Africa has experienced, and it changed how industrial property is built and leased. Installed solar capacity on the industrial roofs ${brandName} manages grew from 9 MWp at the start of the year to 27 MWp by December, and almost every new logistics building now includes a rooftop system.`,
      ),
      heading2('Why industrial roofs'),
      bulletList([
        ['Large, flat, unshaded roofs: a 20,000 m² warehouse can host a system of 1.5 MWp or more.'],
        [
          'Daytime operations that use solar power as it is produced, reducing the need for expensive batteries.',
        ],
        ['Tenants with long leases who benefit from lower tariffs for years.'],
      ]),
      heading2('The numbers'),
      paragraph(
        'A well-designed rooftop system costs about R11 to R14 million per MWp installed, without batteries, and generates roughly 1,600 MWh per MWp a year in Gauteng. At current municipal tariffs that typically pays back in four to six years.',
      ),
      embeddedImage(
        sceneImage('warehouse-aerial', 6, 'A solar inverter room beside a warehouse with monitoring screens'),
      ),
      heading2('How leases are changing'),
      orderedList([
        [
          bold('Landlord-owned systems: '),
          'the landlord invests and sells the power to the tenant at a discount to the municipal tariff.',
        ],
        [
          bold('Tenant-owned systems: '),
          'the tenant installs, with an agreement on ownership and removal at lease end.',
        ],
        [
          bold('Third-party power purchase agreements: '),
          'a funder owns the system and sells power to the tenant, with the landlord granting roof rights.',
        ],
      ]),
      quote(
        'Solar used to be a nice-to-have. Today, tenants ask about it on the first viewing, and buildings without it are taking longer to let.',
      ),
      paragraph(
        'says ',
        bold(AUTHORS.sustainability.name),
        `, ${AUTHORS.sustainability.title} at ${brandName}.`,
      ),
      heading3('What to check before installing'),
      bulletList([
        ['Roof structure and remaining roof-sheet life: re-roofing under a solar system is expensive.'],
        [
          'Municipal registration and grid-connection rules, which differ between Johannesburg, Ekurhuleni, Tshwane and Cape Town.',
        ],
        ['Insurance, including cover for hail damage and theft.'],
      ]),
      paragraph(
        'Watch the video for a tour of a 1.8 MWp system in Jet Park, and read about our ',
        link('energy, water and sustainability services', '/group-services/energy-water-and-sustainability'),
        '.',
      ),
    ),
  };
}

function waterSecurityLeasing(brandName: string): CmsNewsItem {
  return {
    slug: 'water-security-becomes-a-leasing-question-in-gauteng',
    type: 'NEWS',
    category: 'Sustainability',
    title: 'Water security becomes a leasing question in Gauteng',
    excerpt:
      'After repeated multi-day water outages, Gauteng tenants now ask about storage and boreholes before they sign. How owners are responding.',
    publishDate: '2025-04-10T07:00:00.000Z',
    featuredImage: sceneImage('office-interior', 4, 'Water storage tanks behind an office park'),
    heroImage: sceneImage(
      'skyline-johannesburg',
      9,
      'Johannesburg’s northern suburbs and office nodes from the air',
    ),
    youTube: null,
    author: AUTHORS.sustainability,
    articleCopy: richText(
      paragraph(
        `Water has joined electricity as a question every Gauteng tenant asks. In a survey of 140 occupiers conducted by ${brandName} in early 2025, 71% said water backup would influence their next leasing decision, up from 23% in 2022. The change follows repeated outages in Johannesburg and Tshwane, some lasting more than a week, as ageing bulk infrastructure was repaired.`,
      ),
      heading2('What tenants want'),
      bulletList([
        ['On-site storage for at least 48 hours of normal use.'],
        ['A borehole or a contract for tanker deliveries during outages.'],
        ['Water-efficient fittings that make storage last longer.'],
        ['Clear lease terms on who pays for backup water.'],
      ]),
      heading2('How owners are responding'),
      orderedList([
        ['Measuring actual daily consumption, often for the first time, to size storage correctly.'],
        ['Installing storage tanks with booster pumps, typically 50 to 200 kL for an office park.'],
        ['Drilling boreholes where geology and licensing allow, with treatment for potable use.'],
        ['Fitting leak detection and smart meters, which often cut consumption by 15–30% on their own.'],
      ]),
      paragraph(
        'A typical office park of 15,000 m² can achieve 48 hours of backup with an investment of R1.5 to R3 million, less than a single month of lost rental if tenants cannot occupy the buildings.',
      ),
      quote(
        'We now treat water the way we learnt to treat power: measure it, store it and never assume the municipality will deliver it.',
      ),
      heading3('Fire water'),
      paragraph(
        'Owners should remember that fire-water storage is separate from domestic backup. Sprinkler and hydrant systems need their own tanks, and using them for domestic water can invalidate insurance cover.',
      ),
      paragraph(
        'Our ',
        link('strategic risk management', '/services/strategic-risk-management'),
        ' team assesses water risk across portfolios, and our ',
        link('sustainability team', '/group-services/energy-water-and-sustainability'),
        ' designs and manages backup projects.',
      ),
    ),
  };
}

function sustainabilityReport2026(brandName: string): CmsNewsItem {
  return {
    slug: 'sustainability-report-2026-net-zero-at-head-office-in-sight',
    type: 'NEWS',
    category: 'Sustainability',
    title: 'Our 2026 sustainability report: net zero at head office in sight',
    excerpt: `${brandName}'s 2026 sustainability report shows 42 MWp of solar on managed roofs and a 38% cut in our own emissions since 2021.`,
    publishDate: '2026-11-05T07:00:00.000Z',
    featuredImage: sceneImage(
      'skyline-johannesburg',
      3,
      'Solar panels on the roof of an office building in Sandton',
    ),
    heroImage: sceneImage('office-interior', 5, 'A naturally lit office with plants and low-energy lighting'),
    youTube: null,
    author: AUTHORS.sustainability,
    articleCopy: richText(
      paragraph(
        `${brandName} has published its 2026 sustainability report, covering our own offices and the 3.1 million m² of property we manage for clients. The headline: emissions from our own operations are down 38% since 2021, and Ridgeway House in Sandton now draws 60% of its electricity from solar.`,
      ),
      heading2('Highlights'),
      bulletList([
        [bold('42 MWp '), 'of solar on managed roofs, generating about 67 GWh a year.'],
        [bold('28 '), 'Green Star certifications achieved for client buildings in the past twelve months.'],
        [
          bold('71% '),
          'of managed buildings now have smart electricity metering, on track for 100% by the end of 2027.',
        ],
        [bold('21% '), 'less water used per m² across managed office parks since 2022.'],
      ]),
      heading2('Where we fell short'),
      paragraph(
        'We did not meet our target to divert 60% of operational waste from landfill; we reached 47%, held back by a shortage of recycling contractors outside the major metros. And scope 3 emissions from business travel rose as our cross-border work grew.',
      ),
      heading2('Targets for 2027'),
      orderedList([
        [
          'Net-zero operational carbon at Ridgeway House, using additional roof and carport solar and a wheeled renewable-energy contract.',
        ],
        ['Smart metering in every managed building.'],
        ['Waste diversion of 55%, with new contractors in Gqeberha and Bloemfontein.'],
        ['A published carbon footprint for every managed building, shared with its tenants.'],
      ]),
      paragraph(
        'For the first time, the report also includes a building-by-building table of energy intensity, in kWh per m² a year, for every office building we manage. The median is 142 kWh per m², and the best-performing building, a Green Star-rated office in Umhlanga Ridge, uses 88.',
      ),
      quote('A sustainability report is only worth reading if it includes what went wrong. Ours does.'),
      paragraph(
        'The report is available on our ',
        link('publications page', '/media/publications'),
        '. Certification criteria for Green Star ratings are available from the ',
        link('Green Building Council South Africa', 'https://gbcsa.org.za'),
        '. Read more about ',
        link('our commitment', '/about/commitment'),
        '.',
      ),
    ),
  };
}

function sustainabilityLeadershipAward(brandName: string): CmsNewsItem {
  return {
    slug: 'energy-programme-wins-sustainability-leadership-award-2024',
    type: 'AWARD',
    category: 'Sustainability',
    title: 'Energy programme wins Sustainability Leadership Award 2024',
    excerpt:
      'Our portfolio-wide solar and metering programme was recognised at the 2024 Property Sustainability Awards for cutting grid use by 58 GWh a year.',
    publishDate: '2024-11-14T07:00:00.000Z',
    featuredImage: sceneImage(
      'warehouse-aerial',
      7,
      'Solar panels on warehouse roofs in an East Rand industrial park',
    ),
    heroImage: sceneImage('handshake-meeting', 9, 'The energy team receiving the award on stage'),
    youTube: null,
    author: AUTHORS.marketing,
    articleCopy: richText(
      paragraph(
        `${brandName}'s energy, water and sustainability team has won the Sustainability Leadership Award at the 2024 Property Sustainability Awards. The award recognises the team's programme of rooftop solar, smart metering and energy efficiency across 146 buildings managed by ${brandName}, which now avoids about 58 GWh of grid electricity a year.`,
      ),
      heading2('The programme'),
      bulletList([
        ['33 MWp of rooftop solar installed on managed buildings between 2022 and 2024.'],
        [
          'Smart meters in 104 buildings, allowing accurate billing of grid, solar and generator power to each tenant.',
        ],
        ['LED lighting and HVAC scheduling upgrades in 58 office buildings.'],
        ['A monthly energy report for every owner and tenant.'],
      ]),
      quote(
        'This programme shows that sustainability and financial performance point in the same direction. Owners earn a return, tenants pay less and the grid carries less load.',
      ),
      paragraph(
        'said the judges. Team head ',
        bold(AUTHORS.sustainability.name),
        ' accepted the award on behalf of the 23 engineers, energy analysts and property managers involved.',
      ),
      heading2('Results for clients'),
      bulletList([
        ['Average tenant electricity costs down 19% in buildings with solar and smart metering.'],
        ['Generator diesel use down 44% during load-shedding, as solar carried daytime loads.'],
        ['Recoveries of utility costs above 97%, up from 88% before metering.'],
      ]),
      paragraph(
        'The Property Sustainability Awards are judged by engineers, owners and occupiers, and this year drew 46 entries from developers, funds and managing agents across the country.',
      ),
      heading3('What comes next'),
      paragraph(
        'The team is now adding battery storage at selected sites and preparing several buildings for net-zero certification. Owners interested in the programme can contact our ',
        link('energy, water and sustainability team', '/group-services/energy-water-and-sustainability'),
        ' on 011 555 0157.',
      ),
    ),
  };
}

export function buildSustainabilityNews(brandName: string): CmsNewsItem[] {
  return [
    solarOnIndustrialRoofs(brandName),
    waterSecurityLeasing(brandName),
    sustainabilityReport2026(brandName),
    sustainabilityLeadershipAward(brandName),
  ];
}
