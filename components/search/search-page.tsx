import type { Metadata } from 'next';
import { IncompleteRender } from '@/components/layout/incomplete-render';
import { dealLabel } from '@/lib/deal';
import { describeIgnoredParams, getEmbeddedSearchReady, getPropertyCounts } from '@/lib/search/server';
import { SEARCH_PATH } from '@/lib/search/url-state';
import type { SearchDocument } from '@/lib/search/search-document';
import { DEFAULT_SEARCH_STATE } from '@/lib/search/search-state';
import { PropertySearch } from './property-search';
import styles from './search-page.module.css';

function isUnfiltered({ state, adjusted }: SearchDocument): boolean {
  return adjusted.length === 0 && JSON.stringify(state) === JSON.stringify(DEFAULT_SEARCH_STATE);
}

export function searchPageMetadata(document: SearchDocument): Metadata {
  const deal = dealLabel(document.state.dealType).toLowerCase();
  return {
    title: `Commercial property ${deal}`,
    description: `Search offices, industrial and retail property ${deal} across South Africa, filtered by city, suburb, size and price.`,
    alternates: { canonical: SEARCH_PATH },
    // Filtered result pages are endless variations of one page: crawl them, index the canonical one.
    robots: isUnfiltered(document) ? undefined : { index: false, follow: true },
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
      <PropertySearch
        initialState={document.state}
        dealCounts={counts ?? { toLet: 0, forSale: 0 }}
        notices={describeIgnoredParams(document.adjusted)}
      />
    </div>
  );
}
