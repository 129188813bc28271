import * as z from 'zod/mini';
import {
  ConfigError,
  settingValue,
  toAlgoliaHost,
  toPublicConfig,
  type PublicConfig,
  type PublicEnv,
} from './config';

/**
 * The schema of the public variables, which lib/config.ts reads without one: `next build` checks
 * them (next.config.ts), and so does every process that reads its server settings
 * (lib/server-config.ts), so a bad value fails with its name before a page or a command uses it.
 * Zod Mini, whose functions tree-shake, as lib/server-env.ts builds on these helpers.
 */

// Zod probes for eval to compile schemas; under the site's CSP that probe is a reported violation.
z.config({ jitless: true });

export const optionalString = z.optional(
  z.pipe(
    z.string(),
    z.transform((value: string) => settingValue(value)),
  ),
);

export const optionalUrl = z.pipe(optionalString, z.optional(z.url({ protocol: /^https?$/ })));

/** An optional setting that must pass `check` when set. */
const optional = (check: z.ZodMiniString<string>) => z.pipe(optionalString, z.optional(check));

/** A string setting that must match `pattern` when set (`message` says how). */
const matching = (pattern: RegExp, message: string) => optional(z.string().check(z.regex(pattern, message)));

const indexName = matching(
  /^[A-Za-z0-9_.-]{1,100}$/,
  'must be 1-100 letters, digits, dots, dashes or underscores',
);

/** An Algolia-compatible host in place of Algolia's own hosts: a proxy or a self-hosted gateway. */
const algoliaHost = optional(
  z.string().check(
    z.refine((value: string) => toAlgoliaHost(value) !== undefined, {
      message: 'must be host[:port], optionally after http:// or https://, with no path',
    }),
  ),
);

const publicSchema = z
  .object({
    NEXT_PUBLIC_BRAND_NAME: optional(z.string().check(z.maxLength(60))),
    NEXT_PUBLIC_SITE_URL: optionalUrl,
    NEXT_PUBLIC_AFFILIATE_NAME: optional(z.string().check(z.maxLength(60))),
    NEXT_PUBLIC_ALGOLIA_APP_ID: matching(
      /^[A-Z0-9]{6,20}$/,
      'must be an Algolia application id (upper-case letters and digits)',
    ),
    NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: matching(/^[A-Za-z0-9=]{16,}$/, 'must be an Algolia search-only API key'),
    NEXT_PUBLIC_ALGOLIA_HOST: algoliaHost,
    NEXT_PUBLIC_ALGOLIA_INDEX_RENT: indexName,
    NEXT_PUBLIC_ALGOLIA_INDEX_BUY: indexName,
    NEXT_PUBLIC_ALGOLIA_INDEX_NEWS: indexName,
    NEXT_PUBLIC_SEARCH_EXCLUDED_CONTACT_KEY: matching(
      /^[A-Za-z0-9_-]{1,100}$/,
      'must be a contact key of letters, digits, dashes or underscores',
    ),
    NEXT_PUBLIC_GA_MEASUREMENT_ID: matching(/^G-[A-Z0-9]{4,20}$/, 'must look like G-XXXXXXXXXX'),
    NEXT_PUBLIC_AD_PIXEL_ID: matching(/^[0-9]{6,20}$/, 'must be a numeric pixel id'),
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

/** The public settings of `env`, or a ConfigError naming each invalid variable. */
export function parsePublicConfig(env: PublicEnv): PublicConfig {
  const result = publicSchema.safeParse(env);
  if (!result.success) throw new ConfigError(result.error.issues);
  return toPublicConfig(env);
}
