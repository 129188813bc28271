/**
 * The end-to-end tests build into their own folder, so the test build (test analytics ids,
 * 127.0.0.1 URLs) never becomes the build that `npm start` serves. E2E_PORT and E2E_DIST_DIR
 * let a second checkout's run (or a focused spec) use its own server beside a running one.
 */
export const E2E_DIST_DIR = process.env.E2E_DIST_DIR ?? '.next-e2e';
/** Shifts every port below, so two checkouts can run their suites side by side. */
export const E2E_PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const portFrom = (value: string | undefined, base: number) => Number(value ?? base + E2E_PORT_OFFSET);
export const E2E_PORT = portFrom(process.env.E2E_PORT, 3100);
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
/** Server-only values the test build gets, so a spec can prove none reaches a browser bundle. */
export const E2E_SERVER_SECRETS = {
  REVALIDATE_SECRET: 'e2e-revalidate-9f3c2a7d41b8e6',
  ALERTS_SECRET: 'e2e-alerts-secret-7c1d9e3f5a2b8c4d6e0f1a3b',
  ALERTS_RUN_SECRET: 'e2e-alerts-run-secret-2f8a6c4e1b9d3f7a5c0e',
  SEARCH_ADMIN_KEY: 'e2e-search-admin-key-9d2b7f4a1c6e8b3d5f0a',
  GRAPHQL_API_TOKEN: 'e2e-graphql-token-5d1e8b0c37a4',
  GRAPHQL_SERVER_TOKEN: 'e2e-graphql-server-token-0b6f2d9e4c1a7f3b8e5d',
  GRAPHQL_PREVIEW_TOKEN: 'e2e-graphql-preview-token-6a3d0f8c2e5b',
  PREVIEW_SECRET: 'e2e-preview-secret-4e9b1c7a3f0d6e2b8a5c',
  DATA_DIR: 'test-results/enquiries',
} as const;

/**
 * Where the main build lets Next's optimiser fetch hosted pictures: the main server's own, as
 * another host would serve a listings feed's photos to the listings instance below.
 */
export const E2E_IMAGE_REMOTE_HOSTS = `${E2E_ORIGIN}/images`;

/**
 * The listings import journey's own instance of the e2e build, with a store of its own: it replaces
 * the listings every other spec reads on the main server (listings-import.spec.ts). It keeps its
 * cache in a Redis of its own: on the build's disk it would share its pages and data with the main
 * server, which would then list a city only this instance has.
 */
export const LISTINGS_PORT = portFrom(process.env.E2E_LISTINGS_PORT, 3108);
export const LISTINGS_ORIGIN = `http://127.0.0.1:${LISTINGS_PORT}`;
export const LISTINGS_STORE_DIR = 'test-results/listings-store';
export const LISTINGS_REDIS_PORT = portFrom(process.env.E2E_LISTINGS_REDIS_PORT, 6392);
/** A proxy in front of the listings instance that holds an import's move, so the spec can kill it there. */
export const IMPORT_STALL_PORT = portFrom(process.env.E2E_IMPORT_STALL_PORT, 3109);

/**
 * The resilience spec's own production server, built with the hosted-backend settings pointed at
 * a fault-injecting upstream (tests/e2e/support/fault-upstream.ts) that proxies to the embedded
 * services of the server above until told to misbehave. Its own folder and ports, like the above.
 */
export const FAULTS_DIST_DIR = process.env.E2E_FAULTS_DIST_DIR ?? '.next-e2e-faults';
export const FAULTS_PORT = portFrom(process.env.E2E_FAULTS_PORT, 3102);
export const FAULTS_ORIGIN = `http://127.0.0.1:${FAULTS_PORT}`;
export const FAULT_UPSTREAM_PORT = portFrom(process.env.E2E_FAULT_UPSTREAM_PORT, 3101);
export const FAULT_UPSTREAM_ORIGIN = `http://127.0.0.1:${FAULT_UPSTREAM_PORT}`;
/** Credentials the faults server sends and the upstream insists on, so a test sees they are sent. */
export const FAULT_UPSTREAM_CREDENTIALS = {
  algoliaAppId: 'FAULTAPP01',
  algoliaSearchKey: 'faultsSearchOnlyKey0001',
  // The main server's own token: it is the faults server's content service, as one instance can be
  // another's (README, "One instance as the content service of the others").
  graphqlToken: E2E_SERVER_SECRETS.GRAPHQL_SERVER_TOKEN,
} as const;
/** Lets the resilience spec mark cached reads stale, as a publish would, while the upstream fails. */
export const FAULTS_REVALIDATE_SECRET = 'faults-revalidate-secret';

/** How the upstream answers: `pass` proxies, the others misbehave (see fault-upstream.ts). */
export const FAULT_MODES = ['pass', 'error', 'timeout', 'garbage', 'wrong-shape'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];
/** Which service a mode applies to; the other keeps passing. */
export const FAULT_SERVICES = ['all', 'content', 'search'] as const;
export type FaultService = (typeof FAULT_SERVICES)[number];
/** What `next build` printed for the faults server, built while both of its backends failed. */
export const FAULTS_BUILD_LOG = `${FAULTS_DIST_DIR}-build.log`;
/** The faults server's environment, for its build and for every instance of it a spec starts. */
export const FAULTS_SERVER_ENV = {
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_PUBLIC_SITE_URL: FAULTS_ORIGIN,
  NEXT_DIST_DIR: FAULTS_DIST_DIR,
  GRAPHQL_ENDPOINT: `${FAULT_UPSTREAM_ORIGIN}/graphqlQuery/v1`,
  GRAPHQL_API_TOKEN: FAULT_UPSTREAM_CREDENTIALS.graphqlToken,
  NEXT_PUBLIC_ALGOLIA_APP_ID: FAULT_UPSTREAM_CREDENTIALS.algoliaAppId,
  NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: FAULT_UPSTREAM_CREDENTIALS.algoliaSearchKey,
  NEXT_PUBLIC_ALGOLIA_HOST: FAULT_UPSTREAM_ORIGIN,
  REVALIDATE_SECRET: FAULTS_REVALIDATE_SECRET,
  ENQUIRY_RATE_LIMIT: '1000',
  ACTION_RATE_LIMIT: '1000',
  BROCHURE_RENDER_LIMIT: '1000',
  // The upstream's records name their pictures on the main server (fault-upstream.ts).
  IMAGE_REMOTE_HOSTS: E2E_ORIGIN,
} as const;
/**
 * A faults-build instance over Redis (resilience.spec.ts), with a Redis of its own, started from a
 * copy of the build: the faults server's own disk cache would otherwise seed it.
 */
export const FAULTS_OVER_REDIS_DIST_DIR = `${FAULTS_DIST_DIR}-over-redis`;
export const FAULTS_REDIS_PORT = portFrom(process.env.E2E_FAULTS_REDIS_PORT, 6391);
export const FAULTS_OVER_REDIS_PORT = portFrom(process.env.E2E_FAULTS_OVER_REDIS_PORT, 3105);

/**
 * Two instances of the e2e build over one Redis and one PostgreSQL that shared-database.spec.ts
 * starts itself (it stops and kills the database), with an SMTP sink for their alert e-mails.
 */
export const SHARED_DATABASE_PORTS = [3140 + E2E_PORT_OFFSET, 3141 + E2E_PORT_OFFSET] as const;
export const SHARED_DATABASE_REDIS_PORT = portFrom(process.env.E2E_SHARED_DATABASE_REDIS_PORT, 6393);
export const SHARED_DATABASE_POSTGRES_PORT = portFrom(process.env.E2E_SHARED_DATABASE_POSTGRES_PORT, 5440);
export const SHARED_DATABASE_SMTP_PORTS = { smtp: 2540 + E2E_PORT_OFFSET, http: 3142 + E2E_PORT_OFFSET };
/** Where the spec starts instances with bad settings, which must refuse to start. */
export const SHARED_DATABASE_REFUSED_PORT = 3143 + E2E_PORT_OFFSET;

/** First of the ports a spec gives the servers it starts itself, one per Playwright worker. */
export const SPEC_SERVER_PORT_BASE = 3150 + E2E_PORT_OFFSET;

/**
 * Two instances of the e2e build sharing one cache in Debian's redis-server (REDIS_URL), as
 * several production instances would; only tests/e2e/shared-cache.spec.ts talks to them.
 */
export const REDIS_PORT = portFrom(process.env.E2E_REDIS_PORT, 6390);
export const REDIS_URL = `redis://127.0.0.1:${REDIS_PORT}`;
export const SHARED_CACHE_PORTS = [3103 + E2E_PORT_OFFSET, 3104 + E2E_PORT_OFFSET] as const;
export const SHARED_CACHE_ORIGINS = SHARED_CACHE_PORTS.map((port) => `http://127.0.0.1:${port}`);
/** Low enough that the third enquiry from one address, through either instance, is refused. */
export const SHARED_CACHE_ENQUIRY_LIMIT = 2;
/** Low enough that a handful of search links fills the search pages' share of Redis. */
export const SHARED_CACHE_SEARCH_PAGES = 4;

/**
 * The alert journey's own instance of the e2e build, with a store of its own: the journey changes
 * listings (as a listing sync would) and every other spec reads the main server's. Its e-mails name
 * the build's origin (E2E_ORIGIN, baked into the build); the spec follows their links here.
 */
export const ALERTS_PORT = portFrom(process.env.E2E_ALERTS_PORT, 3107);
export const ALERTS_ORIGIN = `http://127.0.0.1:${ALERTS_PORT}`;
export const ALERTS_STORE_DIR = 'test-results/alerts-store';

/**
 * The SMTP server that receives the alert instance's e-mails (tests/support/smtp-sink.ts): SMTP on
 * one port, what it received as JSON on another. Only alerts.spec.ts reads it.
 */
export const SMTP_SINK_PORT = portFrom(process.env.E2E_SMTP_PORT, 2525);
export const SMTP_SINK_HTTP_PORT = portFrom(process.env.E2E_SMTP_HTTP_PORT, 3106);
export const SMTP_SINK_URL = `smtp://127.0.0.1:${SMTP_SINK_PORT}`;
export const SMTP_SINK_ORIGIN = `http://127.0.0.1:${SMTP_SINK_HTTP_PORT}`;
