import 'server-only';
import { cache } from 'react';
import { CONTENT_TAGS } from '@/lib/cache/tags';
import { readContent } from './client';
import { ContentError } from './errors';
import { toNewsSummaryFields } from './news-summary';
import { ASSET_FIELDS } from './operations';
import type { NewsItem, NewsItemsPage, NewsType } from './news-types';
import { toImage } from './reshape';
import type { CmsAsset, CmsNewsItem } from './wire-types';

const NEWS_ITEM_FIELDS = /* GraphQL */ `
  fragment NewsItemFields on NewsItem {
    slug
    type
    featuredImage {
      ...AssetFields
    }
    title
    excerpt
    publishDate
    category
    heroImage {
      ...AssetFields
    }
    articleCopy
    youTube
    author {
      name
      title
      profilePicture {
        ...AssetFields
      }
      email
      telephone
    }
  }
  ${ASSET_FIELDS}
`;

export const NEWS_ITEM_QUERY = /* GraphQL */ `
  query NewsItem($slug: String!, $preview: Boolean = false) {
    newsItem(slug: $slug, preview: $preview) {
      ...NewsItemFields
    }
  }
  ${NEWS_ITEM_FIELDS}
`;

export const NEWS_ITEMS_QUERY = /* GraphQL */ `
  query NewsItems($type: NewsType, $first: Int, $skip: Int, $preview: Boolean = false) {
    newsItems(type: $type, first: $first, skip: $skip, preview: $preview) {
      items {
        ...NewsItemFields
      }
      total
    }
  }
  ${NEWS_ITEM_FIELDS}
`;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
/** The content service's own page-size ceiling. */
const MAX_PAGE_SIZE = 100;

// A malformed id would build a broken (or foreign) embed URL, so it counts as no video.
function toYouTubeId(value: string | null): string | null {
  return value !== null && YOUTUBE_ID.test(value) ? value : null;
}

// Required assets are typed non-null on the wire; toImage takes the nullable shape.
function toRequiredImage(asset: CmsAsset) {
  return { src: asset.url, alt: asset.title, width: asset.width, height: asset.height };
}

export function toNewsItem(item: CmsNewsItem): NewsItem {
  return {
    ...toNewsSummaryFields(item),
    featuredImage: toRequiredImage(item.featuredImage),
    heroImage: toRequiredImage(item.heroImage),
    body: item.articleCopy,
    youTubeId: toYouTubeId(item.youTube),
    author: item.author && {
      name: item.author.name,
      title: item.author.title,
      image: toImage(item.author.profilePicture),
      email: item.author.email,
      phone: item.author.telephone,
    },
  };
}

/** One news item, publication or award by slug; throws ContentError 'not_found' on a miss. */
export const getNewsItem = cache(async (slug: string): Promise<NewsItem> => {
  const { newsItem } = await readContent<{ newsItem: CmsNewsItem | null }>(
    NEWS_ITEM_QUERY,
    { slug },
    CONTENT_TAGS.news,
  );
  if (!newsItem) throw new ContentError('not_found', `No news item with slug "${slug}".`);
  return toNewsItem(newsItem);
});

export interface NewsItemsOptions {
  type?: NewsType;
  first?: number;
  skip?: number;
}

const fetchNewsItems = cache(
  async (type: NewsType | null, first: number, skip: number): Promise<NewsItemsPage> => {
    const { newsItems } = await readContent<{ newsItems: { items: CmsNewsItem[]; total: number } }>(
      NEWS_ITEMS_QUERY,
      { type, first: Math.min(first, MAX_PAGE_SIZE), skip },
      CONTENT_TAGS.news,
    );
    return { items: newsItems.items.map(toNewsItem), total: newsItems.total };
  },
);

/** News items newest first, optionally of one type; `first` is capped at the service's page size. */
export function getNewsItems({ type, first = 12, skip = 0 }: NewsItemsOptions = {}): Promise<NewsItemsPage> {
  // React's cache compares arguments by identity, so the options object is spread into primitives.
  return fetchNewsItems(type ?? null, first, skip);
}
