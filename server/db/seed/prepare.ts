import type { Database } from '../open'
import { anyRealm } from '../queries/realms'
import { setSearchLanguage } from '../queries/search-language'
import { fillSearchTexts } from '../queries/search-text'
import { seedDemo } from './demo'

/**
 * Migrates, then seeds the demo data when asked and the database holds no realm yet, then
 * fills the search words of rows without them and sets the search language (rebuilding the
 * documents when it changed); one process at a time, so that processes started together on
 * one PostgreSQL do it once.
 */
export function prepareDatabase(
  database: Database,
  options: { seed: 'demo' | 'none'; now: Date; searchLanguage?: string },
): Promise<{ seeded: boolean }> {
  return database.alone(async () => {
    await database.migrate()
    const seeded = options.seed === 'demo' && !(await anyRealm(database.db))
    if (seeded) await seedDemo(database.db, options.now)
    // Rows written before search existed, and the seed's: their words for search.
    await fillSearchTexts(database.db)
    const language = options.searchLanguage ?? 'english'
    const rebuilt = await setSearchLanguage(database.db, language)
    if (rebuilt > 0) console.log(`Search language is now ${language}: ${rebuilt} search documents rebuilt`)
    return { seeded }
  })
}
