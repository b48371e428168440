import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { PGlite } from '@electric-sql/pglite'
import type { Logger } from 'drizzle-orm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import * as schema from './schema'
import { allowHotReads, pgliteHotRun, postgresHotRun } from './hot-reads'
import { openPool } from './pool'
import { postgresSearchLane } from './search-lane'
import { listenPostgres, type Unlisten } from './listen'
import { keepEmptyCluster, keptEmptyCluster, makesNewCluster } from './pglite-empty-cluster'
import type { Db } from './types'

export interface Database {
  db: Db
  /**
   * Where writes run: on PostgreSQL a pool of its own (WRITE_CONNECTIONS), so that a write
   * waits neither for the readers' connections nor holds them — under a crowd of readers a
   * reply waited its turn behind theirs for seconds. PGlite's one session is `db`.
   */
  writes: Db
  kind: 'pglite' | 'postgres'
  /** Applies pending migrations from server/db/migrations. */
  migrate(): Promise<void>
  /**
   * Runs `work` while no other server process on this database runs its own: on PostgreSQL
   * under a session advisory lock, so that processes started together migrate and seed once.
   * PGlite has one process by nature.
   */
  alone<T>(work: () => Promise<T>): Promise<T>
  close(): Promise<void>
  /**
   * Calls `onWake` whenever a transaction that NOTIFYs `channel` commits, in this process or
   * (PostgreSQL) any other on the same database.
   */
  listen(channel: string, onWake: () => void): Promise<Unlisten>
  /** PGlite only: the whole database as a tarball, which `loadDataDir` opens again. */
  dump?: () => Promise<Blob>
}

// Any number, the same in every process: the advisory lock taken around migrations and seeding.
const STARTUP_LOCK = 7_384_113

/**
 * Connections of a process's write lane on PostgreSQL. Writes to one thread take turns (its row
 * lock) and every write's commit takes its turn too (the events lock): more writers at
 * once than this would mostly wait inside the database.
 */
const WRITE_CONNECTIONS = 5

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | {
      kind: 'pglite'
      dataDir?: string
      loadDataDir?: Blob
      /**
       * PostgreSQL's `shared_buffers` (PGlite's default 128MB). Every start zeroes them, which
       * costs CPU in proportion. A test's copy of the demo data fits in a few (server/test/harness.ts).
       */
      sharedBuffers?: string
    }

/**
 * Opens PostgreSQL when a URL is given, else PGlite: on disk in `dataDir`, or in memory
 * (optionally loaded from a dump, which is how tests clone a seeded database). A logger
 * sees every query (tests count them).
 */
export async function openDatabase(target: DatabaseTarget, logger?: Logger): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = openPool(target.url, 10, {}, { named: true })
    const db = drizzlePostgres(pool, { schema, logger })
    const writesPool = openPool(target.url, WRITE_CONNECTIONS, {}, { named: true, pipelined: true })
    const writes = drizzlePostgres(writesPool, { schema, logger })
    // Each listener holds a connection of its own, closed with the database.
    const listeners = new Set<Unlisten>()
    const hot = postgresHotRun(target.url)
    allowHotReads(db, hot.run, logger)
    const searches = postgresSearchLane(db, target.url, logger)
    return {
      db,
      writes,
      kind: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder }),
      alone: async (work) => {
        // The lock belongs to one connection; the work runs on the pool's others.
        const holder = await pool.connect()
        try {
          await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK])
          try {
            return await work()
          } finally {
            await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK])
          }
        } finally {
          holder.release()
        }
      },
      close: async () => {
        await Promise.all([...listeners].map((unlisten) => unlisten()))
        await Promise.all([pool.end(), writesPool.end(), hot.close(), searches.close()])
      },
      listen: async (channel, onWake) => {
        const unlisten = listenPostgres(target.url, channel, onWake)
        listeners.add(unlisten)
        return () => {
          listeners.delete(unlisten)
          return unlisten()
        }
      },
    }
  }
  // A new cluster comes from a copy of an empty one when there is one (pglite-empty-cluster.ts).
  const newCluster = makesNewCluster(target)
  const loadDataDir = target.loadDataDir ?? (newCluster ? await keptEmptyCluster() : undefined)
  if (target.dataDir) await mkdir(target.dataDir, { recursive: true })
  // relaxedDurability only stops each query from awaiting PGlite's "sync to the file system",
  // which for a data directory on disk (NodeFS) does nothing: its writes reach the files as
  // they happen. Awaiting that no-op behind PGlite's lock cost a one-row query most of its time.
  // unaccent: the search configuration folds accents with it (migration 0009), as PostgreSQL's contrib does.
  const client = await PGlite.create(target.dataDir, {
    loadDataDir,
    relaxedDurability: true,
    extensions: { unaccent },
    ...(target.sharedBuffers && { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${target.sharedBuffers}`] }),
  })
  if (newCluster && !loadDataDir) await keepEmptyCluster(client)
  const db = drizzlePglite(client, { schema, logger })
  allowHotReads(db, pgliteHotRun(client), logger)
  return {
    db,
    writes: db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    alone: (work) => work(),
    close: () => client.close(),
    // PGlite runs in this process: its NOTIFY reaches the listeners here, after the commit.
    listen: async (channel, onWake) => {
      const unlisten = await client.listen(channel, () => onWake())
      return () => unlisten()
    },
    dump: () => client.dumpDataDir('none'),
  }
}
