// The databases the benchmarks run their servers on: a fresh PGlite folder, or a fresh database
// on a PostgreSQL server (the one named, else a throwaway cluster, as CI starts one).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createDatabase, dropDatabase } from '../../server/db/test-queries/postgres-admin.mjs'

/**
 * A PostgreSQL server for the benchmarks, as CI does: the one BENCH_DATABASE_URL or
 * TEST_DATABASE_URL names, else a throwaway cluster (BENCH_PGPORT, default 54339) that `stop` stops.
 */
export function postgresServer() {
  const named = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  if (named) return { serverUrl: named, stop: async () => {} }
  const env = { ...process.env, PGPORT: process.env.BENCH_PGPORT ?? '54339' }
  const started = spawnSync('bash', ['scripts/throwaway-postgres.sh', 'start'], { env, encoding: 'utf8' })
  if (started.status !== 0) throw new Error(`starting PostgreSQL failed: ${started.stderr}`)
  return {
    serverUrl: /TEST_DATABASE_URL=(\S+)/.exec(started.stdout)[1],
    stop: async () => spawnSync('bash', ['scripts/throwaway-postgres.sh', 'stop'], { env, stdio: 'inherit' }),
  }
}

/** The URL of database `name` on the server at `serverUrl`. */
export function databaseUrl(serverUrl, name) {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

let made = 0
let inUse = 0

/**
 * A database for the server: a fresh PGlite folder, or a fresh database on PostgreSQL. Several
 * may be in use at once (a before and an after); the last one cleaned up stops the cluster.
 */
export async function databaseEnv(kind) {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'teahouse-bench-'))
    return { env: { DATA_DIR: dir }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) }
  }
  const { serverUrl, stop } = postgresServer()
  const name = `teahouse_bench_${process.pid}_${made++}`
  inUse += 1
  await createDatabase(serverUrl, name)
  return {
    env: { DATABASE_URL: databaseUrl(serverUrl, name) },
    cleanup: async () => {
      await dropDatabase(serverUrl, name)
      inUse -= 1
      if (inUse === 0) await stop()
    },
  }
}
