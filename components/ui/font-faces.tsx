'use client';

import { siteFontFaces } from '@/styles/fonts';

/**
 * The site font's `@font-face` rules (styles/fonts.ts), written by the server and adopted as they are
 * when the page hydrates, as InlineScript does its scripts: written by a server component, the rules
 * would be in the document twice, in the element and again in the page's flight data.
 */
export function FontFaces({ url }: { url: string }) {
  const css = typeof window === 'undefined' ? siteFontFaces(url) : '';
  return <style suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css }} />;
}
