import { sql } from 'drizzle-orm'
import type { Database } from './open'
import { realms } from './schema'
import { seedDemo } from './seed/demo'

/**
 * Migrates, then seeds the demo data when asked and the database holds no realm yet; one
 * process at a time, so that processes started together on one PostgreSQL do it once.
 */
export function prepareDatabase(database: Database, options: { seed: 'demo' | 'none'; now: Date }): Promise<{ seeded: boolean }> {
  return database.alone(async () => {
    await database.migrate()
    if (options.seed === 'none') return { seeded: false }
    const [row] = await database.db
      .select({ found: sql<number>`1` })
      .from(realms)
      .limit(1)
    if (row) return { seeded: false }
    await seedDemo(database.db, options.now)
    return { seeded: true }
  })
}
