import type { Metadata } from 'next';
import { IncompleteRender } from '@/components/layout/incomplete-render';
import { dealLabel } from '@/lib/deal';
import { SHARE_IMAGE_SIZE, searchShareImagePath } from '@/lib/og/share-image-paths';
import { describeSearchResults, describeSearchTitle } from '@/lib/search/wording/describe-results';
import { summarizeSearch, type ResultsSummary } from '@/lib/search/wording/results-summary';
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

/** What the search finds, to put in words; null while search cannot say. */
async function summarizeSharedSearch(state: SearchState): Promise<ResultsSummary | null> {
  try {
    return await summarizeSearch(state);
  } catch (error) {
    if (isSearchError(error)) return null;
    throw error;
  }
}

/**
 * The page's metadata; a link to it previews what it holds, in words and (for a cached document,
 * `imageSegment` being its key) an image of its own (app/og/search). Its title says the same as the
 * preview, less the price: what the island keeps it saying as the visitor changes the search
 * (components/search-island/island-document-title.tsx).
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
  const summary = await summarizeSharedSearch(document.state);
  if (summary === null) return metadata;
  const words = describeSearchResults(document.state, summary);
  const description = `${words}. Photos, prices, GLA and the broker of every listing.`;
  const images = imageSegment
    ? [{ url: searchShareImagePath(imageSegment), ...SHARE_IMAGE_SIZE, alt: words }]
    : undefined;
  return {
    ...metadata,
    title: describeSearchTitle(document.state, summary.count),
    openGraph: { type: 'website', url: buildSearchHref(document.state), title: words, description, images },
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
