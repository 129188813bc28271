import { defineConfig, devices } from '@playwright/test';
import { E2E_DIST_DIR, E2E_ORIGIN as BASE_URL, E2E_PORT as PORT } from './tests/e2e/e2e-build';

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
  webServer: {
    command: `npm run build && npx next start -p ${PORT} -H 127.0.0.1`,
    url: `${BASE_URL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'pipe',
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_PUBLIC_SITE_URL: BASE_URL,
      NEXT_DIST_DIR: E2E_DIST_DIR,
      ENQUIRY_STORE_DIR: 'test-results/enquiries',
      // Every journey sends enquiries from 127.0.0.1; the limit itself is unit-tested.
      ENQUIRY_RATE_LIMIT: '1000',
      // Test ids, so the journeys prove one page view per route change; no request leaves the machine.
      NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-TEST12345',
      NEXT_PUBLIC_AD_PIXEL_ID: '1234567890',
    },
  },
});
