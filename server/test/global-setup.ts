import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { prepareDatabase } from '../db/seed/prepare'
import { openDatabase } from '../db/open'
import { createDatabase, dropDatabase, postgresUrl, TEMPLATE_DATABASE } from '../db/test-queries/databases'

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a dump of the migrated, seeded database. */
    pgliteDump: string
    /** PostgreSQL: name of the migrated, seeded template database. */
    postgresTemplate: string
    /** The `now` the seed was made with. */
    seededAt: string
  }
}

/**
 * Migrates and seeds once (~3 s); every test file then opens its own copy (~0.4 s):
 * a PGlite dump, or a PostgreSQL database created from a template.
 */
export default async function setup(project: TestProject) {
  const seededAt = new Date()
  project.provide('seededAt', seededAt.toISOString())

  // Project `env` reaches the test workers, not this process: read it from the project.
  if (project.config.env?.TEST_DB_KIND === 'postgres') {
    await createDatabase(TEMPLATE_DATABASE, { replace: true })
    const database = await openDatabase({ kind: 'postgres', url: postgresUrl(TEMPLATE_DATABASE) })
    await prepareDatabase(database, { seed: 'demo', now: seededAt })
    await database.close()
    project.provide('postgresTemplate', TEMPLATE_DATABASE)
    project.provide('pgliteDump', '')
    return () => dropDatabase(TEMPLATE_DATABASE)
  }

  const database = await openDatabase({ kind: 'pglite' })
  await prepareDatabase(database, { seed: 'demo', now: seededAt })
  const dump = await database.dump?.()
  await database.close()
  if (!dump) throw new Error('PGlite gave no dump')
  const folder = await mkdtemp(join(tmpdir(), 'teahouse-test-'))
  const file = join(folder, 'seeded.tar')
  await writeFile(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteDump', file)
  project.provide('postgresTemplate', '')
  return () => rm(folder, { recursive: true, force: true })
}
