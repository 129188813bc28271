import { existsSync } from 'node:fs';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import {
  ALERTS_PORT,
  ALERTS_STORE_DIR,
  E2E_DIST_DIR,
  E2E_SERVER_SECRETS,
  E2E_ORIGIN as BASE_URL,
  E2E_PORT as PORT,
  FAULT_UPSTREAM_ORIGIN,
  FAULT_UPSTREAM_PORT,
  FAULTS_DIST_DIR,
  FAULTS_PORT,
  FAULTS_BUILD_LOG,
  FAULTS_SERVER_ENV,
  E2E_IMAGE_REMOTE_HOSTS,
  LISTINGS_PORT,
  LISTINGS_REDIS_PORT,
  LISTINGS_STORE_DIR,
  REDIS_PORT,
  REDIS_URL,
  SHARED_CACHE_ENQUIRY_LIMIT,
  SHARED_CACHE_PORTS,
  SHARED_CACHE_SEARCH_PAGES,
  SMTP_SINK_HTTP_PORT,
  SMTP_SINK_ORIGIN,
  SMTP_SINK_PORT,
  SMTP_SINK_URL,
} from './tests/e2e/e2e-build';
import { CHROMIUM_FLAGS, FULL_CHROMIUM, HEADLESS_SHELL } from './tests/support/chromium';

// Debian's build of Chromium's headless shell, the browser Playwright itself runs headless tests in:
// without the full browser's windowing it renders the same pages on 30–40 % less CPU, which on two
// cores is the suite's running time (docs/decisions/e2e-browser.md). A machine set up before it was
// (`.ci/run` installs it) runs them in the full browser. Playwright cannot download its own browsers
// on these machines. Requests that would leave this machine (analytics, pixels) fail at name
// resolution: tests only ever talk to the local servers, without intercepting every request (which
// also turns off the HTTP cache). A spec may still answer such a request itself with `page.route`.
const CHROMIUM = {
  executablePath: process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM),
  args: [...CHROMIUM_FLAGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'],
};

type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>;

/** The resilience spec's servers (only resilience.spec.ts talks to them). */
const FAULT_SERVERS: WebServer[] = [
  // A fault-injecting upstream that proxies to the main server until told to fail…
  {
    command: 'node --import tsx tests/e2e/support/fault-upstream.ts',
    url: `${FAULT_UPSTREAM_ORIGIN}/__fault`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
    stdout: 'pipe',
    env: {
      E2E_FAULT_UPSTREAM_PORT: String(FAULT_UPSTREAM_PORT),
      FAULT_UPSTREAM_TARGET: BASE_URL,
      // Failing from the start: the build below must succeed with both backends down.
      FAULT_UPSTREAM_INITIAL_MODE: 'error',
    },
  },
  // …and a production build whose GraphQL endpoint and Algolia host are that upstream; the spec
  // reads what the build printed.
  {
    // Without the data cache an earlier run left, so no cached answer stands in for the failing backends.
    command: `rm -rf ${FAULTS_DIST_DIR}/cache && (NEXT_THROWAWAY_BUILD=1 npm run build > ${FAULTS_BUILD_LOG} 2>&1 || (cat ${FAULTS_BUILD_LOG}; exit 1)) && npx next start -p ${FAULTS_PORT} -H 127.0.0.1 --keepAliveTimeout 65000`,
    // A port, not a page: a page may be failing on purpose, and a failing check would start a
    // second build into the folder the running server reads.
    port: FAULTS_PORT,
    reuseExistingServer: !process.env.CI,
    // Built beside the main build, on the same two cores.
    timeout: 420_000,
    stdout: 'pipe',
    env: FAULTS_SERVER_ENV,
  },
];

/** One more instance of the main e2e build (started once that build exists), with a store of its own. */
function e2eBuildInstance(port: number, env: Record<string, string>): WebServer {
  return {
    command: `npx next start -p ${port} -H 127.0.0.1 --keepAliveTimeout 65000`,
    url: `http://127.0.0.1:${port}/robots.txt`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'pipe',
    env: { NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: E2E_DIST_DIR, ...E2E_SERVER_SECRETS, ...env },
  };
}

/** Debian's redis-server and two instances of the e2e build that share their cache in it. */
const SHARED_CACHE_SERVERS: WebServer[] = [
  {
    command: `redis-server --port ${REDIS_PORT} --bind 127.0.0.1 --save "" --appendonly no`,
    port: REDIS_PORT,
    reuseExistingServer: !process.env.CI,
    timeout: 15_000,
  },
  ...SHARED_CACHE_PORTS.map((port) =>
    e2eBuildInstance(port, {
      DATA_DIR: 'test-results/enquiries-shared-cache',
      ENQUIRY_RATE_LIMIT: String(SHARED_CACHE_ENQUIRY_LIMIT),
      ACTION_RATE_LIMIT: '1000',
      SEARCH_CACHE_ENTRIES: String(SHARED_CACHE_SEARCH_PAGES),
      REDIS_URL,
      // Both instances run here and share one store folder: its SQLite file and keys.
      ONE_MACHINE_STORE: '1',
    }),
  ),
];

/**
 * The SMTP server and the instance of the e2e build whose mail goes there (alerts.spec.ts,
 * lead-delivery.spec.ts), on another port than the build names as its site (site-links.spec.ts).
 */
const ALERTS_SERVERS: WebServer[] = [
  {
    command: 'node --import tsx tests/support/smtp-sink.ts',
    url: `${SMTP_SINK_ORIGIN}/messages`,
    reuseExistingServer: !process.env.CI,
    timeout: 15_000,
    env: { SMTP_SINK_PORT: String(SMTP_SINK_PORT), SMTP_SINK_HTTP_PORT: String(SMTP_SINK_HTTP_PORT) },
  },
  e2eBuildInstance(ALERTS_PORT, {
    DATA_DIR: ALERTS_STORE_DIR,
    // Every journey saves and sends from 127.0.0.1, and a rerun meets the last run's counts in this
    // store: the limits and caps themselves are unit-tested over both stores.
    ENQUIRY_RATE_LIMIT: '1000',
    ACTION_RATE_LIMIT: '1000',
    ALERT_CONFIRMATIONS_PER_HOUR: '1000',
    RECEIPTS_PER_HOUR: '1000',
    LEAD_MAILS_PER_BROKER_PER_HOUR: '1000',
    SMTP_URL: SMTP_SINK_URL,
  }),
];

/** The listings import journey's own instance of the e2e build, over a Redis of its own (listings-import.spec.ts). */
const LISTINGS_SERVERS: WebServer[] = [
  {
    command: `redis-server --port ${LISTINGS_REDIS_PORT} --bind 127.0.0.1 --save "" --appendonly no`,
    port: LISTINGS_REDIS_PORT,
    reuseExistingServer: !process.env.CI,
    timeout: 15_000,
  },
  e2eBuildInstance(LISTINGS_PORT, {
    REDIS_URL: `redis://127.0.0.1:${LISTINGS_REDIS_PORT}`,
    // One instance on one machine: its store folder is the only one there is.
    ONE_MACHINE_STORE: '1',
    DATA_DIR: LISTINGS_STORE_DIR,
    IMAGE_REMOTE_HOSTS: E2E_IMAGE_REMOTE_HOSTS,
  }),
];

// The resilience, shared-cache, alerts and listings-import specs need servers of their own, so a run focused on other
// spec files skips them.
const FILE_FILTERS = process.argv.filter((arg) => /\.spec\.ts$|^tests\//.test(arg));
const runsSpec = (name: string) =>
  FILE_FILTERS.length === 0 || FILE_FILTERS.some((filter) => filter.includes(name));

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI absorbs a timing hiccup on a loaded 2-core runner; a retried test is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: BASE_URL,
    // Recording every test to keep the failing ones costs CI a fifth of its time: the retry records.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: CHROMIUM,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } },
    // Checks tagged @any-size read what cannot depend on the screen (the server's answer to a URL),
    // and those tagged @own-size set the screen they need: either runs once, in the desktop project.
    { name: 'mobile', use: { ...devices['Pixel 7'] }, grepInvert: /@any-size|@own-size/ },
  ],
  webServer: [
    {
      command: `NEXT_THROWAWAY_BUILD=1 npm run build && npx next start -p ${PORT} -H 127.0.0.1 --keepAliveTimeout 65000`,
      url: `${BASE_URL}/`,
      reuseExistingServer: !process.env.CI,
      // The build prerenders about 2,500 pages: on a slow 2-core runner that alone takes 4 minutes.
      timeout: 420_000,
      stdout: 'pipe',
      env: {
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_PUBLIC_SITE_URL: BASE_URL,
        NEXT_DIST_DIR: E2E_DIST_DIR,
        // Unused by the embedded backends; present so the security spec can look for leaks.
        ...E2E_SERVER_SECRETS,
        // Every journey sends enquiries from 127.0.0.1; the limits themselves are unit-tested, and
        // security.spec.ts proves the action limit on a server of its own.
        ENQUIRY_RATE_LIMIT: '1000',
        ACTION_RATE_LIMIT: '1000',
        BROCHURE_RENDER_LIMIT: '1000',
        // Test ids, so the journeys prove one page view per route change; no request leaves the machine.
        NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-TEST12345',
        NEXT_PUBLIC_AD_PIXEL_ID: '1234567890',
        // A feed's photos on another host (listings-import.spec.ts): the main server's own pictures.
        IMAGE_REMOTE_HOSTS: E2E_IMAGE_REMOTE_HOSTS,
      },
    },
    ...(['alerts', 'lead-delivery', 'site-links'].some(runsSpec) ? ALERTS_SERVERS : []),
    ...(runsSpec('resilience') ? FAULT_SERVERS : []),
    ...(runsSpec('shared-cache') ? SHARED_CACHE_SERVERS : []),
    ...(runsSpec('listings-import') ? LISTINGS_SERVERS : []),
  ],
});
