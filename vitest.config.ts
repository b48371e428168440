import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

const serverProject = (kind: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name: kind === 'pglite' ? 'server' : 'server-postgres',
    environment: 'node',
    include: ['server/**/*.test.ts'],
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
      serverProject('pglite'),
      // The same server suite on a real PostgreSQL, when one is given (.ci/run starts one).
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
    ],
  },
})
