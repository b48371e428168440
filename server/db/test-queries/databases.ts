import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { openDatabase } from '../open'
import { createDatabase as adminCreate, dropDatabase as adminDrop } from './postgres-admin.mjs'

/** Which database the server suite runs on: PGlite, or PostgreSQL at TEST_DATABASE_URL. */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite'
}

export function postgresUrl(database?: string): string {
  const base = process.env.TEST_DATABASE_URL
  if (!base) throw new Error('TEST_DATABASE_URL is not set')
  const url = new URL(base)
  if (database) url.pathname = `/${database}`
  return url.toString()
}

/** Creates database `name` on the test cluster (see postgres-admin.mjs for the options). */
export const createDatabase = (name: string, options?: { template?: string; replace?: boolean }) =>
  adminCreate(postgresUrl(), name, options)

export const dropDatabase = (name: string) => adminDrop(postgresUrl(), name)

/** Runs one query on `database` (by a connection of its own, beside the server's) and answers its rows. */
async function onDatabase(database: string, query: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: postgresUrl(database) })
  await client.connect()
  try {
    return (await client.query(query)).rows
  } finally {
    await client.end()
  }
}

/** How many migrations `database` has recorded as applied. */
export async function appliedMigrationCount(database: string): Promise<number> {
  const [row] = await onDatabase(database, 'select count(*)::int as n from drizzle.__drizzle_migrations')
  return Number(row?.n ?? 0)
}

/** The refresh-token hash of every session in `database`. */
export async function refreshTokenHashes(database: string): Promise<string[]> {
  return (await onDatabase(database, 'select refresh_token_hash from sessions')).map((row) => String(row.refresh_token_hash))
}

export const TEMPLATE_DATABASE = `teahouse_template_${process.pid}`

/** A fresh copy of the seeded template: each test file gets its own. */
export async function clonePostgres(template: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `teahouse_test_${randomBytes(6).toString('hex')}`
  await createDatabase(name, { template })
  return { url: postgresUrl(name), drop: () => dropDatabase(name) }
}

/**
 * A PGlite folder holding a copy of the seeded dump, for a server process a test starts on it:
 * it opens already migrated and seeded, rather than seeding itself on its first start (seconds
 * of a busy machine's time).
 */
export async function clonePglite(dumpFile: string): Promise<{ dataDir: string; remove: () => Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'teahouse-seeded-'))
  const database = await openDatabase({ kind: 'pglite', dataDir, loadDataDir: new Blob([await readFile(dumpFile)]) })
  await database.close()
  return { dataDir, remove: () => rm(dataDir, { recursive: true, force: true }) }
}
