import 'server-only';
import type { CmsCompany, CmsPage } from '@/lib/content/wire-types';
import {
  bold,
  bulletList,
  heading2,
  heading3,
  hr,
  italic,
  link,
  orderedList,
  paragraph,
  quote,
  richText,
  table,
  type Child,
} from '@/lib/embedded/content/rich-text';
import { buildPage, contactParagraph, mailLink, sceneImage } from './page-parts';
import { SAMPLE_EMAIL_DOMAIN } from '@/lib/company-defaults';
import { PEOPLE, type Person } from '@/lib/embedded/sample/people/staff';

const UPDATED_AT = '2026-10-12T08:00:00.000Z';
const ETHICS_EMAIL = `ethics@${SAMPLE_EMAIL_DOMAIN}`;
const ETHICS_SMS = '072 555 0247';
/** Shown as text on the fraud page; the site's own policy must never let it run (security spec). */
export const SCAM_SNIPPET = "<script>location='https://verify-payment.example/pay'</script>";

function contactLine(need: string, description: string, contact: Person): Child[] {
  return [
    bold(need),
    ` ${description} Call ${contact.name}, ${contact.title}, on ${contact.telephone} or email `,
    mailLink(contact.email),
    '.',
  ];
}

function buildContactPage(company: CmsCompany): CmsPage {
  return buildPage({
    slug: 'contact',
    section: 'help',
    title: 'Contact us',
    intro: `Call, email or visit any of ${company.name}'s six offices. Tell us what you need and we will put you through to the right specialist.`,
    heroImage: sceneImage(
      'handshake-meeting',
      4,
      'A receptionist welcoming a visitor at an office front desk',
    ),
    updatedAt: UPDATED_AT,
    body: richText(
      heading2('How we can help'),
      paragraph(
        `The quickest way to an answer is to tell us what you are trying to do. Our switchboard on ${company.headOffice.phone} is open from 08:00 to 17:00, Monday to Friday, and every enquiry sent from a listing goes straight to the responsible broker.`,
      ),
      heading3('Enquiries by need'),
      bulletList([
        contactLine(
          'To lease space.',
          'Offices, warehouses, shops and yards in every major node.',
          PEOPLE.broking,
        ),
        contactLine(
          'To buy property.',
          'Owner-occupied buildings, sectional-title units and investments.',
          PEOPLE.salesExecutive,
        ),
        contactLine(
          'To sell or let your property.',
          'Sole and open mandates, auctions and investment sales.',
          PEOPLE.capitalMarkets,
        ),
        contactLine(
          'For a valuation.',
          'Financial reporting, lending, tax, insurance and disputes.',
          PEOPLE.valuations,
        ),
        contactLine(
          'For property management.',
          'Rent collection, maintenance, recoveries and reporting.',
          PEOPLE.propertyManagement,
        ),
        contactLine(
          'For market research and data.',
          'Reports, node data and bespoke studies.',
          PEOPLE.research,
        ),
      ]),
      paragraph(
        'You can also search every listing on our ',
        link('property search', '/search'),
        ' and send an enquiry from the property page; the broker named on the listing will reply, usually on the same working day.',
      ),
      heading3('Tenants of buildings we manage'),
      paragraph(
        'For maintenance, access cards or billing queries, please use the helpdesk number on your lease or in your building’s reception. For urgent faults after hours, such as a power failure, flooding or a security incident, the helpdesk is staffed 24 hours a day on 0861 555 424.',
      ),
      heading3('Media, compliments and complaints'),
      paragraph(
        'Journalists can reach ',
        bold(PEOPLE.marketing.name),
        ` on ${PEOPLE.marketing.telephone}. To praise a team or raise a concern, see `,
        link('customer care', '/customer-care'),
        '. To report suspected fraud, use our ',
        link('fraud hotline', '/fraud-hotline'),
        '.',
      ),
      quote(
        'Never pay a deposit before you have verified the bank details with us by telephone on a number from this website.',
      ),
      heading2('Our offices'),
      paragraph(
        `Our head office is at ${company.headOffice.addressLines.join(', ')}, with regional offices in ${company.offices.map((office) => office.name).join(', ')}. Visitors are welcome by appointment; there is visitor parking at every office.`,
      ),
    ),
  });
}

function buildFraudHotline(company: CmsCompany): CmsPage {
  return buildPage({
    slug: 'fraud-hotline',
    section: 'help',
    title: 'Fraud hotline',
    intro: `Report fraud, corruption or unethical conduct anonymously on ${company.fraudHotline}, and learn how to avoid deposit and fake-listing scams.`,
    heroImage: sceneImage('office-interior', 2, 'A person on a telephone call at a desk, making notes'),
    updatedAt: UPDATED_AT,
    body: richText(
      heading2('Warning: deposit and fake-listing scams'),
      quote(
        `${company.name} will never ask you to pay a deposit, rental or purchase price into a personal bank account, and our trust account details never change by email.`,
      ),
      paragraph(
        'Criminals copy real listings, create look-alike email addresses and send convincing invoices, often just before a lease starts or a transfer is registered. Protect yourself:',
      ),
      bulletList([
        [
          bold('Verify bank details by telephone '),
          `before every payment. Call our office on a number from this website, such as ${company.headOffice.phone}, not a number in the email or invoice.`,
        ],
        [
          bold('Check the email address. '),
          `Our staff only use addresses ending in @${SAMPLE_EMAIL_DOMAIN}.`,
        ],
        [
          bold('Be wary of urgency. '),
          'A broker who pressures you to pay before viewing, or says other people are about to take the space, is a warning sign.',
        ],
        [
          bold('View before you pay. '),
          'Every property we market can be viewed with the responsible broker.',
        ],
        [
          bold('Never paste code into a web page. '),
          `A newer scam asks you to "verify a payment" by pasting text such as ${SCAM_SNIPPET} into a website or your browser. No bank, broker or conveyancer ever needs you to.`,
        ],
        [
          bold('Our trust accounts are audited '),
          'under the Property Practitioners Act, and deposits are paid only into them.',
        ],
      ]),
      paragraph(
        'If you have paid money into an account you now suspect, contact your bank immediately to try to stop the payment, report the matter to the South African Police Service, and tell us on the hotline.',
      ),
      hr(),
      heading2('How to report fraud or unethical conduct'),
      paragraph(
        'Our hotline is run by an independent provider, so reports are received by people who do not work for us. You can report anonymously and confidentially, 24 hours a day, every day of the year.',
      ),
      table(
        ['Channel', 'Details'],
        [
          ['Toll-free hotline', `${company.fraudHotline} (free from any South African landline or mobile)`],
          ['Email', mailLink(ETHICS_EMAIL)],
          ['SMS', `${ETHICS_SMS}; we will call you back if you ask us to`],
          ['Post', `The Ethics Officer, ${company.headOffice.addressLines.join(', ')}`],
        ],
      ),
      heading3('What to include'),
      orderedList([
        [bold('Who '), 'was involved: names, job titles, companies.'],
        [bold('What '), 'happened, and how you know about it.'],
        [bold('When '), 'it happened, and whether it is still going on.'],
        [bold('Where '), 'it happened: the office, building or property.'],
        [bold('Evidence: '), 'documents, emails, bank references or the names of witnesses.'],
      ]),
      paragraph(
        'If you report anonymously, the provider gives you a reference number so that you can call back, add information and hear the outcome without revealing who you are.',
      ),
      heading3('Your protection'),
      paragraph(
        'We do not tolerate retaliation against anyone who reports a concern in good faith. Employees who report are protected by the Protected Disclosures Act 26 of 2000, and any manager who victimises a whistle-blower faces disciplinary action. Every report is reviewed by our Ethics Officer, and serious matters go to the chair of the board’s social and ethics committee.',
      ),
      paragraph(
        italic('What to report: '),
        'theft, bribery, kickbacks from contractors, conflicts of interest, misuse of client money, falsified documents, harassment and breaches of our ',
        link('code of conduct', '/about/commitment'),
        '.',
      ),
    ),
  });
}

function buildCustomerCare(company: CmsCompany): CmsPage {
  const regional: Array<[office: string, contact: Person]> = [
    ['Gauteng (Sandton)', PEOPLE.customerCare],
    ['Pretoria', PEOPLE.pretoria],
    ['Western Cape', PEOPLE.capeTown],
    ['KwaZulu-Natal', PEOPLE.durban],
    ['Eastern Cape', PEOPLE.gqeberha],
    ['Free State', PEOPLE.bloemfontein],
  ];
  return buildPage({
    slug: 'customer-care',
    section: 'help',
    title: 'Customer care',
    intro:
      'Raise a complaint or pass on a compliment. We acknowledge within one business day and aim to resolve within ten.',
    heroImage: sceneImage(
      'handshake-meeting',
      5,
      'A property manager talking with a tenant in an office lobby',
    ),
    updatedAt: UPDATED_AT,
    body: richText(
      heading2('Tell us how we are doing'),
      paragraph(
        `Whether one of our brokers went the extra mile or a maintenance request has gone unanswered, we want to hear about it. Every message to ${company.customerCareEmail} is logged, given a reference number and tracked until it is closed.`,
      ),
      heading2('Our service standards'),
      bulletList([
        [
          bold('Acknowledgement '),
          'within one business day, with a reference number and the name of the person handling it.',
        ],
        [
          bold('Resolution '),
          'within ten business days; if it will take longer, we tell you why and when to expect an answer.',
        ],
        [bold('Updates '), 'at least every three business days while the matter is open.'],
      ]),
      heading2('How to raise a complaint'),
      orderedList([
        [
          'Speak to the broker, property manager or team involved; most problems are fixed fastest at the source.',
        ],
        [
          `If that does not resolve it, email `,
          mailLink(company.customerCareEmail),
          ` or call ${PEOPLE.customerCare.telephone}. Include your name, the property, what happened and what you would like us to do.`,
        ],
        [
          'If you are still not satisfied, ask for the matter to be escalated to the regional manager, who will review it within five business days.',
        ],
        [
          `Final internal escalation is to our Managing Director, ${PEOPLE.managingDirector.name}, through the customer care team.`,
        ],
      ]),
      paragraph(
        'If a complaint concerns the conduct of a property practitioner and you are not satisfied with our response, you may also contact the ',
        link('Property Practitioners Regulatory Authority', 'https://theppra.org.za'),
        '. Suspected fraud should be reported on our ',
        link('fraud hotline', '/fraud-hotline'),
        `, ${company.fraudHotline}.`,
      ),
      heading2('Compliments'),
      paragraph(
        'Compliments are passed to the person concerned and their manager, and count towards our annual service awards. Thank you for taking the time.',
      ),
      heading2('Regional contacts'),
      table(
        ['Region', 'Contact', 'Telephone', 'Email'],
        regional.map(([office, contact]) => [
          office,
          `${contact.name}, ${contact.title}`,
          contact.telephone,
          mailLink(contact.email),
        ]),
      ),
      contactParagraph('Our customer care team is led by ', PEOPLE.customerCare),
    ),
  });
}

export function buildHelpPages(company: CmsCompany): CmsPage[] {
  return [buildContactPage(company), buildFraudHotline(company), buildCustomerCare(company)];
}
