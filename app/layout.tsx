import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Analytics } from '@/components/analytics/analytics';
import { IncompleteRender } from '@/components/layout/incomplete-render';
import { SiteFooter } from '@/components/layout/site-footer';
import { PreviewBanner } from '@/components/layout/preview-banner';
import { SiteHeader } from '@/components/layout/site-header';
import { FontFaces } from '@/components/ui/font-faces';
import { InlineScript } from '@/components/ui/inline-script';
import { LinkRouter } from '@/components/ui/link-router';
import { asksForCookieChoice, configuredTrackers } from '@/lib/analytics/cookie-settings';
import { publicConfig } from '@/lib/config';
import { getSiteChrome, isContentError, type SiteChrome } from '@/lib/content';
import { isPreview } from '@/lib/content/preview';
import { DEFERRED, loadOrDefer } from '@/lib/rendering/incomplete-render';
import { DEFAULT_DESCRIPTION } from '@/lib/site-metadata';
import { siteFontFile } from '@/lib/rendering/site-font-file';
import '@/styles/globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(publicConfig.siteUrl),
  title: { default: publicConfig.brandName, template: `%s | ${publicConfig.brandName}` },
  description: DEFAULT_DESCRIPTION,
  applicationName: publicConfig.brandName,
  openGraph: {
    type: 'website',
    siteName: publicConfig.brandName,
    locale: 'en_ZA',
    description: DEFAULT_DESCRIPTION,
  },
  twitter: { card: 'summary_large_image' },
};

export const viewport: Viewport = {
  themeColor: '#0b1f33',
  width: 'device-width',
  initialScale: 1,
};

/** The header and footer degrade to the brand alone when the content service is down. */
async function loadChrome(): Promise<SiteChrome | null> {
  try {
    const chrome = await loadOrDefer('site header and footer', getSiteChrome);
    return chrome === DEFERRED ? null : chrome;
  } catch (error) {
    if (isContentError(error)) return null;
    throw error;
  }
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [chrome, preview] = await Promise.all([loadChrome(), isPreview()]);
  const font = siteFontFile();
  return (
    // The font's script marks <html> before the body is parsed, so React finds an attribute it never wrote.
    <html lang="en-ZA" suppressHydrationWarning>
      <head>
        {/* Before the font's script, which looks for these rules (styles/fonts.ts says why they are here). */}
        {font && <FontFaces url={font.url} />}
      </head>
      <body>
        <InlineScript name="font-from-cache" />
        {!chrome && <IncompleteRender reason="site navigation unavailable" />}
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        {preview && <PreviewBanner />}
        {/* Before the page in reading and tab order: the cookie choice, once the browser shows it. */}
        <Analytics gaMeasurementId={publicConfig.gaMeasurementId} adPixelId={publicConfig.adPixelId} />
        <SiteHeader brandName={publicConfig.brandName} chrome={chrome} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <LinkRouter />
        <SiteFooter
          brandName={publicConfig.brandName}
          chrome={chrome}
          cookieSettings={asksForCookieChoice(configuredTrackers(publicConfig))}
        />
      </body>
    </html>
  );
}
