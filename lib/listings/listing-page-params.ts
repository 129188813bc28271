import 'server-only';
import { listPathsOrDefer } from '@/lib/rendering/incomplete-render';
import { buildListingEntries } from '@/lib/seo/listing-entries';
import { getListingPaths } from './listing-paths';

export interface ListingPageParams {
  deal: string;
  slug: string[];
}

/**
 * The listing pages `next build` prerenders: every landing, property and unit page the sitemap
 * lists. A listing added after the build is generated on its first visit.
 */
export function getListingPageParams(): Promise<ListingPageParams[]> {
  return listPathsOrDefer('/to-let and /for-sale listing pages', async () => {
    const [toLet, forSale] = await Promise.all([getListingPaths('toLet'), getListingPaths('forSale')]);
    return buildListingEntries([...toLet, ...forSale]).map(({ path }) => {
      const [deal = '', ...slug] = path.split('/').filter(Boolean);
      return { deal, slug };
    });
  });
}
