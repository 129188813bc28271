import 'server-only';
import type { CmsPage } from '@/lib/content/wire-types';
import {
  bold,
  bulletList,
  heading2,
  heading3,
  italic,
  link,
  orderedList,
  paragraph,
  quote,
  richText,
  table,
} from '@/lib/embedded/content/rich-text';
import { buildPage, contactParagraph, sceneImage } from './page-parts';
import { PEOPLE } from '@/lib/embedded/sample/people/staff';

const UPDATED_AT = '2026-09-14T08:00:00.000Z';

function buildStrategyAndConsulting(brandName: string): CmsPage {
  return buildPage({
    slug: 'services/strategy-and-consulting',
    section: 'services',
    title: 'Strategy and consulting',
    intro:
      'Portfolio strategy, location studies and development feasibility for occupiers, owners and the public sector.',
    heroImage: sceneImage(
      'office-interior',
      3,
      'A strategy workshop with a floor plan and sticky notes on a glass wall',
    ),
    updatedAt: UPDATED_AT,
    body: richText(
      heading2('Decisions before transactions'),
      paragraph(
        `Strategy and consulting is the part of ${brandName} that helps clients decide what to do before anyone negotiates. Our consultants combine our research data with financial modelling to answer questions such as: should we own or lease our head office, which of our 40 branches should close, is this vacant site worth developing, and what will our portfolio cost in five years if escalations stay at 7%?`,
      ),
      heading3('Typical questions we answer'),
      bulletList([
        [
          bold('Location strategy: '),
          'where to put a regional hub so that staff commutes, client access and rental all balance.',
        ],
        [
          bold('Own or lease: '),
          'a discounted cash-flow comparison, including transfer duty, maintenance and the value of flexibility.',
        ],
        [
          bold('Portfolio rationalisation: '),
          'which sites to exit, consolidate or renew, and in what order.',
        ],
        [
          bold('Development feasibility: '),
          'highest and best use, bulk, zoning, costs and likely rental for a site.',
        ],
        [
          bold('Public-sector accommodation: '),
          'needs analysis and business cases for departments and municipalities.',
        ],
      ]),
      heading2('Our method'),
      orderedList([
        ['Define the decision and the people who must sign it off.'],
        ['Gather data: leases, headcount, utilisation, costs and our market evidence for each node.'],
        ['Build two to four options, each with capital cost, annual cost and risk.'],
        ['Test them with the client in a workshop, then refine the preferred option.'],
        ['Hand over an implementation plan that our transaction and project teams can deliver.'],
      ]),
      heading2('Recent work'),
      bulletList([
        [
          'A provincial department in Gauteng reduced leased office space by 31,000 m² through a five-year consolidation plan.',
        ],
        [
          'A retail bank tested 63 branch locations against footfall and trading data and closed 11 without losing market share.',
        ],
        [
          'A landowner in Cornubia, north of Durban, phased a 14-hectare site into logistics, light industrial and convenience retail.',
        ],
        [
          'A technology company weighed Century City, the Cape Town CBD and Claremont for a 900-person campus; it chose Century City on transport and parking.',
        ],
      ]),
      quote(
        'A good strategy is short. If the board cannot repeat the recommendation after one meeting, we have not finished the work.',
      ),
      paragraph(
        'Consulting work is charged on a fixed fee agreed upfront, so the advice is never tied to the size of a later transaction.',
      ),
      contactParagraph('To scope a project, contact ', PEOPLE.strategy),
    ),
  });
}

function buildTransactionServices(brandName: string): CmsPage {
  return buildPage({
    slug: 'services/transaction-services',
    section: 'services',
    title: 'Transaction services',
    intro:
      'Lease and sale negotiations run from first brief to signed agreement, with the commercial terms checked line by line.',
    heroImage: sceneImage(
      'handshake-meeting',
      2,
      'A broker and a client reviewing a lease agreement at a meeting table',
    ),
    updatedAt: UPDATED_AT,
    body: richText(
      heading2('Getting the deal done, and done properly'),
      paragraph(
        `Transaction services is the team at ${brandName} that takes a property deal from heads of terms to signature. Our transaction managers work alongside the broker who found the space or the buyer, and they own the paperwork, the negotiation log and the deadlines. Clients use them for new leases, renewals, subleases, early terminations, sales and purchases of owner-occupied buildings.`,
      ),
      paragraph(
        'The difference is discipline. A typical South African office lease runs to 40 pages plus annexures, and the clauses that cost money later are rarely the rental: they are the escalation base, the operating-cost recoveries, the reinstatement obligations and the definition of the lettable area.',
      ),
      heading3('Who uses transaction services'),
      bulletList([
        ['Tenants leasing 300 m² or more who want an experienced negotiator on their side.'],
        [
          'Landlords letting new developments or large vacancies who need a consistent approach across many tenants.',
        ],
        ['Owner-occupiers buying or selling their premises.'],
        ['Corporate real-estate teams that need extra capacity during a relocation programme.'],
      ]),
      heading2('The transaction process'),
      orderedList([
        [
          bold('Heads of terms: '),
          'we agree the commercial deal in a short document before lawyers are instructed, which saves weeks.',
        ],
        [
          bold('Area and cost check: '),
          'we verify the rentable area against the industry-standard measuring method and test the operating-cost budget behind any recoveries.',
        ],
        [
          bold('Lease review: '),
          'we mark up the landlord’s draft against the heads of terms and our clause library.',
        ],
        [
          bold('Conditions: '),
          'we track suspensive conditions such as board approval, finance, zoning and the tenant installation programme.',
        ],
        [
          bold('Signature and handover: '),
          'we confirm the deposit or guarantee, the beneficial occupation date and the snag list.',
        ],
      ]),
      heading2('Typical lease terms in 2026'),
      table(
        ['Term', 'Offices (A-grade)', 'Industrial and logistics'],
        [
          ['Lease length', '5 years, 10 for large head offices', '3–5 years, 10+ for build-to-suit'],
          ['Annual escalation', '6–7%', '6–7.5%'],
          ['Deposit or guarantee', '2–3 months’ gross rental', '2–3 months’ gross rental'],
          [
            'Tenant installation allowance',
            'R1,000–R2,500 per m² on 5-year terms',
            'Usually limited to offices and ablutions',
          ],
        ],
      ),
      paragraph(
        'These are the bands we see most often in Sandton, Rosebank, Umhlanga Ridge and Century City, and on the East Rand and Cape Town industrial nodes; they are a guide, ',
        italic('not'),
        ' a quote. Our ',
        link('broking team', '/services/broking'),
        ' can tell you what a specific building has achieved.',
      ),
      quote(
        'We read the lease the way a tenant will live with it for five years, not the way it looks on signing day.',
      ),
      contactParagraph('For help with a lease or sale, contact ', PEOPLE.transactions),
    ),
  });
}

function buildWorkplaceSolutions(brandName: string): CmsPage {
  return buildPage({
    slug: 'services/workplace-solutions',
    section: 'services',
    title: 'Workplace solutions',
    intro:
      'Workplace strategy, space planning and fit-out management that match the office to how your people actually work.',
    heroImage: sceneImage(
      'office-interior',
      4,
      'A bright office breakout area with booths, plants and a coffee counter',
    ),
    updatedAt: UPDATED_AT,
    body: richText(
      heading2('Offices designed around real behaviour'),
      paragraph(
        `Since hybrid work settled in, most South African offices we measure are between 35% and 55% occupied on an average day, yet full on Tuesdays and Wednesdays. ${brandName}'s workplace solutions team helps organisations design space for that pattern: fewer assigned desks, more rooms for collaboration and focused work, and a floor plate that can flex as teams change.`,
      ),
      heading3('For whom'),
      bulletList([
        [
          'Companies relocating or renewing, who want to size the new lease from evidence rather than headcount.',
        ],
        ['Occupiers whose staff have stopped coming in and who want to understand why.'],
        ['Landlords repositioning B-grade buildings with shared amenities to compete with newer stock.'],
      ]),
      heading2('How we work'),
      orderedList([
        [
          bold('Measure. '),
          'We run a two-week utilisation study with desk sensors or walk-through observations, plus a staff survey.',
        ],
        [
          bold('Define. '),
          'Workshops with leaders set the work settings each team needs and the ratio of desks to people.',
        ],
        [
          bold('Plan. '),
          'Our space planners test the brief against candidate buildings before a lease is signed.',
        ],
        [
          bold('Deliver. '),
          'We manage the design team and contractor through the fit-out, on a fixed budget per m².',
        ],
        [
          bold('Review. '),
          'Six months after move-in we measure again and adjust settings that are not being used.',
        ],
      ]),
      heading2('Results'),
      bulletList([
        [
          'An insurer in Sandton moved 1,100 staff into 9,400 m², down from 14,000 m², at a desk ratio of 0.7, and attendance rose from 38% to 61%.',
        ],
        [
          'A consulting firm in the Cape Town CBD replaced two floors of cellular offices with a mix of focus rooms and team neighbourhoods, completed in 14 weeks.',
        ],
        [
          'A state-owned entity in Pretoria rolled out a single workplace standard across seven regional offices.',
        ],
      ]),
      heading3('Fit-out costs'),
      paragraph(
        'A mid-specification office fit-out in Johannesburg currently costs roughly R6,500–R9,500 per m² before furniture, and a Cape Town fit-out about 5–10% more. Where the landlord contributes a tenant installation allowance, we make sure the allowance covers the items that add value, such as ceilings, lighting and data, and that reinstatement at lease end is agreed upfront.',
      ),
      quote(
        'The cheapest square metre is the one you do not lease. The second cheapest is the one people actually use.',
      ),
      paragraph(
        'Workplace projects often start with a ',
        link('portfolio review', '/services/occupier-services'),
        ' and end with ',
        link('facilities management', '/group-services/integrated-facilities-management'),
        ' taking over the new space.',
      ),
      contactParagraph('To plan your next office, contact ', PEOPLE.workplace),
    ),
  });
}

export function buildAdvisoryServicesPages(brandName: string): CmsPage[] {
  return [
    buildStrategyAndConsulting(brandName),
    buildTransactionServices(brandName),
    buildWorkplaceSolutions(brandName),
  ];
}
