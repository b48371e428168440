#!/usr/bin/env node
// The search benchmark's work inside the database (bench/search.mjs runs it as a child process,
// under tsx's loader, as the server runs: it uses the server's own TypeScript). On the database
// that DATABASE_URL names, else on PGlite in DATA_DIR:
//   node --import tsx bench/search-db.mjs build VERSION    migrate, seed, add the corpus (VERSION: what it is kept as)
//   node --import tsx bench/search-db.mjs facts            what the built corpus says of itself
//   node --import tsx bench/search-db.mjs measure ROUNDS EXPLAIN
//                                                          search against the ILIKE scan, SQL level;
//                                                          EXPLAIN ANALYZE of the EXPLAIN slowest
//   node --import tsx bench/search-db.mjs drop-documents   the database "without": no search documents
// Progress goes to stderr; the answer is the last line of stdout, as JSON.
import { sql } from 'drizzle-orm'
import { lockDataDir } from '../server/db/data-dir-lock.ts'
import { openDatabase } from '../server/db/open.ts'
import { prepareDatabase } from '../server/db/seed/prepare.ts'
import { buildCorpus, corpusTags, seedSentences } from './lib/search-corpus.ts'
import { benchQueries } from './lib/search-queries.ts'
import { explainSearch, readCorpusFacts, saveCorpusFacts, stopWordsOf, timeSearchAndScan } from './lib/search-sql.ts'

const log = (line) => process.stderr.write(`${line}\n`)
let captured = null

async function open() {
  const url = process.env.DATABASE_URL
  const dataDir = process.env.DATA_DIR
  if (!url && !dataDir) throw new Error('DATABASE_URL or DATA_DIR must name the database')
  // PGlite's folder is one process's at a time (db/data-dir-lock.ts), a server's or ours.
  const release = url ? async () => {} : await lockDataDir(dataDir)
  // Every statement passes here: the last one but the transaction's own (begin, set local,
  // commit) is the search that EXPLAIN runs again.
  const logger = {
    logQuery: (query, params) => {
      if (!/^\s*(begin|set|commit|rollback)\b/i.test(query)) captured = { query, params }
    },
  }
  const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir }, logger)
  return { database, close: () => database.close().then(release) }
}

async function build(database, version) {
  const start = performance.now()
  const now = new Date()
  await prepareDatabase(database, { seed: 'demo', now })
  log(`  migrated and seeded in ${((performance.now() - start) / 1000).toFixed(1)} s`)
  const built = await buildCorpus(database.db, now, log)
  const stopWords = await stopWordsOf(database.db, [...built.documentFrequency.keys()])
  const queries = benchQueries({ documentFrequency: built.documentFrequency, stopWords, sentences: seedSentences, tags: corpusTags })
  const facts = {
    version,
    build_seconds: Math.round((performance.now() - start) / 100) / 10,
    posts: built.posts,
    comments: built.comments,
    queries,
  }
  await saveCorpusFacts(database.db, facts)
  return facts
}

async function measure(database, rounds, explainCount) {
  const facts = await readCorpusFacts(database.db)
  if (!facts) throw new Error('no corpus here: build it first')
  const times = await timeSearchAndScan(database.db, facts.queries, rounds, log)
  const slowest = [...times].sort((a, b) => Math.max(...b.search_ms) - Math.max(...a.search_ms)).slice(0, explainCount)
  const plans = []
  for (const entry of slowest) {
    const query = facts.queries.find((candidate) => candidate.q === entry.q && candidate.teaRoom === entry.tea_room)
    plans.push({ q: entry.q, tea_room: entry.tea_room, plan: await explainSearch(database.db, query, () => captured) })
  }
  return { times, plans }
}

async function dropDocuments(database) {
  // The generated columns go, and their GIN indexes with them, and the indexes search takes
  // the newest matches by (by date, by board and date); search_text and board_id stay (the
  // server writes them with the row), unindexed.
  const dropped = []
  for (const table of ['posts', 'comments']) {
    await database.db.execute(sql.raw(`alter table ${table} drop column search_document`))
    for (const index of [`${table}_created_at_index`, `${table}_board_id_created_at_index`])
      await database.db.execute(sql.raw(`drop index ${index}`))
    dropped.push(`${table}.search_document`, `${table}_created_at_index`, `${table}_board_id_created_at_index`)
  }
  return { dropped }
}

const [command, ...args] = process.argv.slice(2)
const { database, close } = await open()
try {
  let answer
  if (command === 'build') answer = await build(database, args[0])
  else if (command === 'facts') answer = await readCorpusFacts(database.db)
  else if (command === 'measure') answer = await measure(database, Number(args[0] ?? 3), Number(args[1] ?? 0))
  else if (command === 'drop-documents') answer = await dropDocuments(database)
  else throw new Error(`unknown command ${command}`)
  console.log(JSON.stringify(answer))
} finally {
  await close()
}
