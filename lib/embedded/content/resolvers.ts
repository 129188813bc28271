import 'server-only';
import { createGraphQLError } from 'graphql-yoga';
import type { CmsEnquiryInput, CmsEnquiryReceipt, CmsNewsType } from '@/lib/content/wire-types';
import { parseEnquiryDelivery } from './enquiry-delivery-input';
import { parseEnquiryInput } from './enquiry-input';
import { appendEnquiry } from './store';
import { mailJobMutations } from './mail-job-resolvers';
import { searchAlertMutations, searchAlertQueries } from './search-alert-resolvers';
import type { SampleContent } from '@/lib/embedded/sample/content';

const MAX_PAGE_SIZE = 100;

interface NewsItemsArgs {
  type?: CmsNewsType | null;
  category?: string | null;
  first?: number | null;
  skip?: number | null;
}

function clampInt(value: number | null | undefined, min: number, max: number, fallback: number): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

export function createResolvers(content: SampleContent) {
  const newsByDate = [...content.newsItems].sort((a, b) => b.publishDate.localeCompare(a.publishDate));
  return {
    Query: {
      page: (_: unknown, { slug }: { slug: string }) =>
        content.pages.find((page) => page.slug === slug) ?? null,
      pages: (_: unknown, { section }: { section?: string | null }) =>
        section ? content.pages.filter((page) => page.section === section) : content.pages,
      navigation: () => content.navigation,
      newsItems: (_: unknown, args: NewsItemsArgs) => {
        const category = args.category?.toLowerCase();
        const matches = newsByDate.filter(
          (item) =>
            (!args.type || item.type === args.type) &&
            (!category || item.category.toLowerCase() === category),
        );
        const skip = clampInt(args.skip, 0, Number.MAX_SAFE_INTEGER, 0);
        const first = clampInt(args.first, 0, MAX_PAGE_SIZE, 12);
        return { items: matches.slice(skip, skip + first), total: matches.length };
      },
      newsItem: (_: unknown, { slug }: { slug: string }) =>
        content.newsItems.find((item) => item.slug === slug) ?? null,
      contacts: () => content.contacts,
      company: () => content.company,
      ...searchAlertQueries,
    },
    Mutation: {
      submitEnquiry: async (
        _: unknown,
        { input }: { input: CmsEnquiryInput },
      ): Promise<CmsEnquiryReceipt> => {
        const enquiry = parseEnquiryInput(input);
        const delivery = parseEnquiryDelivery(input.delivery);
        try {
          const stored = await appendEnquiry(enquiry, delivery);
          return { id: stored.id, receivedAt: stored.receivedAt };
        } catch (cause) {
          throw createGraphQLError('The enquiry could not be saved. Please try again or call us.', {
            extensions: { code: 'UNAVAILABLE' },
            originalError: cause instanceof Error ? cause : undefined,
          });
        }
      },
      ...searchAlertMutations,
      ...mailJobMutations,
    },
  };
}
