import { existsSync } from 'node:fs'
import { defineConfig } from '@playwright/test'

// E2E runs the real server on fresh storage in a real Chromium. Three servers: one as shipped
// but without rate limits (tests log in often), one whose access tokens live 3 seconds, so the
// silent refresh can be watched happening, and one with the design's rate limits.
const port = Number(process.env.E2E_PORT ?? 3100)
const shortTokenPort = port + 1
const limitedPort = port + 2

/**
 * CHROMIUM_PATH, else Debian's Chromium headless shell, else Debian's Chromium, else Playwright's
 * own browser. The headless shell is Chromium's engine without the browser's windows around it,
 * what Playwright runs headless by default: the suite takes a third less CPU with it than with
 * the whole browser, all of which it needs on two cores (docs/decisions/045).
 */
const executablePath =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path))

// One demo seed a run, made by the first server to start (scripts/seeded-data-dir.ts); every
// server, e2e/outage.spec.ts's too, starts on a copy of it. Set once, in the runner: its
// workers and servers inherit it.
process.env.E2E_SEEDED_TEMPLATE ??= `.tmp/e2e/seeded-${Date.now()}`

const server = (serverPort: number, name: string, env: Record<string, string> = {}) => ({
  // A fresh DATA_DIR each run: the demo seed, untouched by earlier runs. Bundled, as shipped
  // (docs/decisions/046).
  command: `node scripts/run-typescript.mjs scripts/seeded-data-dir.ts $E2E_SEEDED_TEMPLATE .tmp/e2e/${name} && node scripts/run-typescript.mjs server/main.ts`,
  url: `http://127.0.0.1:${serverPort}/api/health`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  env: {
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    DATA_DIR: `.tmp/e2e/${name}`,
    SEED: 'demo',
    // Tests log in often; the limits are tested on the "limited" server and in the server suite.
    RATE_LIMIT_PER_MINUTE: '0',
    ...env,
  },
})

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  outputDir: 'test-results/playwright',
  use: {
    // A trace records every step's screenshot and page copy, failed test or not: a sixth of the
    // run's time on two cores. CI shows only the printed report, so it records none there.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath,
      // Root in a container has no sandbox; background networking only adds noise to a test run.
      args: ['--no-sandbox', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  // The app is served from dist/: `npm test` builds it first (`npm run build` by hand).
  webServer: [
    server(port, 'app'),
    server(shortTokenPort, 'short-token', { ACCESS_TOKEN_TTL_SECONDS: '3' }),
    server(limitedPort, 'limited', { RATE_LIMIT_PER_MINUTE: '10' }),
  ],
  projects: [
    { name: 'app', testIgnore: /token-expiry|rate-limits|live-processes|uploads-processes/, use: { baseURL: `http://127.0.0.1:${port}` } },
    { name: 'short-token', testMatch: /token-expiry/, use: { baseURL: `http://127.0.0.1:${shortTokenPort}` } },
    { name: 'limited', testMatch: /rate-limits/, use: { baseURL: `http://127.0.0.1:${limitedPort}` } },
    // Two server processes of its own on one PostgreSQL, when there is one (CI starts it).
    ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres', testMatch: /live-processes|uploads-processes/ }] : []),
  ],
})
