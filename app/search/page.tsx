import type { Metadata } from 'next';
import { PropertySearch } from '@/components/search/property-search';
import { dealLabel } from '@/lib/deal';
import {
  describeIgnoredParams,
  getEmbeddedSearchReady,
  getPropertyCounts,
  parseSearchParams,
} from '@/lib/search/server';
import styles from './page.module.css';

interface SearchPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: SearchPageProps): Promise<Metadata> {
  const params = await searchParams;
  const { state } = parseSearchParams(params);
  const filtered = Object.keys(params).length > 0;
  const deal = dealLabel(state.dealType).toLowerCase();
  return {
    title: `Commercial property ${deal}`,
    description: `Search offices, industrial and retail property ${deal} across South Africa, filtered by city, suburb, size and price.`,
    alternates: { canonical: '/search' },
    // Filtered result pages are endless variations of one page: crawl them, index the canonical one.
    robots: filtered ? { index: false, follow: true } : undefined,
  };
}

export default async function SearchPage({ searchParams }: SearchPageProps) {
  const { ignored } = parseSearchParams(await searchParams);
  getEmbeddedSearchReady();
  const counts = await getPropertyCounts();
  return (
    <div className="container">
      <header className={styles.header}>
        <h1 className={styles.title}>Find commercial property</h1>
        <p className={styles.lead}>
          Offices, industrial and retail space to let and for sale across South Africa.
        </p>
      </header>
      <PropertySearch
        dealCounts={counts ?? { toLet: 0, forSale: 0 }}
        notices={describeIgnoredParams(ignored)}
      />
    </div>
  );
}
