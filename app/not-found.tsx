import type { Metadata } from 'next';
import { NotFoundMessage } from '@/components/layout/not-found-message';
import { QuickSearchBand } from '@/components/search/quick-search-band';
import { NOT_FOUND_METADATA } from '@/lib/site-metadata';

export const metadata: Metadata = NOT_FOUND_METADATA;

export default function NotFound() {
  return (
    <>
      <QuickSearchBand />
      <NotFoundMessage />
    </>
  );
}
