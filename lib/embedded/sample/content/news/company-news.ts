import 'server-only';
import type { CmsNewsItem } from '@/lib/content/wire-types';
import {
  bold,
  bulletList,
  heading2,
  heading3,
  hr,
  link,
  orderedList,
  paragraph,
  quote,
  richText,
} from '@/lib/embedded/content/rich-text';
import { sceneImage } from '../pages/page-parts';
import { PEOPLE } from '@/lib/embedded/sample/people/staff';
import { AUTHORS } from '@/lib/embedded/sample/people/authors';

function tenantHelpdeskApp(brandName: string): CmsNewsItem {
  return {
    slug: 'tenant-helpdesk-app-launched-for-managed-buildings',
    type: 'NEWS',
    category: 'Company News',
    title: `${brandName} launches a tenant helpdesk app for managed buildings`,
    excerpt:
      'Tenants in the 420 buildings we manage can now log faults, track repairs and see their utility use from their phones.',
    publishDate: '2024-12-05T07:00:00.000Z',
    featuredImage: sceneImage(
      'office-interior',
      2,
      'A tenant logging a maintenance request on a mobile phone',
    ),
    heroImage: sceneImage(
      'office-interior',
      3,
      'A helpdesk operator at a screen showing open maintenance jobs',
    ),
    youTube: null,
    author: AUTHORS.marketing,
    articleCopy: richText(
      paragraph(
        `From 1 December 2024, tenants in the 420 buildings managed by ${brandName} can use a new helpdesk app to report faults, follow the progress of repairs and see their electricity and water use. The app replaces the email and telephone helpdesk as the main channel, although the 24-hour call centre remains available.`,
      ),
      heading2('What tenants can do'),
      bulletList([
        [
          'Log a fault with a photograph and the exact location, from a blocked drain to a failed air-conditioning unit.',
        ],
        ['Track each job from logging to completion, with the contractor’s name and expected arrival time.'],
        ['Rate the repair once it is done.'],
        ['See monthly electricity, solar and water use where smart meters are installed.'],
        ['Receive notices about planned maintenance, water outages and access changes.'],
      ]),
      heading2('How to get started'),
      orderedList([
        ['Your property manager will send a registration link to the contact person on your lease.'],
        ['That person can add colleagues, such as office managers and facilities staff.'],
        ['Download the app, sign in and confirm your building and unit.'],
      ]),
      quote(
        'Tenants told us the most frustrating thing about a fault is not knowing what is happening. Now they can see it, and so can we.',
      ),
      paragraph(
        'says ',
        bold(PEOPLE.propertyManagement.name),
        `, ${PEOPLE.propertyManagement.title} at ${brandName}.`,
      ),
      heading3('Privacy'),
      paragraph(
        'The app collects only the information needed to manage requests: names, contact details and the requests themselves. It is covered by our ',
        link('privacy notice', '/privacy'),
        ', and data is stored on servers that meet the requirements of the Protection of Personal Information Act.',
      ),
      paragraph(
        'During the pilot in 38 buildings, the average time to resolve a non-urgent fault fell from 4.6 to 2.9 working days, and tenant satisfaction with maintenance rose from 6.8 to 8.1 out of 10. Landlords also benefit: the app gives them a live view of open jobs and contractor performance across their buildings.',
      ),
      paragraph(
        'Questions? Contact your property manager, or read more about our ',
        link('property management', '/group-services/property-management'),
        ' services.',
      ),
    ),
  };
}

function candidatePractitionerIntake(brandName: string): CmsNewsItem {
  return {
    slug: 'candidate-property-practitioners-2026-intake',
    type: 'NEWS',
    category: 'Company News',
    title: 'Twenty-four candidate property practitioners join our 2026 intake',
    excerpt:
      'Our candidate practitioner programme welcomes 24 graduates from nine universities, the largest intake since the programme started.',
    publishDate: '2025-11-13T07:00:00.000Z',
    featuredImage: sceneImage('handshake-meeting', 4, 'A group of young graduates at an induction day'),
    heroImage: sceneImage('office-interior', 4, 'Graduates in a training session in a Sandton boardroom'),
    youTube: null,
    author: AUTHORS.marketing,
    articleCopy: richText(
      paragraph(
        `${brandName} has selected 24 graduates for its 2026 candidate property practitioner programme, chosen from more than 1,100 applicants. They start in January 2026 in our Sandton, Pretoria, Cape Town and Durban offices.`,
      ),
      heading2('About the programme'),
      paragraph(
        'Under the Property Practitioners Act, new entrants must complete a period of practical training as candidate practitioners before they can practise independently. Our programme builds that requirement into a structured two-year rotation:',
      ),
      orderedList([
        ['Six months in research and valuations, learning how the market is measured.'],
        ['Six months in property management, learning how buildings are run.'],
        ['Twelve months in a broking team, working alongside an experienced principal.'],
      ]),
      paragraph(
        'Candidates complete the PPRA’s professional designation examinations during the programme, and receive a salary rather than commission only, so that people without family financial support can enter the profession.',
      ),
      heading2('The 2026 intake'),
      bulletList([
        [
          'Graduates from nine universities, in property studies, quantity surveying, commerce, law and urban planning.',
        ],
        ['Two-thirds of the intake are women, and 83% are black South Africans.'],
        ['Four are the first in their families to attend university.'],
      ]),
      paragraph(
        'Each candidate is paired with a mentor outside their reporting line, usually a director from another business in the group, and spends a week with our partner firms in Botswana or Namibia during the second year.',
      ),
      quote(
        'Our industry has not always been easy to get into if you did not know someone. This programme exists to change that.',
      ),
      paragraph('says ', bold(PEOPLE.managingDirector.name), `, Managing Director of ${brandName}.`),
      hr(),
      heading3('Applications for 2027'),
      paragraph(
        'Since the programme started in 2018, 71% of candidates have stayed with us after qualifying. Applications for the 2027 intake open in June 2026 on our careers site. Read more about ',
        link('our commitment to transformation', '/about/commitment'),
        '.',
      ),
    ),
  };
}

function propertyManagementCompanyOfTheYear(brandName: string): CmsNewsItem {
  return {
    slug: 'property-management-company-of-the-year-2023',
    type: 'AWARD',
    category: 'Company News',
    title: 'Named Property Management Company of the Year 2023',
    excerpt: `${brandName} was named Property Management Company of the Year 2023 for arrears, tenant retention and client-reporting results across 2.7 million m².`,
    publishDate: '2023-12-07T07:00:00.000Z',
    featuredImage: sceneImage(
      'handshake-meeting',
      5,
      'The property management leadership team with their award',
    ),
    heroImage: sceneImage('skyline-johannesburg', 6, 'Office buildings in Sandton managed by the company'),
    youTube: null,
    author: AUTHORS.marketing,
    articleCopy: richText(
      paragraph(
        `${brandName} has been named Property Management Company of the Year 2023 at the Commercial Property Excellence Awards, held in Sandton on 30 November. The award recognises the performance of our property management business across 2.7 million m² of office, industrial and retail property for 58 owners.`,
      ),
      heading2('What the judges looked at'),
      bulletList([
        [bold('Arrears: '), '2.4% of monthly billing, against an industry benchmark of about 4%.'],
        [bold('Tenant retention: '), '78% of tenants renewed at lease expiry.'],
        [
          bold('Recoveries: '),
          'utility recoveries above 95% of municipal costs, despite severe load-shedding.',
        ],
        [
          bold('Reporting: '),
          'monthly owner reports issued by the seventh working day, every month of the year.',
        ],
      ]),
      heading2('A difficult year'),
      paragraph(
        '2023 was the worst year of load-shedding on record, and our teams spent much of it keeping buildings running: refuelling generators, rescheduling maintenance and explaining diesel recoveries to tenants. The judges noted that our results improved despite those pressures.',
      ),
      paragraph(
        'During the year we also took over management of two new portfolios, a 180,000 m² industrial portfolio on the East Rand and 14 convenience centres in KwaZulu-Natal and the Eastern Cape, without a single late owner report.',
      ),
      quote(
        'This award belongs to the property managers, accountants and technicians who kept 400 buildings running through a year when the power was off for hours every day.',
      ),
      paragraph('said ', bold(PEOPLE.propertyManagement.name), `, ${PEOPLE.propertyManagement.title}.`),
      heading3('Thank you'),
      paragraph(
        'We thank the owners who trust us with their buildings and the tenants who worked with us through a challenging year. Owners interested in our services can read more about ',
        link('property management', '/group-services/property-management'),
        ' or contact the team on 011 555 0136.',
      ),
    ),
  };
}

export function buildCompanyNews(brandName: string): CmsNewsItem[] {
  return [
    tenantHelpdeskApp(brandName),
    candidatePractitionerIntake(brandName),
    propertyManagementCompanyOfTheYear(brandName),
  ];
}
