import { ConfigError, readPublicEnv, readServerEnv } from './config';
import { parsePublicConfig } from './public-env';
import { DEFAULT_DATA_DIR, serverSchema, type ImageRemoteHost, type ServerEnv } from './server-env';

/** The server-only environment variables (lib/server-env.ts), validated once on first use. */
export interface ServerConfig {
  /** Set only when the company's GraphQL API is configured; otherwise the embedded server answers. */
  graphqlEndpoint: string | undefined;
  graphqlApiToken: string | undefined;
  /**
   * Sent instead of GRAPHQL_API_TOKEN with the reads of a preview (drafts), as Contentful's Preview
   * API takes its own token; the embedded endpoint answers drafts over HTTP to its holder.
   */
  graphqlPreviewToken: string | undefined;
  /** The `secret` of `GET /api/draft`, which turns on draft preview; unset, that route does not exist. */
  previewSecret: string | undefined;
  revalidateSecret: string | undefined;
  /**
   * The bearer token another instance sends (as its GRAPHQL_API_TOKEN) to write through this
   * instance's embedded GraphQL endpoint; without it the endpoint answers queries only.
   */
  graphqlServerToken: string | undefined;
  /**
   * Proxies in front of the site that append the address they were called from to
   * X-Forwarded-For (a load balancer, nginx): the client is that many entries from the right of
   * what reached the site. 0 means none, so what a client writes there is never its address.
   */
  trustedProxyHops: number;
  /** The local database's folder (SQLite, generated keys, the mail outbox, the listing journal). */
  dataDir: string;
  /** Set when the folder was named by ENQUIRY_STORE_DIR, the old name, which start-up announces. */
  dataDirFromOldName: boolean;
  /** Where `next build` writes and `next start` reads; the e2e tests build into their own. */
  distDir: string;
  /**
   * Set for the end-to-end builds, which follow `npm run typecheck` on a fresh clone and are thrown
   * away after the run: a second type check and a cache for a later build only cost time.
   */
  throwawayBuild: boolean;
  /** Enquiries one client address may send in ten minutes. */
  enquiryRateLimit: number;
  /** Server action requests (form posts of any kind) one client address may send in a minute. */
  actionRateLimit: number;
  /** Brochures not yet made that one client address may have made in a minute. */
  brochureRenderLimit: number;
  /**
   * Set when several instances share one cache: Next's ISR output and data cache, their tags and
   * the enquiry rate limit then live in this Redis instead of the process and its disk.
   */
  redisUrl: string | undefined;
  /**
   * PostgreSQL for what visitors write (enquiries, saved searches, their mail), shared by every
   * instance; unset, the SQLite file in `dataDir`, for one machine.
   */
  databaseUrl: string | undefined;
  /**
   * Set when every instance sharing REDIS_URL runs on this one machine and shares `dataDir`
   * (its SQLite file and generated keys), so start-up need not insist on DATABASE_URL.
   */
  oneMachineStore: boolean;
  /** The port `next start` listens on; unset during `next build` and in tests. */
  listenPort: number | undefined;
  /** Where hosted records' images may come from; next.config.ts turns them into `images.remotePatterns`. */
  imageRemoteHosts: ImageRemoteHost[];
  /**
   * How many /search pages (one per search state) the cache keeps, in memory or in Redis: the
   * least recently used go first, so no crawl of endless filter combinations can fill either.
   */
  searchCacheEntries: number;
  /**
   * Signs the links of the alert e-mails (HMAC-SHA256). Unset with the embedded content service, a
   * key kept in the store folder is used; a production content service needs it set.
   */
  alertsSecret: string | undefined;
  /** Bearer token of `POST /api/alerts/run`; unset, the route does not exist. */
  alertsRunSecret: string | undefined;
  /** The embedded search engine's admin key for listing writes; unset, a key kept in the store folder. */
  searchAdminKey: string | undefined;
  /**
   * Hosted Algolia's admin key (or one with settings, browse and indexing rights on the indices and
   * their `_tmp_` copies), for `npm run search:configure` and the listing commands; the site never needs it.
   */
  algoliaAdminKey: string | undefined;
  /** Where alert e-mails go; unset, each is written as an .eml file into `mailOutboxDir`. */
  smtpUrl: string | undefined;
  /** The From of every e-mail; unset, the brand at no-reply@ the site's domain (lib/mail/mail-identity.ts). */
  mailFrom: string | undefined;
  mailOutboxDir: string;
  /** Where general enquiries go (the contact page, a listing without a contact); unset, enquiries@ the site's domain. */
  enquiryDeskEmail: string | undefined;
  /** The legal identity every e-mail carries (POPIA s69); unset, the sample company's (lib/company-defaults.ts). */
  companyLegalName: string | undefined;
  companyPostalAddress: string | undefined;
  companyRegistration: string | undefined;
  /**
   * Alert confirmation e-mails all instances together may send in an hour, a tenth of them to one
   * client network; past it, saves get no e-mail.
   */
  alertConfirmationsPerHour: number;
  /** Enquiry receipts to every address together in an hour (besides 3 per address a day); past it, none. */
  receiptsPerHour: number;
  /** Lead e-mails to one recipient (a broker, the desk) in an hour; past it, enquiries are held for the desk. */
  leadMailsPerBrokerPerHour: number;
  /** `npm run data:prune` deletes enquiries older than this. */
  enquiryRetentionMonths: number;
  /** `npm run data:prune` (and every save) deletes alerts left unconfirmed this long. */
  unconfirmedAlertRetentionDays: number;
}

export function parseServerConfig(env: ServerEnv): ServerConfig {
  const result = serverSchema.safeParse(env);
  if (!result.success) throw new ConfigError(result.error.issues);
  const e = result.data;
  return {
    graphqlEndpoint: e.GRAPHQL_ENDPOINT,
    graphqlApiToken: e.GRAPHQL_API_TOKEN,
    graphqlPreviewToken: e.GRAPHQL_PREVIEW_TOKEN,
    previewSecret: e.PREVIEW_SECRET,
    revalidateSecret: e.REVALIDATE_SECRET,
    graphqlServerToken: e.GRAPHQL_SERVER_TOKEN,
    trustedProxyHops: e.TRUSTED_PROXY_HOPS,
    dataDir: e.DATA_DIR ?? e.ENQUIRY_STORE_DIR ?? DEFAULT_DATA_DIR,
    dataDirFromOldName: e.DATA_DIR === undefined && e.ENQUIRY_STORE_DIR !== undefined,
    enquiryRateLimit: e.ENQUIRY_RATE_LIMIT,
    actionRateLimit: e.ACTION_RATE_LIMIT,
    brochureRenderLimit: e.BROCHURE_RENDER_LIMIT,
    distDir: e.NEXT_DIST_DIR,
    throwawayBuild: e.NEXT_THROWAWAY_BUILD === '1',
    redisUrl: e.REDIS_URL,
    databaseUrl: e.DATABASE_URL,
    oneMachineStore: e.ONE_MACHINE_STORE === '1',
    listenPort: e.PORT,
    imageRemoteHosts: e.IMAGE_REMOTE_HOSTS,
    searchCacheEntries: e.SEARCH_CACHE_ENTRIES,
    alertsSecret: e.ALERTS_SECRET,
    alertsRunSecret: e.ALERTS_RUN_SECRET,
    searchAdminKey: e.SEARCH_ADMIN_KEY,
    algoliaAdminKey: e.ALGOLIA_ADMIN_KEY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailOutboxDir: e.MAIL_OUTBOX_DIR ?? `${e.DATA_DIR ?? e.ENQUIRY_STORE_DIR ?? DEFAULT_DATA_DIR}/outbox`,
    enquiryDeskEmail: e.ENQUIRY_DESK_EMAIL,
    companyLegalName: e.COMPANY_LEGAL_NAME,
    companyPostalAddress: e.COMPANY_POSTAL_ADDRESS,
    companyRegistration: e.COMPANY_REGISTRATION,
    alertConfirmationsPerHour: e.ALERT_CONFIRMATIONS_PER_HOUR,
    receiptsPerHour: e.RECEIPTS_PER_HOUR,
    leadMailsPerBrokerPerHour: e.LEAD_MAILS_PER_BROKER_PER_HOUR,
    enquiryRetentionMonths: e.ENQUIRY_RETENTION_MONTHS,
    unconfirmedAlertRetentionDays: e.UNCONFIRMED_ALERT_RETENTION_DAYS,
  };
}

let serverConfig: ServerConfig | undefined;

/** Server-only settings; calling this in a browser bundle is a bug, so it throws there. */
export function getServerConfig(): ServerConfig {
  if (typeof window !== 'undefined') throw new Error('getServerConfig() must only run on the server');
  if (!serverConfig) {
    // The public variables too: lib/config.ts reads them without their schema.
    parsePublicConfig(readPublicEnv());
    serverConfig = parseServerConfig(readServerEnv());
  }
  return serverConfig;
}
