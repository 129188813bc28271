import { z } from 'zod';

/**
 * Every environment variable the site reads, validated once. Nothing else reads `process.env`.
 * `NEXT_PUBLIC_*` values are referenced literally so Next inlines them into browser bundles;
 * the server-only values are parsed only on the server and never reach a client bundle.
 */

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = optionalString.pipe(z.url({ protocol: /^https?$/ }).optional());

const indexName = (fallback: string) =>
  optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_.-]{1,100}$/, 'must be 1-100 letters, digits, dots, dashes or underscores')
      .default(fallback),
  );

const publicSchema = z
  .object({
    NEXT_PUBLIC_BRAND_NAME: optionalString.pipe(z.string().max(60).default('Ridgeway Commercial')),
    NEXT_PUBLIC_SITE_URL: optionalUrl.pipe(z.string().default('http://localhost:3000')),
    NEXT_PUBLIC_AFFILIATE_NAME: optionalString.pipe(z.string().max(60).default('Northline Global')),
    NEXT_PUBLIC_ALGOLIA_APP_ID: optionalString.pipe(
      z
        .string()
        .regex(/^[A-Z0-9]{6,20}$/, 'must be an Algolia application id (upper-case letters and digits)')
        .optional(),
    ),
    NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: optionalString.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9=]{16,}$/, 'must be an Algolia search-only API key')
        .optional(),
    ),
    NEXT_PUBLIC_ALGOLIA_INDEX_RENT: indexName('rent'),
    NEXT_PUBLIC_ALGOLIA_INDEX_BUY: indexName('buy'),
    NEXT_PUBLIC_ALGOLIA_INDEX_NEWS: indexName('news'),
    NEXT_PUBLIC_SEARCH_EXCLUDED_CONTACT_KEY: optionalString.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be a contact key of letters, digits, dashes or underscores')
        .default('ct-9001-vacancy-desk'),
    ),
    NEXT_PUBLIC_GA_MEASUREMENT_ID: optionalString.pipe(
      z
        .string()
        .regex(/^G-[A-Z0-9]{4,20}$/, 'must look like G-XXXXXXXXXX')
        .optional(),
    ),
    NEXT_PUBLIC_AD_PIXEL_ID: optionalString.pipe(
      z
        .string()
        .regex(/^[0-9]{6,20}$/, 'must be a numeric pixel id')
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    const hasAppId = env.NEXT_PUBLIC_ALGOLIA_APP_ID !== undefined;
    const hasKey = env.NEXT_PUBLIC_ALGOLIA_SEARCH_KEY !== undefined;
    if (hasAppId !== hasKey) {
      ctx.addIssue({
        code: 'custom',
        path: [hasAppId ? 'NEXT_PUBLIC_ALGOLIA_SEARCH_KEY' : 'NEXT_PUBLIC_ALGOLIA_APP_ID'],
        message: 'set both NEXT_PUBLIC_ALGOLIA_APP_ID and NEXT_PUBLIC_ALGOLIA_SEARCH_KEY, or neither',
      });
    }
  });

const serverSchema = z.object({
  GRAPHQL_ENDPOINT: optionalUrl,
  GRAPHQL_API_TOKEN: optionalString,
  REVALIDATE_SECRET: optionalString.pipe(
    z.string().min(16, 'must be at least 16 characters so it cannot be guessed').optional(),
  ),
  ENQUIRY_STORE_DIR: optionalString.pipe(z.string().default('data')),
  NEXT_DIST_DIR: optionalString.pipe(
    z
      .string()
      .regex(/^\.next[A-Za-z0-9_-]*$/, 'must be .next or start with .next (a folder beside it)')
      .default('.next'),
  ),
  ENQUIRY_RATE_LIMIT: optionalString.pipe(
    z
      .string()
      .regex(/^\d{1,6}$/, 'must be a whole number of enquiries')
      .transform(Number)
      .pipe(z.number().min(1))
      .default(5),
  ),
});

export type PublicEnv = z.input<typeof publicSchema>;
export type ServerEnv = z.input<typeof serverSchema>;

export interface PublicConfig {
  brandName: string;
  siteUrl: string;
  affiliateName: string;
  /** Set only when hosted Algolia is configured; otherwise the embedded engine answers. */
  algolia: { appId: string; searchKey: string } | undefined;
  indices: { rent: string; buy: string; news: string };
  excludedContactKey: string;
  gaMeasurementId: string | undefined;
  adPixelId: string | undefined;
}

export interface ServerConfig {
  /** Set only when the company's GraphQL API is configured; otherwise the embedded server answers. */
  graphqlEndpoint: string | undefined;
  graphqlApiToken: string | undefined;
  revalidateSecret: string | undefined;
  enquiryStoreDir: string;
  /** Where `next build` writes and `next start` reads; the e2e tests build into their own. */
  distDir: string;
  /** Enquiries one client address may send in ten minutes. */
  enquiryRateLimit: number;
}

export class ConfigError extends Error {
  constructor(issues: readonly z.core.$ZodIssue[]) {
    const lines = issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
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
        ? { appId: e.NEXT_PUBLIC_ALGOLIA_APP_ID, searchKey: e.NEXT_PUBLIC_ALGOLIA_SEARCH_KEY }
        : undefined,
    indices: {
      rent: e.NEXT_PUBLIC_ALGOLIA_INDEX_RENT,
      buy: e.NEXT_PUBLIC_ALGOLIA_INDEX_BUY,
      news: e.NEXT_PUBLIC_ALGOLIA_INDEX_NEWS,
    },
    excludedContactKey: e.NEXT_PUBLIC_SEARCH_EXCLUDED_CONTACT_KEY,
    gaMeasurementId: e.NEXT_PUBLIC_GA_MEASUREMENT_ID,
    adPixelId: e.NEXT_PUBLIC_AD_PIXEL_ID,
  };
}

export function parseServerConfig(env: ServerEnv): ServerConfig {
  const result = serverSchema.safeParse(env);
  if (!result.success) throw new ConfigError(result.error.issues);
  const e = result.data;
  return {
    graphqlEndpoint: e.GRAPHQL_ENDPOINT,
    graphqlApiToken: e.GRAPHQL_API_TOKEN,
    revalidateSecret: e.REVALIDATE_SECRET,
    enquiryStoreDir: e.ENQUIRY_STORE_DIR,
    enquiryRateLimit: e.ENQUIRY_RATE_LIMIT,
    distDir: e.NEXT_DIST_DIR,
  };
}

export const publicConfig: PublicConfig = parsePublicConfig({
  NEXT_PUBLIC_BRAND_NAME: process.env.NEXT_PUBLIC_BRAND_NAME,
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_AFFILIATE_NAME: process.env.NEXT_PUBLIC_AFFILIATE_NAME,
  NEXT_PUBLIC_ALGOLIA_APP_ID: process.env.NEXT_PUBLIC_ALGOLIA_APP_ID,
  NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: process.env.NEXT_PUBLIC_ALGOLIA_SEARCH_KEY,
  NEXT_PUBLIC_ALGOLIA_INDEX_RENT: process.env.NEXT_PUBLIC_ALGOLIA_INDEX_RENT,
  NEXT_PUBLIC_ALGOLIA_INDEX_BUY: process.env.NEXT_PUBLIC_ALGOLIA_INDEX_BUY,
  NEXT_PUBLIC_ALGOLIA_INDEX_NEWS: process.env.NEXT_PUBLIC_ALGOLIA_INDEX_NEWS,
  NEXT_PUBLIC_SEARCH_EXCLUDED_CONTACT_KEY: process.env.NEXT_PUBLIC_SEARCH_EXCLUDED_CONTACT_KEY,
  NEXT_PUBLIC_GA_MEASUREMENT_ID: process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID,
  NEXT_PUBLIC_AD_PIXEL_ID: process.env.NEXT_PUBLIC_AD_PIXEL_ID,
});

let serverConfig: ServerConfig | undefined;

/** True in the Node.js server runtime (not the edge runtime, not a browser). */
export function isNodeServerRuntime(): boolean {
  return typeof window === 'undefined' && process.env.NEXT_RUNTIME === 'nodejs';
}

/** Server-only settings; calling this in a browser bundle is a bug, so it throws there. */
export function getServerConfig(): ServerConfig {
  if (typeof window !== 'undefined') throw new Error('getServerConfig() must only run on the server');
  serverConfig ??= parseServerConfig({
    GRAPHQL_ENDPOINT: process.env.GRAPHQL_ENDPOINT,
    GRAPHQL_API_TOKEN: process.env.GRAPHQL_API_TOKEN,
    REVALIDATE_SECRET: process.env.REVALIDATE_SECRET,
    ENQUIRY_STORE_DIR: process.env.ENQUIRY_STORE_DIR,
    ENQUIRY_RATE_LIMIT: process.env.ENQUIRY_RATE_LIMIT,
    NEXT_DIST_DIR: process.env.NEXT_DIST_DIR,
  });
  return serverConfig;
}
