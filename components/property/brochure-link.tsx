'use client';

import { sendGaEvent } from '@/lib/analytics/ga-event';
import { buttonClassName } from '@/components/ui/button-styles';

export interface BrochureLinkProps {
  href: string;
  webRef: string;
}

/** "Download brochure": the page's PDF, counted in analytics when analytics is configured. */
export function BrochureLink({ href, webRef }: BrochureLinkProps) {
  return (
    <a
      href={href}
      className={buttonClassName('secondary')}
      type="application/pdf"
      onClick={() => sendGaEvent('brochure_download', { web_ref: webRef })}
    >
      Download brochure
      <span className="visually-hidden"> (PDF)</span>
    </a>
  );
}
