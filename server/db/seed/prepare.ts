import type { Database } from '../open'
import { anyRealm } from '../queries/realms'
import { seedDemo } from './demo'

/**
 * Migrates, then seeds the demo data when asked and the database holds no realm yet; one
 * process at a time, so that processes started together on one PostgreSQL do it once.
 */
export function prepareDatabase(database: Database, options: { seed: 'demo' | 'none'; now: Date }): Promise<{ seeded: boolean }> {
  return database.alone(async () => {
    await database.migrate()
    if (options.seed === 'none') return { seeded: false }
    if (await anyRealm(database.db)) return { seeded: false }
    await seedDemo(database.db, options.now)
    return { seeded: true }
  })
}
