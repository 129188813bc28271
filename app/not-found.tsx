import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { buttonClassName } from '@/components/ui/button-styles';
import { QuickSearchBand } from '@/components/search/quick-search-band';
import { StatusMessage } from '@/components/ui/status-message';
import { NOT_FOUND_METADATA } from '@/lib/site-metadata';

export const metadata: Metadata = NOT_FOUND_METADATA;

export default function NotFound() {
  return (
    <>
      <QuickSearchBand />
      <StatusMessage
        eyebrow="Error 404"
        title="We couldn’t find that page"
        actions={
          <>
            <Link href="/search" className={buttonClassName('primary')}>
              Search properties
            </Link>
            <Link href="/" className={buttonClassName('secondary')}>
              Go to the home page
            </Link>
          </>
        }
      >
        <p>
          The listing may have been let or sold, or the link may be mistyped. Search our current offices,
          industrial and retail space, or start again from the home page.
        </p>
      </StatusMessage>
    </>
  );
}
