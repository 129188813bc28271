'use client';

import '@/styles/globals.css';
import { buttonClassName } from '@/components/ui/button-styles';
import { StatusMessage } from '@/components/ui/status-message';

/** Replaces the root layout when it fails, so it brings its own html and body. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-ZA">
      <body>
        <main id="main">
          <StatusMessage
            eyebrow="Temporarily unavailable"
            title="Our website is having a moment"
            actions={
              <button type="button" onClick={reset} className={buttonClassName('primary')}>
                Try again
              </button>
            }
          >
            <p>Something went wrong while loading this page. Please try again in a moment.</p>
          </StatusMessage>
        </main>
      </body>
    </html>
  );
}
