import { Link } from '@/components/ui/link';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import type { Crumb } from '@/lib/breadcrumbs';
import { PropertyGrid } from '@/components/property/property-grid';
import { buttonClassName } from '@/components/ui/button-styles';
import { formatCount } from '@/lib/format/count';
import { Pagination } from '@/components/ui/pagination';
import { buildLandingPath, describeLanding, type LandingFilters, type LandingListings } from '@/lib/listings';
import { buildSearchHref, DEFAULT_SEARCH_STATE } from '@/lib/search';
import type { SearchState } from '@/lib/search/state/search-state';
import { alertStateKey } from '@/lib/alerts/alert-state';
import { SearchAlertTrigger } from '@/components/alerts/search-alert-trigger';
import styles from './landing-view.module.css';

export interface LandingViewProps {
  filters: LandingFilters;
  listings: LandingListings;
  crumbs: Crumb[];
}

function searchStateFor(filters: LandingFilters): SearchState {
  return {
    ...DEFAULT_SEARCH_STATE,
    dealType: filters.dealType,
    propertyType: filters.category ? [filters.category] : [],
    city: filters.city ? [filters.city] : [],
    suburb: filters.suburb ? [filters.suburb] : [],
  };
}

function refinementHref(filters: LandingFilters, value: string): string {
  if (!filters.category) return buildLandingPath({ ...filters, category: value });
  if (!filters.city) return buildLandingPath({ ...filters, city: value });
  return buildLandingPath({ ...filters, suburb: value });
}

/** A crawlable list of the properties under one prefix of the property path. */
export function LandingView({ filters, listings, crumbs }: LandingViewProps) {
  const plural = listings.total === 1 ? 'property' : 'properties';
  return (
    <div className="container">
      <Breadcrumbs items={crumbs} />
      <header className={styles.header}>
        <h1 className={styles.title}>{describeLanding(filters)}</h1>
        <p className={styles.count}>
          {formatCount(listings.total)} {plural}
          {listings.page > 1 ? ` · page ${listings.page} of ${listings.totalPages}` : ''}
        </p>
        <div className={styles.actions}>
          <Link href={buildSearchHref(searchStateFor(filters))} className={buttonClassName('secondary')}>
            Refine on the search page
          </Link>
          <SearchAlertTrigger stateKey={alertStateKey(searchStateFor(filters))} />
        </div>
      </header>
      {listings.refinements.length > 0 && (
        <nav aria-label="Narrow down" className={styles.refinements}>
          <ul>
            {listings.refinements.map(({ value, count }) => (
              <li key={value}>
                <Link href={refinementHref(filters, value)}>
                  {value} <span className={styles.refinementCount}>({count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {/* The cards' names are h3: a heading between them and the page's h1 keeps the outline whole. */}
      <h2 className="visually-hidden">Properties</h2>
      <PropertyGrid label="Properties" properties={listings.properties} priorityCount={3} dormant />
      <div className={styles.pagination}>
        <Pagination
          currentPage={listings.page}
          totalPages={listings.totalPages}
          createHref={(page) => buildLandingPath({ ...filters, page })}
        />
      </div>
    </div>
  );
}
