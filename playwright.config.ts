/**
 * End-to-end tests in Debian's Chromium (no browser download) against the
 * production build served over a fresh local Supabase stack.
 */
import { defineConfig, devices } from '@playwright/test'
import { E2E_API_PORT, E2E_APP_PORT, E2E_OUT_DIR } from './tests/e2e/ports.ts'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
]

export default defineConfig({
  testDir: 'tests/e2e',
  // A scenario test walks through several screens; on a busy 2-core machine that can take
  // more than 30 s. The limit is there to stop a hung test, not to time a good one.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_APP_PORT}`,
    // Recording a trace (a DOM snapshot around every action) made the suite a third slower.
    // A failure still leaves its screenshot and error context; for its trace, run the test
    // again with `npx playwright test <file> --trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
    // One browser context per worker, reset between tests by Playwright itself (storage,
    // cookies, cache, routes, init scripts, clock, viewport, media; other pages closed),
    // the mode its UI mode and VS Code run tests in; a test whose context options differ
    // (permissions, time zone, user agent) gets a context of its own. A fresh context and
    // its first page load cost a new renderer process that compiles the app's code again:
    // measured on the accessibility and countries specs, 179 CPU seconds became 116.
    ...({ _optionContextReuseMode: 'when-possible' } as object),
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer: {
    command: 'npx tsx tests/e2e/serve.ts',
    url: `http://127.0.0.1:${E2E_APP_PORT}/`,
    // E2E_SERVER_TIMEOUT (ms): a busy machine may need longer for the production build.
    timeout: Number(process.env.E2E_SERVER_TIMEOUT ?? 600_000),
    // E2E_REUSE_SERVER=1: `npm test` (scripts/test.ts) has started tests/e2e/serve.ts itself,
    // beside the integration tests, and waited for it; otherwise Playwright starts it here.
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_API_PORT: String(E2E_API_PORT), E2E_APP_PORT: String(E2E_APP_PORT), E2E_OUT_DIR },
  },
})
