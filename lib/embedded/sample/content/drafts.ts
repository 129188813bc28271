import 'server-only';
import { BLOCKS } from '@contentful/rich-text-types';
import type { CmsNewsItem, CmsPage } from '@/lib/content/wire-types';
import { bulletList, heading2, link, paragraph, richText } from '@/lib/embedded/content/rich-text';
import { AUTHORS } from '@/lib/embedded/sample/people/authors';
import { sceneImage } from './pages/page-parts';

/**
 * What the CMS holds unpublished, so a preview shows something offline: an article that exists only
 * as a draft, and the about page with its first paragraph rewritten. Visitors see neither.
 */
export interface SampleDrafts {
  pages: CmsPage[];
  newsItems: CmsNewsItem[];
}

function newOfficeArticle(brandName: string): CmsNewsItem {
  return {
    slug: 'gqeberha-office-opens-in-2027',
    type: 'NEWS',
    category: 'Company News',
    title: `${brandName} will open an office in Gqeberha in 2027`,
    excerpt:
      'A seventh office, in Newton Park, will serve occupiers and landlords in the Nelson Mandela Bay metro and the Coega SEZ.',
    publishDate: '2026-11-20T07:00:00.000Z',
    featuredImage: sceneImage('office-interior', 1, 'An empty open-plan office awaiting its fit-out'),
    heroImage: sceneImage('office-interior', 4, 'Desks and meeting rooms in a newly fitted office'),
    youTube: null,
    author: AUTHORS.marketing,
    articleCopy: richText(
      paragraph(
        `${brandName} will open its seventh South African office in Newton Park, Gqeberha, in February 2027. The office starts with a team of twelve: brokers for industrial and retail space, a valuer and a property management team for the buildings we already manage in the metro.`,
      ),
      heading2('What the office will do'),
      bulletList([
        ['Let and sell warehousing and manufacturing space around the Coega SEZ and the N2 corridor.'],
        ['Value commercial property for landlords, lenders and the metro’s rates roll.'],
        ['Manage the 26 buildings in the metro that the Cape Town office runs today.'],
      ]),
      paragraph('Until then, call our ', link('Cape Town office', '/contact'), ' for the Eastern Cape.'),
    ),
  };
}

/** The published about page with its first paragraph as the draft has it. */
function editedAboutPage(published: CmsPage): CmsPage {
  const body = published.body;
  const first = body?.content.findIndex((node) => node.nodeType === BLOCKS.PARAGRAPH) ?? -1;
  if (!body || first === -1) throw new Error('The sample about page has no paragraph to edit.');
  const content = [...body.content];
  content[first] = paragraph(
    'Draft: from 2027 we also advise on data centres. A new team in Midrand leases, sells and values powered shells and hyperscale campuses across Gauteng.',
  );
  return { ...published, body: { ...body, content }, updatedAt: '2026-11-20T08:00:00.000Z' };
}

/** The drafts beside the published `pages`, for the configured brand. */
export function buildSampleDrafts(brandName: string, pages: readonly CmsPage[]): SampleDrafts {
  const about = pages.find((page) => page.slug === 'about');
  if (!about) throw new Error('The sample content has no about page to edit.');
  return { pages: [editedAboutPage(about)], newsItems: [newOfficeArticle(brandName)] };
}
