// Playwright: Chromium against a real stack (simulator + `next start` on an existing build),
// started by e2e/support/serve.ts. `npm test` builds first; by hand:
//
//   NEXT_DIST_DIR=.next-me npx next build && \
//   NEXT_DIST_DIR=.next-me E2E_PORT=48xx E2E_SIM_PORT=48yy npx playwright test e2e/x.spec.ts
//
// E2E_PORT (default 3210), E2E_SIM_PORT (4210) and NEXT_DIST_DIR (.next) come from the
// environment so several runs can share a machine; saved sessions go to e2e/.auth/<E2E_PORT>/.
// Chromium: CHROMIUM_PATH, else /usr/bin/chromium, else Playwright's own download.
import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { E2E_BASE_URL, E2E_PORT } from './e2e/support/env';

const executablePath = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'e2e',
  outputDir: `test-results/e2e-${E2E_PORT}`,
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Generous: six engineers share two cores. These bound a stuck test, they are not assertions.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: `playwright-report/e2e-${E2E_PORT}` }]],
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    {
      name: 'desktop',
      dependencies: ['setup'],
      use: { viewport: { width: 1440, height: 900 } },
    },
    {
      // Tests tagged @mobile also run on a phone-sized screen.
      name: 'mobile',
      dependencies: ['setup'],
      grep: /@mobile/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  webServer: {
    command: 'node --import tsx e2e/support/serve.ts',
    url: `${E2E_BASE_URL}/`,
    // `npm test` sets E2E_FRESH_SERVER: a server left from an older build must not be reused.
    reuseExistingServer: !process.env.CI && !process.env.E2E_FRESH_SERVER,
    timeout: 180_000,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
