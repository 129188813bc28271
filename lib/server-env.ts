import { z } from 'zod';
import { parseHostSetting } from './config';
import { DEFAULT_LEAD_MAILS_PER_BROKER_PER_HOUR, DEFAULT_RECEIPTS_PER_HOUR } from './mail/mail-job-policy';
import { optionalString, optionalUrl } from './public-env';
import { isPlainMailbox } from './validation/validators';

/**
 * The schema of the server-only environment variables (lib/server-config.ts parses them). Kept
 * apart from lib/config.ts so that neither their names nor their schema reach a browser bundle.
 */

/** An origin whose images Next's optimiser may fetch, and the path they must sit under. */
export interface ImageRemoteHost {
  protocol: 'http' | 'https';
  /** A lower-case host name or IPv4 address. */
  hostname: string;
  /** Empty for the protocol's default port. */
  port: string;
  /** `/media` for `https://cdn.example.co.za/media/`; empty for any path. */
  pathPrefix: string;
}

// Next matches remotePatterns as globs, so a `*`, `?` or `[` in a host or path would allow more than it names.
const HOSTNAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;
const PATH_PREFIX = /^[A-Za-z0-9._~%/-]*$/;

/** `[http(s)://]host[:port][/path]`, https by default; undefined for anything else. */
function toImageRemoteHost(value: string): ImageRemoteHost | undefined {
  const url = parseHostSetting(value);
  if (!url) return undefined;
  if (url.search || url.hash || url.username || url.password) return undefined;
  if (!HOSTNAME.test(url.hostname) || !PATH_PREFIX.test(url.pathname)) return undefined;
  return {
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    hostname: url.hostname,
    port: url.port,
    pathPrefix: url.pathname.replace(/\/+$/, ''),
  };
}

const imageRemoteHosts = z.pipe(
  optionalString,
  z
    .string()
    .transform((value, ctx) => {
      const hosts: ImageRemoteHost[] = [];
      for (const entry of value.split(',').map((part) => part.trim())) {
        if (entry === '') continue;
        const host = toImageRemoteHost(entry);
        if (host) {
          hosts.push(host);
          continue;
        }
        ctx.addIssue({
          code: 'custom',
          input: entry,
          message: `"${entry}" must be [http(s)://]host[:port][/path] with a host name or IPv4 address, and no wildcard, query or credentials`,
        });
      }
      return hosts;
    })
    .default([]),
);

/** About 150 KB a page (HTML and flight data): some 75 MB of memory or Redis at most. */
const DEFAULT_SEARCH_CACHE_ENTRIES = 500;

/** A secret someone could otherwise guess or try offline: 32 characters or more. */
const longSecret = z.pipe(
  optionalString,
  z.string().min(32, 'must be at least 32 characters so it cannot be guessed').optional(),
);

/** A line of text a mail footer shows: no line breaks, which would let it write mail headers. */
const oneLine = (max: number) =>
  z.pipe(
    optionalString,
    z
      .string()
      .max(max)
      .regex(/^[^\r\n]*$/, 'must be one line')
      .optional(),
  );

/** A whole number of at least 1, with a default. */
const wholeNumber = (what: string, fallback: number) =>
  z.pipe(
    optionalString,
    z
      .string()
      .regex(/^\d{1,6}$/, `must be a whole number of ${what}`)
      .transform(Number)
      .pipe(z.number().min(1))
      .default(fallback),
  );

export const DEFAULT_DATA_DIR = 'data';

export const serverSchema = z.object({
  GRAPHQL_ENDPOINT: optionalUrl,
  GRAPHQL_API_TOKEN: optionalString,
  GRAPHQL_PREVIEW_TOKEN: optionalString,
  PREVIEW_SECRET: longSecret,
  REVALIDATE_SECRET: z.pipe(
    optionalString,
    z.string().min(16, 'must be at least 16 characters so it cannot be guessed').optional(),
  ),
  DATA_DIR: optionalString,
  /** The old name of DATA_DIR, still read. */
  ENQUIRY_STORE_DIR: optionalString,
  NEXT_DIST_DIR: z.pipe(
    optionalString,
    z
      .string()
      .regex(/^\.next[A-Za-z0-9_-]*$/, 'must be .next or start with .next (a folder beside it)')
      .default('.next'),
  ),
  NEXT_THROWAWAY_BUILD: z.pipe(optionalString, z.enum(['1']).optional()),
  GRAPHQL_SERVER_TOKEN: z.pipe(
    optionalString,
    z.string().min(32, 'must be at least 32 characters so it cannot be guessed').optional(),
  ),
  TRUSTED_PROXY_HOPS: z.pipe(
    optionalString,
    z
      .string()
      .regex(/^\d$/, 'must be the number of proxies in front of the site, 0 to 9')
      .transform(Number)
      .default(0),
  ),
  REDIS_URL: z.pipe(optionalString, z.url({ protocol: /^rediss?$/ }).optional()),
  DATABASE_URL: z.pipe(
    optionalString,
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  ),
  ONE_MACHINE_STORE: z.pipe(optionalString, z.enum(['1']).optional()),
  ENQUIRY_RATE_LIMIT: z.pipe(
    optionalString,
    z
      .string()
      .regex(/^\d{1,6}$/, 'must be a whole number of enquiries')
      .transform(Number)
      .pipe(z.number().min(1))
      .default(5),
  ),
  ACTION_RATE_LIMIT: z.pipe(
    optionalString,
    z
      .string()
      .regex(/^\d{1,6}$/, 'must be a whole number of requests')
      .transform(Number)
      .pipe(z.number().min(1))
      .default(30),
  ),
  BROCHURE_RENDER_LIMIT: z.pipe(
    optionalString,
    z
      .string()
      .regex(/^\d{1,6}$/, 'must be a whole number of brochures')
      .transform(Number)
      .pipe(z.number().min(1))
      .default(10),
  ),
  IMAGE_REMOTE_HOSTS: imageRemoteHosts,
  ALERTS_SECRET: longSecret,
  ALERTS_RUN_SECRET: longSecret,
  SEARCH_ADMIN_KEY: longSecret,
  ALGOLIA_ADMIN_KEY: z.pipe(
    optionalString,
    z
      .string()
      .regex(/^[A-Za-z0-9=]{16,}$/, 'must be an Algolia API key with the admin rights the commands need')
      .optional(),
  ),
  SMTP_URL: z.pipe(optionalString, z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.pipe(
    optionalString,
    z
      .string()
      .max(200)
      .regex(/^[^\r\n]*@[^\r\n]*$/, 'must be an address, optionally with a name: Name <alerts@example.co.za>')
      .optional(),
  ),
  MAIL_OUTBOX_DIR: optionalString,
  // The content service's rule for every recipient: a desk it would refuse loses every general enquiry.
  ENQUIRY_DESK_EMAIL: z.pipe(
    optionalString,
    z
      .string()
      .max(254)
      .refine(isPlainMailbox, 'must be a plain e-mail address: desk@example.co.za')
      .optional(),
  ),
  COMPANY_LEGAL_NAME: oneLine(120),
  COMPANY_POSTAL_ADDRESS: oneLine(200),
  COMPANY_REGISTRATION: oneLine(200),
  ALERT_CONFIRMATIONS_PER_HOUR: wholeNumber('confirmation e-mails', 100),
  RECEIPTS_PER_HOUR: wholeNumber('receipts', DEFAULT_RECEIPTS_PER_HOUR),
  LEAD_MAILS_PER_BROKER_PER_HOUR: wholeNumber('lead e-mails', DEFAULT_LEAD_MAILS_PER_BROKER_PER_HOUR),
  ENQUIRY_RETENTION_MONTHS: wholeNumber('months', 24),
  UNCONFIRMED_ALERT_RETENTION_DAYS: wholeNumber('days', 7),
  SEARCH_CACHE_ENTRIES: z.pipe(
    optionalString,
    z
      .string()
      .regex(/^\d{1,7}$/, 'must be a whole number of search pages')
      .transform(Number)
      .pipe(z.number().min(1))
      .default(DEFAULT_SEARCH_CACHE_ENTRIES),
  ),
  // Written by `next start` itself (the port it listens on) before it loads instrumentation.
  PORT: z.pipe(
    optionalString,
    z
      .string()
      .regex(/^\d{1,5}$/, 'must be a port number')
      .transform(Number)
      .optional(),
  ),
});

export type ServerEnv = z.input<typeof serverSchema>;
