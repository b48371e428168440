import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

// Server tests that open no database of the suite's (pure modules, the page drawer, a
// spawned server on a folder of its own): they run once, not once per database kind. A file
// listed here that asks for the suite's database fails, as the seeded copy is not provided.
const withoutDatabase = [
  'server/cache/reads.test.ts',
  'server/cache/revision-cache.test.ts',
  'server/cache/written-answers.test.ts',
  'server/config.test.ts',
  'server/db/pglite-empty-cluster.test.ts',
  'server/forum/answer-json.test.ts',
  'server/http/compress-answers.test.ts',
  'server/http/request-queue.test.ts',
  'server/lib/device-name.test.ts',
  'server/lib/excerpt.test.ts',
  'server/lib/feed-cursor.test.ts',
  'server/lib/passwords.test.ts',
  'server/lib/search-query.test.ts',
  'server/pages/page-template.test.ts',
  'server/pages/pages.test.ts',
  'server/routes/uploads-over-the-limit.test.ts',
  'server/site.test.ts',
  'server/uploads/picture-worker.test.ts',
  'scripts/lib/chunk-cycles.test.ts',
]

const serverProject = (kind: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name: kind === 'pglite' ? 'server' : 'server-postgres',
    environment: 'node',
    include: ['server/**/*.test.ts'],
    exclude: withoutDatabase,
    // A worker runs file after file in one module graph: the server's modules are loaded once
    // a worker, not once a file (a quarter of the suite's time went to loading them). Nothing
    // is shared but code: each file has its own app, database and clock (server/test/harness.ts),
    // and none mocks a module (that needs isolation: such a file goes in `withoutDatabase`).
    isolate: false,
    globalSetup: ['server/test/global-setup.ts'],
    env: { TEST_DB_KIND: kind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})

export default defineConfig({
  test: {
    // Two files at a time, one a core. Vitest's default is one fewer than the cores: one file
    // at a time here, though most of a server file's time is spent waiting (on PostgreSQL, on
    // the servers and picture workers it starts, on timers). Every file has a database of its
    // own (server/test/harness.ts), so files never share state. More than two starved the
    // jsdom files of CPU until they timed out.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          // The app's pure modules and components: a DOM for React, MSW for the network.
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'server-unit',
          environment: 'node',
          include: withoutDatabase,
          testTimeout: 30_000,
        },
      },
      serverProject('pglite'),
      // The same server suite on a real PostgreSQL, when one is given (.ci/run starts one).
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
    ],
  },
})
