import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { lockDataDir } from './data-dir-lock'

/** What to back up: PostgreSQL at a URL, or PGlite's data directory. */
export type BackupSource = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string }

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] })
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
    child.on('error', (error) =>
      reject(new Error(`${command} could not start (${error.message}); it comes with PostgreSQL's client tools.`)),
    )
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${errors.trim()}`))))
  })
}

/**
 * Writes a consistent snapshot to `file`. PostgreSQL: `pg_dump`'s custom format, taken in one
 * transaction while servers keep running. PGlite: its own dump (a gzipped tarball of the data
 * directory), which needs the directory to itself, so the server must be stopped.
 */
export async function backupDatabase(source: BackupSource, file: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true })
  if (source.kind === 'postgres') return run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, source.url])
  if (!existsSync(source.dataDir)) throw new Error(`There is no database in ${source.dataDir}.`)
  const release = await lockDataDir(source.dataDir)
  try {
    const pglite = await PGlite.create(source.dataDir)
    try {
      const dump = await pglite.dumpDataDir('gzip')
      await writeFile(file, Buffer.from(await dump.arrayBuffer()))
    } finally {
      await pglite.close()
    }
  } finally {
    await release()
  }
}

/**
 * Brings a backup back. PostgreSQL: `pg_restore --clean` into the database at the URL (stop
 * the servers first). PGlite: into an empty data directory; a directory holding a database is
 * moved aside first (its new name is answered), never deleted.
 */
export async function restoreDatabase(source: BackupSource, file: string, now = new Date()): Promise<{ movedAside?: string }> {
  if (!existsSync(file)) throw new Error(`There is no backup at ${file}.`)
  if (source.kind === 'postgres') {
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${source.url}`, file])
    return {}
  }
  let movedAside: string | undefined
  if (existsSync(source.dataDir) && (await readdir(source.dataDir)).length > 0) {
    // Only a stopped server's directory is moved: the lock says whether one holds it.
    await (
      await lockDataDir(source.dataDir)
    )()
    movedAside = `${source.dataDir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`
    await rename(source.dataDir, movedAside)
  }
  await mkdir(source.dataDir, { recursive: true })
  const release = await lockDataDir(source.dataDir)
  try {
    const pglite = await PGlite.create(source.dataDir, { loadDataDir: new Blob([await readFile(file)]) })
    await pglite.close()
  } finally {
    await release()
  }
  return { movedAside }
}
