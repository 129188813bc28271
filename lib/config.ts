import * as z from 'zod/mini';

/**
 * Every environment variable the site reads, validated once. Nothing else reads `process.env`.
 * `NEXT_PUBLIC_*` values are referenced literally so Next inlines them into browser bundles;
 * the server-only values live in lib/server-config.ts, so their schema never reaches a client bundle.
 * This module reaches the browser (the search client reads it), so it uses Zod Mini, whose
 * functions tree-shake: the full Zod API would add about 35 KiB to the search page.
 */

// Zod probes for eval to compile schemas; under the site's CSP that probe is a reported violation.
z.config({ jitless: true });

export const optionalString = z.optional(
  z.pipe(
    z.string().check(z.trim()),
    z.transform((value: string) => (value === '' ? undefined : value)),
  ),
);

export const optionalUrl = z.pipe(optionalString, z.optional(z.url({ protocol: /^https?$/ })));

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

/** `host[:port]` behind an optional `http://` or `https://` (the default); undefined for anything else. */
function toAlgoliaHost(value: string): AlgoliaHost | undefined {
  const url = parseHostSetting(value);
  if (!url) return undefined;
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) return undefined;
  return { url: url.host, protocol: url.protocol === 'http:' ? 'http' : 'https' };
}

/** An Algolia-compatible host in place of Algolia's own hosts: a proxy or a self-hosted gateway. */
const algoliaHost = z.pipe(
  optionalString,
  z.optional(
    z.pipe(
      z.string(),
      z.transform((value: string, ctx) => {
        const host = toAlgoliaHost(value);
        if (host) return host;
        ctx.issues.push({
          code: 'custom',
          input: value,
          message: 'must be host[:port], optionally after http:// or https://, with no path',
        });
        return z.NEVER;
      }),
    ),
  ),
);

/** A string setting that must match `pattern` when set (`message` says how). */
const matching = (pattern: RegExp, message: string) => z.string().check(z.regex(pattern, message));

const indexName = (fallback: string) =>
  z.pipe(
    optionalString,
    z._default(
      matching(/^[A-Za-z0-9_.-]{1,100}$/, 'must be 1-100 letters, digits, dots, dashes or underscores'),
      fallback,
    ),
  );

const publicSchema = z
  .object({
    NEXT_PUBLIC_BRAND_NAME: z.pipe(
      optionalString,
      z._default(z.string().check(z.maxLength(60)), 'Ridgeway Commercial'),
    ),
    NEXT_PUBLIC_SITE_URL: z.pipe(optionalUrl, z._default(z.string(), 'http://localhost:3000')),
    NEXT_PUBLIC_AFFILIATE_NAME: z.pipe(
      optionalString,
      z._default(z.string().check(z.maxLength(60)), 'Northline Global'),
    ),
    NEXT_PUBLIC_ALGOLIA_APP_ID: z.pipe(
      optionalString,
      z.optional(
        matching(/^[A-Z0-9]{6,20}$/, 'must be an Algolia application id (upper-case letters and digits)'),
      ),
    ),
    NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: z.pipe(
      optionalString,
      z.optional(matching(/^[A-Za-z0-9=]{16,}$/, 'must be an Algolia search-only API key')),
    ),
    NEXT_PUBLIC_ALGOLIA_HOST: algoliaHost,
    NEXT_PUBLIC_ALGOLIA_INDEX_RENT: indexName('rent'),
    NEXT_PUBLIC_ALGOLIA_INDEX_BUY: indexName('buy'),
    NEXT_PUBLIC_ALGOLIA_INDEX_NEWS: indexName('news'),
    NEXT_PUBLIC_SEARCH_EXCLUDED_CONTACT_KEY: z.pipe(
      optionalString,
      z._default(
        matching(/^[A-Za-z0-9_-]{1,100}$/, 'must be a contact key of letters, digits, dashes or underscores'),
        'ct-9001-vacancy-desk',
      ),
    ),
    NEXT_PUBLIC_GA_MEASUREMENT_ID: z.pipe(
      optionalString,
      z.optional(matching(/^G-[A-Z0-9]{4,20}$/, 'must look like G-XXXXXXXXXX')),
    ),
    NEXT_PUBLIC_AD_PIXEL_ID: z.pipe(
      optionalString,
      z.optional(matching(/^[0-9]{6,20}$/, 'must be a numeric pixel id')),
    ),
    NEXT_PUBLIC_MAP_STYLE_URL: optionalUrl,
  })
  .check(
    z.superRefine((env, ctx) => {
      const hasAppId = env.NEXT_PUBLIC_ALGOLIA_APP_ID !== undefined;
      const hasKey = env.NEXT_PUBLIC_ALGOLIA_SEARCH_KEY !== undefined;
      if (hasAppId !== hasKey) {
        ctx.addIssue({
          code: 'custom',
          path: [hasAppId ? 'NEXT_PUBLIC_ALGOLIA_SEARCH_KEY' : 'NEXT_PUBLIC_ALGOLIA_APP_ID'],
          message: 'set both NEXT_PUBLIC_ALGOLIA_APP_ID and NEXT_PUBLIC_ALGOLIA_SEARCH_KEY, or neither',
        });
      }
      if (env.NEXT_PUBLIC_ALGOLIA_HOST && !hasAppId) {
        ctx.addIssue({
          code: 'custom',
          path: ['NEXT_PUBLIC_ALGOLIA_HOST'],
          message:
            'needs NEXT_PUBLIC_ALGOLIA_APP_ID and NEXT_PUBLIC_ALGOLIA_SEARCH_KEY (the embedded engine has no host)',
        });
      }
    }),
  );

export type PublicEnv = z.input<typeof publicSchema>;

/** A search host in the shape of the algoliasearch client's `hosts` entries. */
export interface AlgoliaHost {
  /** `host[:port]`, as the client puts it between the protocol and the path. */
  url: string;
  protocol: 'http' | 'https';
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

export function parsePublicConfig(env: PublicEnv): PublicConfig {
  const result = publicSchema.safeParse(env);
  if (!result.success) throw new ConfigError(result.error.issues);
  const e = result.data;
  return {
    brandName: e.NEXT_PUBLIC_BRAND_NAME,
    siteUrl: e.NEXT_PUBLIC_SITE_URL.replace(/\/+$/, ''),
    affiliateName: e.NEXT_PUBLIC_AFFILIATE_NAME,
    algolia:
      e.NEXT_PUBLIC_ALGOLIA_APP_ID && e.NEXT_PUBLIC_ALGOLIA_SEARCH_KEY
        ? {
            appId: e.NEXT_PUBLIC_ALGOLIA_APP_ID,
            searchKey: e.NEXT_PUBLIC_ALGOLIA_SEARCH_KEY,
            host: e.NEXT_PUBLIC_ALGOLIA_HOST,
          }
        : undefined,
    indices: {
      rent: e.NEXT_PUBLIC_ALGOLIA_INDEX_RENT,
      buy: e.NEXT_PUBLIC_ALGOLIA_INDEX_BUY,
      news: e.NEXT_PUBLIC_ALGOLIA_INDEX_NEWS,
    },
    excludedContactKey: e.NEXT_PUBLIC_SEARCH_EXCLUDED_CONTACT_KEY,
    gaMeasurementId: e.NEXT_PUBLIC_GA_MEASUREMENT_ID,
    adPixelId: e.NEXT_PUBLIC_AD_PIXEL_ID,
    mapStyleUrl: e.NEXT_PUBLIC_MAP_STYLE_URL,
  };
}

export const publicConfig: PublicConfig = parsePublicConfig({
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
});

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
