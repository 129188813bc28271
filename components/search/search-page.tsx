import type { Metadata } from 'next';
import { IncompleteRender } from '@/components/layout/incomplete-render';
import { dealLabel } from '@/lib/deal';
import { GENERIC_SHARE_CONTENT } from '@/lib/og/share-image-content';
import { GENERIC_SHARE_IMAGE_PATH, SHARE_IMAGE_SIZE, searchShareImagePath } from '@/lib/og/share-image-paths';
import { readSearchPreview, type SearchPreview } from '@/lib/og/search-preview';
import { describeSearchTitle } from '@/lib/search/wording/describe-results';
import {
  describeIgnoredParams,
  getEmbeddedSearchReady,
  getPropertyCounts,
  isSearchError,
} from '@/lib/search/server';
import { buildSearchHref, SEARCH_PARAM_DEFAULTS, SEARCH_PATH } from '@/lib/search/state/url-state';
import type { SearchDocument } from '@/lib/search/search-document';
import type { SearchState } from '@/lib/search/state/search-state';
import { DEFAULT_SEARCH_STATE } from '@/lib/search/state/search-state';
import { PropertySearch } from './property-search';
import { DormantIsland } from '@/components/dormant/dormant-island';
import { UnsetFieldsDropped } from '@/components/ui/unset-fields-dropped';
import styles from './search-page.module.css';

function isUnfiltered({ state, adjusted }: SearchDocument): boolean {
  return adjusted.length === 0 && JSON.stringify(state) === JSON.stringify(DEFAULT_SEARCH_STATE);
}

/** What a link to the search previews; null while search cannot say. */
async function readSharedSearch(state: SearchState): Promise<SearchPreview | null> {
  try {
    return await readSearchPreview(state);
  } catch (error) {
    if (isSearchError(error)) return null;
    throw error;
  }
}

/**
 * The page's metadata; a link to it previews what it holds, in words and (for a cached document,
 * `imageSegment` being its key) an image of its own (app/og/search). A search with typed text or a
 * value the index does not know previews as the site's generic card, at the address of the search.
 * A described search's title says the same as its preview, less the price, as the island keeps it
 * saying while the visitor changes the search (search-title.tsx).
 */
export async function searchPageMetadata(document: SearchDocument, imageSegment?: string): Promise<Metadata> {
  const deal = dealLabel(document.state.dealType).toLowerCase();
  const metadata: Metadata = {
    title: `Commercial property ${deal}`,
    description: `Search offices, industrial and retail property ${deal} across South Africa, filtered by city, suburb, size and price.`,
    alternates: { canonical: SEARCH_PATH },
    // Filtered result pages are endless variations of one page: crawl them, index the canonical one.
    robots: isUnfiltered(document) ? undefined : { index: false, follow: true },
  };
  const preview = await readSharedSearch(document.state);
  if (preview === null) return metadata;
  const described = preview.kind === 'described';
  const { headline: words, detail } = described ? preview.content : GENERIC_SHARE_CONTENT;
  const description = `${words}. ${detail}.`;
  const image = !described
    ? GENERIC_SHARE_IMAGE_PATH
    : imageSegment
      ? searchShareImagePath(imageSegment)
      : undefined;
  const images = image ? [{ url: image, ...SHARE_IMAGE_SIZE, alt: words }] : undefined;
  return {
    ...metadata,
    ...(described ? { title: describeSearchTitle(document.state, preview.count) } : {}),
    openGraph: {
      type: 'website',
      url: described ? buildSearchHref(document.state) : SEARCH_PATH,
      title: words,
      description,
      images,
    },
    twitter: {
      card: 'summary_large_image',
      title: words,
      description,
      images: images?.map(({ url }) => url),
    },
  };
}

/** The /search page for one search: a cached document per search state, or rendered per request. */
export async function SearchPage({ document }: { document: SearchDocument }) {
  getEmbeddedSearchReady();
  const counts = await getPropertyCounts();
  return (
    <div className="container">
      {counts === null && <IncompleteRender reason="property counts unavailable" />}
      <header className={styles.header}>
        <h1 className={styles.title}>Find commercial property</h1>
        <p className={styles.lead}>
          Offices, industrial and retail space to let and for sale across South Africa.
        </p>
      </header>
      <UnsetFieldsDropped defaults={SEARCH_PARAM_DEFAULTS} />
      <DormantIsland searchAnswer>
        <PropertySearch
          initialState={document.state}
          dealCounts={counts ?? { toLet: 0, forSale: 0 }}
          notices={describeIgnoredParams(document.adjusted)}
        />
      </DormantIsland>
    </div>
  );
}
