'use client';

import { Link } from '@/components/ui/link';
import { buttonClassName } from '@/components/ui/button-styles';
import { StatusMessage } from '@/components/ui/status-message';

export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <StatusMessage
      eyebrow="Temporarily unavailable"
      title="This page could not be loaded"
      actions={
        <>
          <button type="button" onClick={reset} className={buttonClassName('primary')}>
            Try again
          </button>
          <Link href="/" className={buttonClassName('secondary')}>
            Go to the home page
          </Link>
        </>
      }
    >
      <p>
        Part of our service is not answering right now. Please try again in a moment; if it keeps happening,
        call our head office and a broker will help you directly.
      </p>
    </StatusMessage>
  );
}
