/**
 * Every environment variable the site reads, and the public settings made of them. Nothing else
 * reads `process.env`. `NEXT_PUBLIC_*` values are referenced literally so Next inlines them into
 * browser bundles; the server-only values live in lib/server-config.ts, so their schema never
 * reaches a client bundle. This module reaches the browser (the search client reads it), so it
 * derives the settings without a schema: lib/public-env.ts validates the same values when the site
 * is built (next.config.ts) and when the server or a command reads its own settings.
 */

/** The public variables as written: `undefined` or any string. */
export interface PublicEnv {
  NEXT_PUBLIC_BRAND_NAME?: string;
  NEXT_PUBLIC_SITE_URL?: string;
  NEXT_PUBLIC_AFFILIATE_NAME?: string;
  NEXT_PUBLIC_ALGOLIA_APP_ID?: string;
  NEXT_PUBLIC_ALGOLIA_SEARCH_KEY?: string;
  NEXT_PUBLIC_ALGOLIA_HOST?: string;
  NEXT_PUBLIC_ALGOLIA_INDEX_RENT?: string;
  NEXT_PUBLIC_ALGOLIA_INDEX_BUY?: string;
  NEXT_PUBLIC_ALGOLIA_INDEX_NEWS?: string;
  NEXT_PUBLIC_SEARCH_EXCLUDED_CONTACT_KEY?: string;
  NEXT_PUBLIC_GA_MEASUREMENT_ID?: string;
  NEXT_PUBLIC_AD_PIXEL_ID?: string;
  NEXT_PUBLIC_MAP_STYLE_URL?: string;
}

/** A setting's value as meant: trimmed, and unset when empty. */
export function settingValue(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === '' ? undefined : trimmed;
}

const HAS_PROTOCOL = /^[a-z][a-z\d+.-]*:\/\//i;

/**
 * A host setting read as a URL: `http://` or `https://` as written, https when it names none;
 * undefined for another protocol or what is no URL at all.
 */
export function parseHostSetting(value: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(HAS_PROTOCOL.test(value) ? value : `https://${value}`);
  } catch {
    return undefined;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
}

/** A search host in the shape of the algoliasearch client's `hosts` entries. */
export interface AlgoliaHost {
  /** `host[:port]`, as the client puts it between the protocol and the path. */
  url: string;
  protocol: 'http' | 'https';
}

/** `host[:port]` behind an optional `http://` or `https://` (the default); undefined for anything else. */
export function toAlgoliaHost(value: string): AlgoliaHost | undefined {
  const url = parseHostSetting(value);
  if (!url) return undefined;
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) return undefined;
  return { url: url.host, protocol: url.protocol === 'http:' ? 'http' : 'https' };
}

export interface PublicConfig {
  brandName: string;
  siteUrl: string;
  affiliateName: string;
  /** Set only when hosted Algolia is configured; otherwise the embedded engine answers. */
  algolia: { appId: string; searchKey: string; host: AlgoliaHost | undefined } | undefined;
  indices: { rent: string; buy: string; news: string };
  excludedContactKey: string;
  gaMeasurementId: string | undefined;
  adPixelId: string | undefined;
  /** A MapLibre style from a tile provider; unset, maps draw the embedded base map (lib/maps). */
  mapStyleUrl: string | undefined;
}

export class ConfigError extends Error {
  constructor(issues: readonly { path: PropertyKey[]; message: string }[]) {
    const lines = issues.map((issue) => `  ${issue.path.map(String).join('.') || '(env)'}: ${issue.message}`);
    super(`Invalid environment configuration:\n${lines.join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The settings of valid variables (lib/public-env.ts says which are): unset ones take their defaults. */
export function toPublicConfig(env: PublicEnv): PublicConfig {
  const value = (name: keyof PublicEnv) => settingValue(env[name]);
  const appId = value('NEXT_PUBLIC_ALGOLIA_APP_ID');
  const searchKey = value('NEXT_PUBLIC_ALGOLIA_SEARCH_KEY');
  const host = value('NEXT_PUBLIC_ALGOLIA_HOST');
  return {
    brandName: value('NEXT_PUBLIC_BRAND_NAME') ?? 'Ridgeway Commercial',
    siteUrl: (value('NEXT_PUBLIC_SITE_URL') ?? 'http://localhost:3000').replace(/\/+$/, ''),
    affiliateName: value('NEXT_PUBLIC_AFFILIATE_NAME') ?? 'Northline Global',
    algolia:
      appId && searchKey
        ? { appId, searchKey, host: host === undefined ? undefined : toAlgoliaHost(host) }
        : undefined,
    indices: {
      rent: value('NEXT_PUBLIC_ALGOLIA_INDEX_RENT') ?? 'rent',
      buy: value('NEXT_PUBLIC_ALGOLIA_INDEX_BUY') ?? 'buy',
      news: value('NEXT_PUBLIC_ALGOLIA_INDEX_NEWS') ?? 'news',
    },
    excludedContactKey: value('NEXT_PUBLIC_SEARCH_EXCLUDED_CONTACT_KEY') ?? 'ct-9001-vacancy-desk',
    gaMeasurementId: value('NEXT_PUBLIC_GA_MEASUREMENT_ID'),
    adPixelId: value('NEXT_PUBLIC_AD_PIXEL_ID'),
    mapStyleUrl: value('NEXT_PUBLIC_MAP_STYLE_URL'),
  };
}

/** The public variables as the process (or, in a browser bundle, the build) has them. */
export function readPublicEnv(): PublicEnv {
  return {
    NEXT_PUBLIC_BRAND_NAME: process.env.NEXT_PUBLIC_BRAND_NAME,
    NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
    NEXT_PUBLIC_AFFILIATE_NAME: process.env.NEXT_PUBLIC_AFFILIATE_NAME,
    NEXT_PUBLIC_ALGOLIA_APP_ID: process.env.NEXT_PUBLIC_ALGOLIA_APP_ID,
    NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: process.env.NEXT_PUBLIC_ALGOLIA_SEARCH_KEY,
    NEXT_PUBLIC_ALGOLIA_HOST: process.env.NEXT_PUBLIC_ALGOLIA_HOST,
    NEXT_PUBLIC_ALGOLIA_INDEX_RENT: process.env.NEXT_PUBLIC_ALGOLIA_INDEX_RENT,
    NEXT_PUBLIC_ALGOLIA_INDEX_BUY: process.env.NEXT_PUBLIC_ALGOLIA_INDEX_BUY,
    NEXT_PUBLIC_ALGOLIA_INDEX_NEWS: process.env.NEXT_PUBLIC_ALGOLIA_INDEX_NEWS,
    NEXT_PUBLIC_SEARCH_EXCLUDED_CONTACT_KEY: process.env.NEXT_PUBLIC_SEARCH_EXCLUDED_CONTACT_KEY,
    NEXT_PUBLIC_GA_MEASUREMENT_ID: process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID,
    NEXT_PUBLIC_AD_PIXEL_ID: process.env.NEXT_PUBLIC_AD_PIXEL_ID,
    NEXT_PUBLIC_MAP_STYLE_URL: process.env.NEXT_PUBLIC_MAP_STYLE_URL,
  };
}

export const publicConfig: PublicConfig = toPublicConfig(readPublicEnv());

/** `next dev`: React's development tooling needs allowances production never gets. */
export const isDevelopment = process.env.NODE_ENV === 'development';

/** `next start` (and `next build`): settings still at a development default are worth a warning. */
export const isProduction = process.env.NODE_ENV === 'production';

/** `next build` prerendering pages: a backend that is down then defers a page instead of failing the build. */
export function isProductionBuild(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build';
}

/**
 * The server-only variables as the process has them, validated by lib/server-config.ts. A plain
 * function that no client component calls, so bundlers drop it from browser code.
 */
export function readServerEnv() {
  return {
    GRAPHQL_ENDPOINT: process.env.GRAPHQL_ENDPOINT,
    GRAPHQL_API_TOKEN: process.env.GRAPHQL_API_TOKEN,
    GRAPHQL_PREVIEW_TOKEN: process.env.GRAPHQL_PREVIEW_TOKEN,
    PREVIEW_SECRET: process.env.PREVIEW_SECRET,
    REVALIDATE_SECRET: process.env.REVALIDATE_SECRET,
    GRAPHQL_SERVER_TOKEN: process.env.GRAPHQL_SERVER_TOKEN,
    TRUSTED_PROXY_HOPS: process.env.TRUSTED_PROXY_HOPS,
    DATA_DIR: process.env.DATA_DIR,
    ENQUIRY_STORE_DIR: process.env.ENQUIRY_STORE_DIR,
    ENQUIRY_RATE_LIMIT: process.env.ENQUIRY_RATE_LIMIT,
    ACTION_RATE_LIMIT: process.env.ACTION_RATE_LIMIT,
    BROCHURE_RENDER_LIMIT: process.env.BROCHURE_RENDER_LIMIT,
    NEXT_DIST_DIR: process.env.NEXT_DIST_DIR,
    NEXT_THROWAWAY_BUILD: process.env.NEXT_THROWAWAY_BUILD,
    ALERTS_SECRET: process.env.ALERTS_SECRET,
    ALERTS_RUN_SECRET: process.env.ALERTS_RUN_SECRET,
    SMTP_URL: process.env.SMTP_URL,
    MAIL_FROM: process.env.MAIL_FROM,
    MAIL_OUTBOX_DIR: process.env.MAIL_OUTBOX_DIR,
    ENQUIRY_DESK_EMAIL: process.env.ENQUIRY_DESK_EMAIL,
    COMPANY_LEGAL_NAME: process.env.COMPANY_LEGAL_NAME,
    COMPANY_POSTAL_ADDRESS: process.env.COMPANY_POSTAL_ADDRESS,
    COMPANY_REGISTRATION: process.env.COMPANY_REGISTRATION,
    ALERT_CONFIRMATIONS_PER_HOUR: process.env.ALERT_CONFIRMATIONS_PER_HOUR,
    RECEIPTS_PER_HOUR: process.env.RECEIPTS_PER_HOUR,
    LEAD_MAILS_PER_BROKER_PER_HOUR: process.env.LEAD_MAILS_PER_BROKER_PER_HOUR,
    ENQUIRY_RETENTION_MONTHS: process.env.ENQUIRY_RETENTION_MONTHS,
    UNCONFIRMED_ALERT_RETENTION_DAYS: process.env.UNCONFIRMED_ALERT_RETENTION_DAYS,
    SEARCH_ADMIN_KEY: process.env.SEARCH_ADMIN_KEY,
    ALGOLIA_ADMIN_KEY: process.env.ALGOLIA_ADMIN_KEY,
    REDIS_URL: process.env.REDIS_URL,
    DATABASE_URL: process.env.DATABASE_URL,
    ONE_MACHINE_STORE: process.env.ONE_MACHINE_STORE,
    PORT: process.env.PORT,
    IMAGE_REMOTE_HOSTS: process.env.IMAGE_REMOTE_HOSTS,
    SEARCH_CACHE_ENTRIES: process.env.SEARCH_CACHE_ENTRIES,
  };
}
