'use client';

import { FONT_FROM_CACHE_SCRIPT } from '@/lib/rendering/font-from-cache';
import { SHORTLIST_TAP_KEEPER } from '@/lib/shortlist/tap-keeper-script';

const SCRIPTS = {
  'font-from-cache': FONT_FROM_CACHE_SCRIPT,
  'shortlist-tap-keeper': SHORTLIST_TAP_KEEPER,
} as const;

/**
 * A script the browser runs as it parses the document, written by the server and adopted as it is
 * when the page hydrates. Written by a server component, its text would be in the document twice:
 * in the element, and again in the page's flight data, which React needs for nothing here. In the
 * browser the element has no text of its own (React keeps the server's when it hydrates, and runs
 * no script it renders), so none is bundled either.
 */
export function InlineScript({ name }: { name: keyof typeof SCRIPTS }) {
  const html = typeof window === 'undefined' ? SCRIPTS[name] : '';
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}
