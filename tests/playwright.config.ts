import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './chromium.ts';

/** The system's Chromium when present (chromium.ts), else Playwright's own (installed by `npm test`'s pretest). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const port = Number(process.env.E2E_PORT ?? 8181);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'so-e2e-'));

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two at a time: the store's journeys one after another (they share the demo shoppers and the
  // catalogue's stock), and beside them the Storybook catalogue's axe pass (its own visitors,
  // read-only), which alone took a third of the run.
  workers: 2,
  // No retries, in CI either: a retry hides a flake. A journey that fails waits for the wrong thing.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: 'storybook.spec.ts',
      workers: 1,
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: chromiumPath, args: chromiumArgs } },
    },
    {
      name: 'storybook',
      testMatch: 'storybook.spec.ts',
      workers: 1,
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: chromiumPath, args: chromiumArgs } },
    },
  ],
  webServer: {
    // The built store (npm test builds first) on a fresh embedded PGlite database.
    command: 'npx tsx packages/server/src/main.ts',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/user/visitor/`,
    timeout: 180_000,
    reuseExistingServer: false,
    // Every journey signs in from the same address: raise the per-address limits (their
    // refusals are covered by the server suite), so a retried journey is not refused with 429.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      STORE_MODE: 'demo',
      DATABASE_URL: '',
      MEDIA_WARMUP: '0',
      // A courier with a tracking page, so a shipped order's timeline offers Track.
      COURIERS: 'Blue Dart=https://www.bluedart.com/track?awb={awb}',
      RATE_LIMIT_SIGNIN: '1000',
      RATE_LIMIT_OTP_PER_IP: '1000',
      RATE_LIMIT_OTP_PER_NUMBER: '100',
      RATE_LIMIT_ENQUIRIES: '1000',
      RATE_LIMIT_APPOINTMENTS: '1000',
      RATE_LIMIT_APPOINTMENTS_PER_IP: '1000',
    },
    stdout: 'pipe',
  },
});
