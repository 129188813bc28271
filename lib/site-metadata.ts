import { publicConfig } from '@/lib/config';

/** SPEC §1: the default description says the company is the leading real estate services provider. */
export const DEFAULT_DESCRIPTION = `${publicConfig.brandName} is the leading real estate services provider in South Africa, letting, selling, valuing and managing offices, industrial and retail property.`;

/** SPEC §1: '{page title} | {product}', or just the brand when a page has no title. */
export function formatPageTitle(title: string | null | undefined): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} | ${publicConfig.brandName}` : publicConfig.brandName;
}

export function absoluteUrl(path: string): string {
  return new URL(path, `${publicConfig.siteUrl}/`).toString();
}

/** Metadata of a 404, wherever the miss is found: unmatched URL or a route that finds no data. */
export const NOT_FOUND_METADATA = {
  title: 'Page not found',
  robots: { index: false, follow: true },
};
