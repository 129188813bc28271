import 'server-only';
import { asksForCookieChoice, type Trackers } from '@/lib/analytics/cookie-settings';
import type { CmsCompany, CmsPage } from '@/lib/content/wire-types';
import {
  bold,
  bulletList,
  heading2,
  heading3,
  italic,
  link,
  paragraph,
  richText,
  table,
} from '@/lib/embedded/content/rich-text';
import { buildPage, mailLink, sceneImage } from './page-parts';
import { SAMPLE_EMAIL_DOMAIN } from '@/lib/company-defaults';
import { PEOPLE } from '@/lib/embedded/sample/people/staff';
import { formatPeriod } from '@/lib/privacy/retention';
import { getServerConfig } from '@/lib/server-config';

const EFFECTIVE_DATE = '2026-10-01T08:00:00.000Z';
const PRIVACY_EMAIL = `privacy@${SAMPLE_EMAIL_DOMAIN}`;

export const INFORMATION_REGULATOR = {
  address: 'JD House, 27 Stiemens Street, Braamfontein, Johannesburg, 2001',
  complaintsEmail: 'complaints.IR@justice.gov.za',
  website: 'https://inforegulator.org.za',
} as const;

/** What section 9 says of cookies: the choice the banner asks for, or that there is none to make. */
function cookiesParagraph(trackers: Trackers) {
  if (!asksForCookieChoice(trackers)) {
    return paragraph(
      "This website sets no analytics or advertising cookies, so it does not ask you to choose any. Your shortlist is kept in your own browser, on your device, and clearing your browser's site data removes it.",
    );
  }
  const kinds =
    trackers.analytics && trackers.advertising
      ? 'Analytics and advertising cookies are'
      : `${trackers.analytics ? 'Analytics' : 'Advertising'} cookies are`;
  return paragraph(
    `Strictly necessary cookies keep the site working and do not need consent. ${kinds} set only after you accept them in the cookie banner, and you can change your choice at any time through the cookie settings link in the footer or by clearing cookies in your browser.`,
  );
}

/** The notice of the site as configured: it names the trackers it runs, and only those. */
export function buildPrivacyPage(company: CmsCompany, trackers: Trackers): CmsPage {
  const { informationOfficer: officer, deputyInformationOfficer: deputy } = PEOPLE;
  // What `npm run data:prune` deletes, as configured: the notice says what the site does.
  const { enquiryRetentionMonths, unconfirmedAlertRetentionDays } = getServerConfig();
  return buildPage({
    slug: 'privacy',
    section: 'legal',
    title: 'Privacy notice',
    intro: `How ${company.name} collects, uses, shares and protects your personal information under POPIA, and how to exercise your rights.`,
    heroImage: sceneImage(
      'office-interior',
      9,
      'A quiet meeting room with a closed laptop and a notebook on the table',
    ),
    updatedAt: EFFECTIVE_DATE,
    body: richText(
      paragraph(
        italic('Effective date: 1 October 2026. '),
        'This notice explains how we process personal information in line with the Protection of Personal Information Act 4 of 2013 (POPIA). It applies to this website and to the personal information we receive from clients, tenants, buyers, sellers and other people we deal with.',
      ),
      heading2('1. Who is responsible for your information'),
      paragraph(
        'The responsible party is ',
        bold(company.legalName),
        ` (registration number ${company.registrationNumber}), ${company.headOffice.addressLines.join(', ')}, telephone ${company.headOffice.phone}.`,
      ),
      heading3('Information Officer and Deputy Information Officer'),
      bulletList([
        [bold('Information Officer: '), `${officer.name}, ${officer.telephone}, `, mailLink(PRIVACY_EMAIL)],
        [
          bold('Deputy Information Officer: '),
          `${deputy.name}, ${deputy.telephone}, `,
          mailLink(deputy.email),
        ],
      ]),
      paragraph(
        'Both officers are registered with the Information Regulator. Write to them at our head office address or by email.',
      ),
      heading2('2. What we collect through this website'),
      bulletList([
        [
          bold('Enquiry forms: '),
          'your name, email address, telephone number, message and the property or broker you enquired about.',
        ],
        [
          bold('Property alerts: '),
          'your email address, the search you saved, how often you want our e-mails and the record of your consent.',
        ],
        ...(trackers.analytics
          ? [
              [
                bold('Analytics cookies: '),
                'if you consent, pages viewed, searches made, device and browser type, approximate location from your IP address and the site that referred you.',
              ],
            ]
          : []),
        ...(trackers.advertising
          ? [
              [
                bold('Advertising pixels: '),
                'if you consent, identifiers that let advertising platforms measure which campaigns brought visitors to the site.',
              ],
            ]
          : []),
      ]),
      paragraph(
        'Outside the website we also collect information needed to conclude leases and sales, such as identity documents and proof of address, which the Financial Intelligence Centre Act requires us to verify.',
      ),
      heading2('3. Why we use it, and on what basis'),
      table(
        ['Purpose', 'Lawful basis under section 11 of POPIA'],
        [
          ['Answering your enquiry and arranging viewings', 'Your request, and steps towards a contract'],
          ['Concluding and administering leases, sales and mandates', 'Performance of a contract'],
          [
            'Client verification and record-keeping',
            'Legal obligations under FICA, the Property Practitioners Act and tax law',
          ],
          ...(asksForCookieChoice(trackers)
            ? [['Improving the website and measuring campaigns', 'Your consent to the cookies you accept']]
            : []),
          ['Sending the property alerts you ask for', 'Your consent, confirmed by e-mail'],
        ],
      ),
      heading2('4. Who we share it with'),
      bulletList([
        [
          bold('Landlords and sellers '),
          'of properties you enquire about, so that they can respond to your interest.',
        ],
        [
          bold('Service providers '),
          `who process information for us as operators: website hosting, our customer-relationship system${trackers.analytics ? ', email delivery and analytics' : ' and email delivery'}. They are bound by written agreements under section 21 of POPIA.`,
        ],
        [
          bold('Professional advisers '),
          'such as conveyancers, auditors and attorneys, where a transaction requires it.',
        ],
        [
          bold('Regulators and authorities '),
          'including the PPRA, the Financial Intelligence Centre and the South African Revenue Service, where the law requires.',
        ],
      ]),
      paragraph('We do not sell personal information.'),
      heading2('5. Transfers outside South Africa'),
      paragraph(
        'Some of our service providers store data in the European Union and the United States. We transfer information only where section 72 of POPIA allows it: to countries or recipients bound by laws, binding corporate rules or agreements that give protection substantially similar to POPIA, or with your consent. When you ask for help from one of our international partners, we share your information with them only for that request.',
      ),
      heading2('6. How long we keep it'),
      bulletList([
        [
          `Enquiries sent through this website: ${formatPeriod(enquiryRetentionMonths, 'month')} after we receive them, then they are deleted. What a lease or sale needs is kept as below.`,
        ],
        [
          `Saved searches with e-mail alerts: until you unsubscribe; a saved search you never confirm is deleted after ${formatPeriod(unconfirmedAlertRetentionDays, 'day')}.`,
        ],
        [
          'Client verification and transaction records: at least five years after the relationship ends, as FICA requires.',
        ],
        ...(trackers.analytics ? [['Analytics data: fourteen months, in aggregated form after that.']] : []),
      ]),
      heading2('7. How we protect it'),
      paragraph(
        'We apply the security safeguards section 19 of POPIA requires: encryption in transit and at rest, role-based access with multi-factor authentication, logging and monitoring, regular vulnerability testing, staff training and confidentiality undertakings. If we believe your information has been accessed without authority, we will notify you and the Information Regulator as section 22 requires.',
      ),
      heading2('8. Your rights'),
      bulletList([
        [bold('Access: '), 'ask whether we hold your information and for a copy of it (section 23).'],
        [
          bold('Correction and deletion: '),
          'ask us to correct or delete information that is inaccurate, out of date or no longer needed (section 24).',
        ],
        [bold('Objection: '), 'object to processing based on our legitimate interests (section 11(3)).'],
        [bold('Withdraw consent '), 'at any time, without affecting processing that took place before.'],
        [
          bold('Direct marketing: '),
          'we send electronic marketing only with your consent or to existing clients, as section 69 requires, and every message has an unsubscribe link.',
        ],
      ]),
      paragraph(
        'To exercise a right, email ',
        mailLink(PRIVACY_EMAIL),
        '. We will verify your identity and respond within 30 days. Requests for records are also covered by our ',
        link('PAIA manual', '/paia'),
        '.',
      ),
      heading2('9. Cookies and consent'),
      cookiesParagraph(trackers),
      heading2('10. Complaints to the Information Regulator'),
      paragraph(
        'Please raise any concern with our Information Officer first. You may also lodge a complaint with the Information Regulator at ',
        `${INFORMATION_REGULATOR.address}; email `,
        mailLink(INFORMATION_REGULATOR.complaintsEmail),
        '; website ',
        link('inforegulator.org.za', INFORMATION_REGULATOR.website),
        '.',
      ),
    ),
  });
}
