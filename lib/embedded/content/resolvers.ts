import 'server-only';
import { createGraphQLError } from 'graphql-yoga';
import type { CmsEnquiryInput, CmsEnquiryReceipt, CmsNewsType } from '@/lib/content/wire-types';
import { parseEnquiryDelivery } from './enquiry-delivery-input';
import { parseEnquiryInput } from './enquiry-input';
import { createEntryStore } from './entries';
import { appendEnquiry } from './store';
import type { ContentServerContext } from './write-guard';
import { mailJobMutations } from './mail-job-resolvers';
import { searchAlertMutations, searchAlertQueries } from './search-alert-resolvers';
import type { SampleContent } from '@/lib/embedded/sample/content';

const MAX_PAGE_SIZE = 100;

interface PreviewArgs {
  preview?: boolean | null;
}

interface NewsItemsArgs extends PreviewArgs {
  type?: CmsNewsType | null;
  category?: string | null;
  first?: number | null;
  skip?: number | null;
}

function clampInt(value: number | null | undefined, min: number, max: number, fallback: number): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

/**
 * Drafts only for the site itself and holders of the server or preview token: to anyone else an
 * unpublished entry does not exist yet, so asking for one is refused, not answered without it.
 */
function isPreview({ preview }: PreviewArgs, context: ContentServerContext): boolean {
  if (!preview) return false;
  if (context.previewAllowed) return true;
  throw createGraphQLError('Drafts (preview: true) need this server’s preview or server token.', {
    extensions: { code: 'FORBIDDEN', http: { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } } },
  });
}

export function createResolvers(content: SampleContent) {
  const entries = createEntryStore(content);
  return {
    Query: {
      page: (_: unknown, args: { slug: string } & PreviewArgs, context: ContentServerContext) =>
        entries.pages(isPreview(args, context)).find((page) => page.slug === args.slug) ?? null,
      pages: (_: unknown, args: { section?: string | null } & PreviewArgs, context: ContentServerContext) => {
        const pages = entries.pages(isPreview(args, context));
        return args.section ? pages.filter((page) => page.section === args.section) : pages;
      },
      navigation: (_: unknown, args: PreviewArgs, context: ContentServerContext) => {
        isPreview(args, context);
        return content.navigation;
      },
      newsItems: (_: unknown, args: NewsItemsArgs, context: ContentServerContext) => {
        const category = args.category?.toLowerCase();
        const matches = entries
          .newsItems(isPreview(args, context))
          .filter(
            (item) =>
              (!args.type || item.type === args.type) &&
              (!category || item.category.toLowerCase() === category),
          );
        const skip = clampInt(args.skip, 0, Number.MAX_SAFE_INTEGER, 0);
        const first = clampInt(args.first, 0, MAX_PAGE_SIZE, 12);
        return { items: matches.slice(skip, skip + first), total: matches.length };
      },
      newsItem: (_: unknown, args: { slug: string } & PreviewArgs, context: ContentServerContext) =>
        entries.newsItems(isPreview(args, context)).find((item) => item.slug === args.slug) ?? null,
      contacts: (_: unknown, args: PreviewArgs, context: ContentServerContext) => {
        isPreview(args, context);
        return content.contacts;
      },
      company: (_: unknown, args: PreviewArgs, context: ContentServerContext) => {
        isPreview(args, context);
        return content.company;
      },
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
      publishEntry: (_: unknown, { id }: { id: string }) => entries.publish(id),
      unpublishEntry: (_: unknown, { id }: { id: string }) => entries.unpublish(id),
      deleteEntry: (_: unknown, { id }: { id: string }) => entries.delete(id),
      ...searchAlertMutations,
      ...mailJobMutations,
    },
  };
}
