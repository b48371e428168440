import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createDatabase, dropDatabase, postgresUrl, testDatabaseKind } from './test-queries/databases'
import { openDatabase, type DatabaseTarget } from './open'
import type { Db } from './types'
import { users } from './schema'
import { createUser } from './queries/users'

const cleanups: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

/** An empty, migrated database of the kind under test, and the environment that names it. */
async function freshDatabase(): Promise<{ target: DatabaseTarget; env: Record<string, string> }> {
  if (testDatabaseKind() === 'postgres') {
    const name = `teahouse_backup_${randomBytes(6).toString('hex')}`
    await createDatabase(name)
    cleanups.push(() => dropDatabase(name))
    return { target: { kind: 'postgres', url: postgresUrl(name) }, env: { DATABASE_URL: postgresUrl(name) } }
  }
  const dataDir = join(await mkdtemp(join(tmpdir(), 'teahouse-backup-')), 'data')
  cleanups.push(() => rm(join(dataDir, '..'), { recursive: true, force: true }))
  return { target: { kind: 'pglite', dataDir }, env: { DATA_DIR: dataDir } }
}

/** Opens the database, runs `work` on it, closes it (PGlite's directory is then free). */
async function withDatabase<T>(target: DatabaseTarget, work: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase(target)
  try {
    return await work(database.db)
  } finally {
    await database.close()
  }
}

const emails = (target: DatabaseTarget) =>
  withDatabase(target, async (db) => (await db.select({ email: users.email }).from(users)).map((row) => row.email).sort())

/** `npm run backup` / `npm run restore` as they run, with the database named by `env`. */
function npmRun(script: 'backup' | 'restore', file: string, env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['scripts/run-typescript.mjs', `scripts/${script}.ts`, file], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

describe('npm run backup and npm run restore', () => {
  it('bring the database back as it was at the backup', async () => {
    const { target, env } = await freshDatabase()
    const database = await openDatabase(target)
    await database.migrate()
    await createUser(database.db, 'before@example.com', 'hash')
    await database.close()
    const file = join(await mkdtemp(join(tmpdir(), 'teahouse-backups-')), 'snapshot')
    cleanups.push(() => rm(join(file, '..'), { recursive: true, force: true }))

    const backup = npmRun('backup', file, env)
    expect(backup.status, backup.output).toBe(0)
    expect(existsSync(file)).toBe(true)

    await withDatabase(target, (db) => createUser(db, 'after@example.com', 'hash'))
    expect(await emails(target)).toEqual(['after@example.com', 'before@example.com'])

    const restore = npmRun('restore', file, env)
    expect(restore.status, restore.output).toBe(0)
    expect(await emails(target)).toEqual(['before@example.com'])
    if (target.kind === 'pglite') {
      // The database the restore replaced is kept aside, not deleted.
      const aside = /kept in (\S+)/.exec(restore.output)?.[1] ?? ''
      expect(await emails({ kind: 'pglite', dataDir: aside })).toEqual(['after@example.com', 'before@example.com'])
      cleanups.push(() => rm(aside, { recursive: true, force: true }))
    }
    // Two scripts run as processes, each opening and copying a whole database: about 5 s alone,
    // up to 30 s beside the rest of the suite on two cores.
  }, 60_000)

  if (testDatabaseKind() === 'pglite') {
    it('refuse a PGlite directory that a running server holds', async () => {
      const { env } = await freshDatabase()
      const dataDir = env.DATA_DIR ?? ''
      await mkdir(dataDir)
      // This test process stands in for the server: alive, and not the backup's process.
      await writeFile(`${dataDir}.lock`, String(process.pid))
      const backup = npmRun('backup', join(dataDir, '..', 'snapshot'), env)
      expect(backup.status).toBe(1)
      expect(backup.output).toContain(`is in use by process ${process.pid}`)
    })
  }
})
