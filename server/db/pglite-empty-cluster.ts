import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { BytesBlob } from './bytes-blob'

// PGlite's folder in node_modules, and its version: an empty cluster is kept per version.
const pgliteRoot = join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..')
const cacheFolder = join(pgliteRoot, '..', '..', '.cache', 'teahouse-pglite')

let clusterFile: Promise<string> | undefined

/** Where the empty cluster of this PGlite version is kept (its version read once a process). */
export function emptyClusterFile(): Promise<string> {
  clusterFile ??= readFile(join(pgliteRoot, 'package.json'), 'utf8').then((text) => {
    const { version } = JSON.parse(text) as { version: string }
    return join(cacheFolder, `empty-cluster-${version}.tar`)
  })
  return clusterFile
}

/** Whether opening PGlite here makes a new cluster: in memory without a dump, or a data folder that holds none. */
export function makesNewCluster(target: { dataDir?: string; loadDataDir?: Blob }): boolean {
  if (target.loadDataDir) return false
  return !target.dataDir || !existsSync(join(target.dataDir, 'PG_VERSION'))
}

/**
 * The empty cluster kept for this PGlite version, if one is: a new database loads it instead
 * of running PGlite's initdb, which costs several times the CPU of loading the copy, and every
 * test file, spawned test server and e2e server makes a new database (docs/decisions/049).
 */
export async function keptEmptyCluster(): Promise<Blob | undefined> {
  try {
    return new BytesBlob(await readFile(await emptyClusterFile()))
  } catch {
    return undefined
  }
}

/**
 * Keeps `client`'s cluster, just made by initdb and not yet written to, for the next new
 * database. Written whole, then renamed, so processes doing it at once never read half a
 * file; a cache that cannot be written (a read-only install) only means initdb next time.
 */
export async function keepEmptyCluster(client: PGlite): Promise<void> {
  try {
    const file = await emptyClusterFile()
    const dump = await client.dumpDataDir('none')
    await mkdir(cacheFolder, { recursive: true })
    const partial = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}`
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()))
    await rename(partial, file)
  } catch (error) {
    console.warn('Could not keep an empty PGlite cluster for the next new database:', error)
  }
}
