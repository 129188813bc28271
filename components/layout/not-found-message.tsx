'use client';

import { Link } from '@/components/ui/link';
import { buttonClassName } from '@/components/ui/button-styles';
import { StatusMessage } from '@/components/ui/status-message';

/**
 * The 404 message, in the browser's bundle: the root layout hands its not-found page to the router
 * on every page, so as server output this tree would be in every page's flight data.
 */
export function NotFoundMessage() {
  return (
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
  );
}
