import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from './open'
import { emptyClusterFile, keptEmptyCluster, makesNewCluster } from './pglite-empty-cluster'

describe('a new PGlite database', () => {
  const folders: string[] = []
  afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))))

  it('is new in memory without a dump, or in a folder that holds no cluster', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'teahouse-cluster-'))
    folders.push(folder)
    expect(makesNewCluster({})).toBe(true)
    expect(makesNewCluster({ loadDataDir: new Blob([]) })).toBe(false)
    expect(makesNewCluster({ dataDir: join(folder, 'missing') })).toBe(true)
    expect(makesNewCluster({ dataDir: folder })).toBe(true)
    await writeFile(join(folder, 'PG_VERSION'), '17\n')
    expect(makesNewCluster({ dataDir: folder })).toBe(false)
  })

  it('leaves an empty cluster kept, and the next one opened from it, in a folder, migrates and works', { timeout: 60_000 }, async () => {
    // None kept: this one runs initdb and keeps its cluster (so may another test's new
    // database meanwhile: either way, one is kept only if keeping works).
    await rm(await emptyClusterFile(), { force: true })
    const first = await openDatabase({ kind: 'pglite', sharedBuffers: '16MB' })
    await first.close()
    const kept = await keptEmptyCluster()
    expect(kept?.size).toBeGreaterThan(1_000_000)

    const folder = await mkdtemp(join(tmpdir(), 'teahouse-cluster-'))
    folders.push(folder)
    const second = await openDatabase({ kind: 'pglite', dataDir: folder, sharedBuffers: '16MB' })
    await second.migrate()
    const { rows } = (await second.db.execute(sql`select count(*)::int as realms from realms`)) as unknown as { rows: { realms: number }[] }
    expect(rows).toEqual([{ realms: 0 }])
    await second.close()
    expect(makesNewCluster({ dataDir: folder })).toBe(false)
  })
})
