import { randomBytes } from 'node:crypto'
import pg from 'pg'

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

/** Runs statements on the maintenance database (CREATE/DROP DATABASE cannot run in a pool's transaction). */
export async function onServer(...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl() })
  await client.connect()
  try {
    for (const statement of statements) await client.query(statement)
  } finally {
    await client.end()
  }
}

/** Runs one query on `database` and answers its rows. */
export async function onDatabase(database: string, query: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: postgresUrl(database) })
  await client.connect()
  try {
    return (await client.query(query)).rows
  } finally {
    await client.end()
  }
}

export const TEMPLATE_DATABASE = `teahouse_template_${process.pid}`

/** A fresh copy of the seeded template: each test file gets its own. */
export async function clonePostgres(template: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `teahouse_test_${randomBytes(6).toString('hex')}`
  await onServer(`CREATE DATABASE ${name} TEMPLATE ${template}`)
  return {
    url: postgresUrl(name),
    drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  }
}
