import type { ReactNode } from 'react';
import { QuickSearchBand } from '@/components/search/quick-search-band';

/** Inner content pages carry the quick search bar under the header (SPEC §2). */
export default function SiteSectionLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <QuickSearchBand />
      {children}
    </>
  );
}
