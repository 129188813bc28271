import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import {
  E2E_DIST_DIR,
  E2E_SERVER_SECRETS,
  E2E_ORIGIN as BASE_URL,
  E2E_PORT as PORT,
  FAULT_UPSTREAM_CREDENTIALS,
  FAULT_UPSTREAM_ORIGIN,
  FAULT_UPSTREAM_PORT,
  FAULTS_DIST_DIR,
  FAULTS_ORIGIN,
  FAULTS_PORT,
  FAULTS_REVALIDATE_SECRET,
} from './tests/e2e/e2e-build';

// Debian's chromium: Playwright cannot download its own browsers on these machines.
const CHROMIUM = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
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
    env: { E2E_FAULT_UPSTREAM_PORT: String(FAULT_UPSTREAM_PORT), FAULT_UPSTREAM_TARGET: BASE_URL },
  },
  // …and a production build whose GraphQL endpoint and Algolia host are that upstream.
  {
    command: `npm run build && npx next start -p ${FAULTS_PORT} -H 127.0.0.1`,
    // A port, not a page: a page may be failing on purpose, and a failing check would start a
    // second build into the folder the running server reads.
    port: FAULTS_PORT,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'pipe',
    env: {
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
    },
  },
];

// The resilience spec's servers cost a second build, so a run focused on other spec files skips them.
const FILE_FILTERS = process.argv.filter((arg) => /\.spec\.ts$|^tests\//.test(arg));
const WITH_FAULT_SERVERS =
  FILE_FILTERS.length === 0 || FILE_FILTERS.some((filter) => filter.includes('resilience'));

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
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } },
    { name: 'mobile', use: { ...devices['Pixel 7'] } },
  ],
  webServer: [
    {
      command: `npm run build && npx next start -p ${PORT} -H 127.0.0.1`,
      url: `${BASE_URL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
      stdout: 'pipe',
      env: {
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_PUBLIC_SITE_URL: BASE_URL,
        NEXT_DIST_DIR: E2E_DIST_DIR,
        // Unused by the embedded backends; present so the security spec can look for leaks.
        ...E2E_SERVER_SECRETS,
        // Every journey sends enquiries from 127.0.0.1; the limit itself is unit-tested.
        ENQUIRY_RATE_LIMIT: '1000',
        // Test ids, so the journeys prove one page view per route change; no request leaves the machine.
        NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-TEST12345',
        NEXT_PUBLIC_AD_PIXEL_ID: '1234567890',
      },
    },
    ...(WITH_FAULT_SERVERS ? FAULT_SERVERS : []),
  ],
});
