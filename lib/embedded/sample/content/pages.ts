import 'server-only';
import type { CmsPage } from '@/lib/content/wire-types';
import { bold, bulletList, heading2, paragraph, richText } from '@/lib/embedded/content/rich-text';

const UPDATED_AT = '2026-10-28T08:00:00.000Z';

export function buildPages(brandName: string): CmsPage[] {
  return [
    {
      slug: 'home',
      section: null,
      title: 'Commercial property to let and for sale in South Africa',
      intro:
        'Offices, industrial and retail space in every major South African node, with brokers who know each building by name.',
      heroImage: {
        url: '/images/scenes/skyline-johannesburg.webp',
        title: 'The Sandton skyline at dusk',
        width: 1920,
        height: 1280,
      },
      body: richText(
        heading2('Why occupiers and investors work with us'),
        paragraph(
          `${brandName} lets, sells, values and manages commercial property from Sandton to the Foreshore. `,
          'Our brokers specialise by sector and node, so the person who answers your call has walked the buildings they recommend.',
        ),
        bulletList([
          [bold('Offices: '), 'P- and A-grade space in Sandton, Rosebank, Umhlanga Ridge and Century City.'],
          [bold('Industrial: '), 'logistics, warehousing and mini-units along the N3, R21 and N1 corridors.'],
          [bold('Retail: '), 'line shops, showrooms and anchor space in convenience and regional centres.'],
        ]),
      ),
      seo: {
        title: null,
        description: `${brandName} is the leading real estate services provider in South Africa: search offices, industrial and retail property to let and for sale.`,
        image: null,
        noIndex: false,
      },
      updatedAt: UPDATED_AT,
    },
  ];
}
