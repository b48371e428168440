import { sql } from 'drizzle-orm'
import { comments, posts } from '../schema'
import type { Db } from '../types'
import { rawRows } from './raw-rows'

/** The language migration 0009 gave the `teahouse` configuration, before any was recorded. */
const FIRST_LANGUAGE = 'english'

/**
 * Makes the `teahouse` text search configuration (which every search document and query
 * names) stem words in `language`: one of the database's snowball stemmers (`french` for
 * `french_stem`), or `simple` for no stemming. Accents are folded whatever the language.
 * The language in use is recorded as the configuration's comment; when it changes, every
 * document is built again (a stored generated column is computed again on any update), so
 * old rows are found by the new stemming as well. Runs at start, one process at a time
 * (prepareDatabase): every process on one database must be given the same language.
 * Answers how many documents were rebuilt (0 when the language was already in use).
 */
export async function setSearchLanguage(db: Db, language: string): Promise<number> {
  if (!/^[a-z]+$/.test(language)) throw new Error(`SEARCH_LANGUAGE=${language} is not a language name (lowercase letters, like english)`)
  const dictionary = language === 'simple' ? 'simple' : `${language}_stem`
  const [known] = await rawRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from pg_ts_dict where dictname = ${dictionary}) as found`,
  )
  if (!known?.found) {
    const stemmers = await rawRows<{ name: string }>(
      db,
      sql`select replace(dictname, '_stem', '') as name from pg_ts_dict where dictname like '%\_stem' or dictname = 'simple' order by 1`,
    )
    throw new Error(`SEARCH_LANGUAGE=${language} is not a stemmer this database has; it has: ${stemmers.map((row) => row.name).join(', ')}`)
  }
  const [recorded] = await rawRows<{ language: string | null }>(
    db,
    sql`select obj_description('teahouse'::regconfig, 'pg_ts_config') as language`,
  )
  if ((recorded?.language ?? FIRST_LANGUAGE) === language) return 0
  // Names of lowercase letters only, the dictionary found in pg_ts_dict: safe to write into the statements.
  const stem = sql.identifier(dictionary)
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter text search configuration teahouse alter mapping for hword, hword_part, word with unaccent, ${stem}`)
    await tx.execute(sql`alter text search configuration teahouse alter mapping for asciiword, asciihword, hword_asciipart with ${stem}`)
    await tx.execute(sql.raw(`comment on text search configuration teahouse is '${language}'`))
    await tx.execute(sql`update ${posts} set search_text = search_text`)
    await tx.execute(sql`update ${comments} set search_text = search_text`)
  })
  const [rebuilt] = await rawRows<{ rows: unknown }>(
    db,
    sql`select (select count(*) from ${posts}) + (select count(*) from ${comments}) as rows`,
  )
  return Number(rebuilt?.rows ?? 0)
}
