// Search at size, on one kind of database at a time:
//   - corpus: 100,000 contributions and 200,000 comments in 10,000 threads of 50 boards of the
//     demo realm, made from the seed's sentences (bench/lib/search-corpus.ts) on a database the
//     server has migrated and seeded. Built once: PGlite's folder is kept in .tmp/ (each run
//     works on copies, as every run writes); on PostgreSQL it is a database of its own, kept on a
//     server that BENCH_DATABASE_URL names and used as the template of each run's copies (the
//     throwaway cluster goes, and the corpus with it, after each run). Either is kept under the
//     corpus's version and the schema's: another is built again.
//   - latency: 50 searches of 1–4 words and 10 quoted phrases (bench/lib/search-queries.ts),
//     one after another, several rounds, p50 and p99: over HTTP as a visitor sends them to a
//     server on the corpus, and at the SQL level (the server's searchPage) beside an ILIKE
//     '%word%' scan of the same text, in turn on one connection (bench/lib/search-sql.ts): the
//     like-for-like comparison.
//   - write cost: replies a second (autocannon, 10 connections) to two servers, one on a copy of
//     the corpus and one on a copy without the search documents (their generated columns, and so
//     their GIN indexes, dropped, and the indexes by date and by board and date that search
//     alone uses), in alternating turns; the median turn of each.
//   - growth: the feed and thread cases of bench/api.mjs as a share of their limit, on the demo
//     seed alone and with the corpus, a case on each in turn (each share the median of bench/api.mjs's
//     rounds).
// Targets: bench/targets.mjs. BENCH_SEARCH_ROUNDS (default 5) rounds of the searches;
// BENCH_DURATION seconds a turn of replies or of an API case, and BENCH_ROUNDS turns of replies
// and rounds of an API case (bench/lib/settings.mjs).
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { createDatabase, dropDatabase } from '../server/db/test-queries/postgres-admin.mjs'
import { spawnServer } from '../scripts/lib/spawn-server.mjs'
import { measureCases } from './api.mjs'
import { databaseUrl, postgresServer } from './lib/databases.mjs'
import { demoBoard, demoToken, json, textReply } from './lib/demo-api.mjs'
import { bigThreadId } from './lib/server.mjs'
import { benchDuration, benchRounds, sideConnections } from './lib/settings.mjs'
import { median, percentile } from './lib/stats.mjs'

/** Bump when the corpus or its searches change (bench/lib/search-*.ts, the seed): a kept corpus of another version is built again. */
const CORPUS_VERSION = 3
// A kept corpus is of the schema it was built on: a new migration builds it again (a server
// would migrate every copy at start, and the SQL-level measure migrates nothing).
const schemaKey = createHash('sha256').update(readFileSync('server/db/migrations/meta/_journal.json')).digest('hex').slice(0, 8)
const corpusKey = `v${CORPUS_VERSION}-${schemaKey}`

const searchRounds = Number(process.env.BENCH_SEARCH_ROUNDS ?? 5)
// How many of the slowest searches EXPLAIN ANALYZE shows (their plans in .tmp/).
const EXPLAINED = 3

const growCases = ['feed_anonymous', 'feed_later_page', 'feed_logged_in', 'thread_anonymous', 'thread_logged_in']

const ms = (value) => Number(value.toFixed(1))
const latency = (values) => ({ p50_ms: ms(median(values)), p99_ms: ms(percentile(values, 99)) })

/** Runs bench/search-db.mjs on the database `env` names; its answer (the last line it prints). */
function inDatabase(env, args) {
  // DATABASE_URL empty for PGlite, whatever this shell holds: DATA_DIR is meant.
  const child = spawnSync(process.execPath, ['--import', 'tsx', 'bench/search-db.mjs', ...args.map(String)], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (child.status !== 0) throw new Error(`bench/search-db.mjs ${args.join(' ')} failed (${child.status})`)
  return JSON.parse(child.stdout.trim().split('\n').at(-1))
}

/**
 * PGlite: the corpus kept in .tmp/bench-search-corpus-pglite-v<version>-<schema> (built in a folder of
 * its own and renamed when done, so that a build cut short is never taken for a corpus); each
 * database of the run a copy of it, or a fresh folder for the seed alone.
 */
function pgliteDatabases() {
  const cache = join('.tmp', `bench-search-corpus-pglite-${corpusKey}`)
  let corpus = existsSync(cache) ? { ...inDatabase({ DATA_DIR: cache }, ['facts']), built_this_run: false } : null
  if (corpus?.version !== corpusKey) {
    mkdirSync('.tmp', { recursive: true })
    for (const old of readdirSync('.tmp').filter((name) => name.startsWith('bench-search-corpus-pglite-'))) {
      rmSync(join('.tmp', old), { recursive: true, force: true })
    }
    const building = `${cache}.building`
    inDatabase({ DATA_DIR: building }, ['build', corpusKey])
    renameSync(building, cache)
    corpus = { ...inDatabase({ DATA_DIR: cache }, ['facts']), built_this_run: true }
  }
  const dirs = []
  const fresh = () => {
    const dir = mkdtempSync(join(tmpdir(), 'teahouse-bench-search-'))
    dirs.push(dir)
    return { DATA_DIR: dir }
  }
  return {
    corpus,
    copy: () => {
      const env = fresh()
      cpSync(cache, env.DATA_DIR, { recursive: true })
      return env
    },
    fresh,
    cleanup: async () => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })),
  }
}

async function databaseExists(serverUrl, name) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount > 0
  } finally {
    await client.end()
  }
}

/**
 * PostgreSQL: the corpus in a database of its own, teahouse_bench_search_corpus, kept while its
 * server is (a throwaway cluster goes after each run, so there it is built each run); each
 * database of the run a copy made with it as the template, or an empty one for the seed alone.
 */
async function postgresDatabases() {
  const { serverUrl, stop } = postgresServer()
  const corpusName = 'teahouse_bench_search_corpus'
  const corpusEnv = { DATABASE_URL: databaseUrl(serverUrl, corpusName) }
  let corpus = (await databaseExists(serverUrl, corpusName)) ? { ...inDatabase(corpusEnv, ['facts']), built_this_run: false } : null
  if (corpus?.version !== corpusKey) {
    await createDatabase(serverUrl, corpusName, { replace: true })
    inDatabase(corpusEnv, ['build', corpusKey])
    corpus = { ...inDatabase(corpusEnv, ['facts']), built_this_run: true }
  }
  const names = []
  const make = async (template) => {
    const name = `teahouse_bench_search_${process.pid}_${names.length}`
    names.push(name)
    await createDatabase(serverUrl, name, template ? { template } : {})
    return { DATABASE_URL: databaseUrl(serverUrl, name) }
  }
  return {
    corpus,
    copy: () => make(corpusName),
    fresh: () => make(null),
    cleanup: async () => {
      for (const name of names) await dropDatabase(serverUrl, name)
      await stop()
    },
  }
}

const startServer = (env) => spawnServer({ env: { DATABASE_URL: '', ...env }, showErrors: true, timeoutMs: 180_000 })

/** Each search over HTTP as a visitor sends it, one after another, a warm-up round and `searchRounds` more: every time in ms. */
async function timeHttpSearches(url, queries) {
  const { realm, board: teaRoom } = await demoBoard(url)
  const path = (query) =>
    `/api/search?${new URLSearchParams({ q: query.q, realm: realm.id, ...(query.teaRoom ? { board: teaRoom.id } : {}) })}`
  const times = []
  for (let round = 0; round <= searchRounds; round++) {
    for (const query of queries) {
      const start = performance.now()
      await json(await fetch(`${url}${path(query)}`))
      if (round > 0) times.push(performance.now() - start)
    }
  }
  return times
}

/** The plan's lines that tell where the time went, the long board lists cut short. */
function keyLines(plan) {
  return plan
    .split('\n')
    .filter((line) => /Bitmap Heap Scan|Bitmap Index Scan|Sort Method|-> {2}(Sort|Append|Hash Join|Nested Loop)|Execution Time/.test(line))
    .map((line) => line.replace(/'\{[0-9a-f-]{36}(,[0-9a-f-]{36})*\}'/g, (ids) => `'{${ids.split(',').length} boards}'`).trimEnd())
}

/** Search and the scan at the SQL level: p50/p99 of each, the ratio, and the slowest searches' plans. */
function measureSql(kind, env) {
  console.log(`  SQL level: search and the ILIKE scan in turn, ${searchRounds} rounds`)
  const { times, plans } = inDatabase(env, ['measure', searchRounds, EXPLAINED])
  const search = latency(times.flatMap((t) => t.search_ms))
  const scan = latency(times.flatMap((t) => t.scan_ms))
  const file = join('.tmp', `bench-search-explain-${kind}.txt`)
  writeFileSync(file, plans.map((p) => `-- ${p.q}${p.tea_room ? ' (Tea Room)' : ''}\n${p.plan}\n`).join('\n'))
  const slowest = plans.map((p) => {
    const entry = times.find((t) => t.q === p.q && t.tea_room === p.tea_room)
    // The rows the top-N sort ranked: the actual rows of the node under it.
    const lines = p.plan.split('\n')
    const sortAt = lines.findIndex((line) => line.includes('Sort Method: top-N'))
    const fed = lines.slice(sortAt + 1).find((line) => line.includes('->') && line.includes('actual time'))
    const ranked = /actual time=[\d.]+\.\.[\d.]+ rows=([\d.]+)/.exec(fed ?? '')?.[1]
    return {
      q: p.q,
      tea_room: p.tea_room,
      search_max_ms: ms(Math.max(...entry.search_ms)),
      scan_median_ms: ms(median(entry.scan_ms)),
      rows_ranked: ranked === undefined ? null : Math.round(Number(ranked)),
    }
  })
  console.log(`  the slowest searches' plans in ${file}; key lines:`)
  for (const p of plans)
    console.log(
      `    ${p.q}\n${keyLines(p.plan)
        .map((line) => `      ${line}`)
        .join('\n')}`,
    )
  // Where the slow ones are: each kind of search (one common word, a phrase, …) on its own.
  const kinds = [...new Set(times.map((t) => t.kind))]
  const byKind = Object.fromEntries(
    kinds.map((name) => {
      const of = times.filter((t) => t.kind === name)
      const searchMs = of.flatMap((t) => t.search_ms)
      return [
        name,
        {
          searches: of.length,
          search_p50_ms: ms(median(searchMs)),
          search_max_ms: ms(Math.max(...searchMs)),
          scan_p50_ms: ms(median(of.flatMap((t) => t.scan_ms))),
        },
      ]
    }),
  )
  for (const [name, k] of Object.entries(byKind)) {
    console.log(
      `    ${name} (${k.searches}): search p50 ${k.search_p50_ms} ms, slowest ${k.search_max_ms} ms; scan p50 ${k.scan_p50_ms} ms`,
    )
  }
  return {
    search,
    scan,
    by_kind: byKind,
    speedup_p50: Number((scan.p50_ms / search.p50_ms).toFixed(1)),
    speedup_p99: Number((scan.p99_ms / search.p99_ms).toFixed(1)),
    empty_searches: times.filter((t) => t.search_found === 0).length,
    slowest,
  }
}

/** The request of a reply to a small Tea Room thread, as bo (the same thread in every copy of the corpus). */
async function replyRequest(url) {
  const { feedPath } = await demoBoard(url)
  const feed = await json(await fetch(`${url}${feedPath}`))
  const big = await bigThreadId(url)
  const small = feed.activity.filter((thread) => thread.id !== big).at(-1)
  return {
    path: `/api/posts/${small.starter.id}/contributions`,
    headers: { Authorization: `Bearer ${await demoToken(url, 'bo')}`, 'Content-Type': 'application/json' },
    body: textReply('A benchmark reply about cardamom and a slow Sunday pot.'),
  }
}

/** One turn of replies, `benchDuration` seconds long: replies a second. */
async function replyTurn(url, request) {
  const result = await autocannon({
    url: `${url}${request.path}`,
    method: 'POST',
    headers: request.headers,
    body: request.body,
    connections: sideConnections,
    duration: benchDuration,
  })
  if (result.non2xx + result.errors > 0) throw new Error(`replies: ${result.non2xx} answers not 2xx, ${result.errors} errors`)
  return Math.round(result.requests.average)
}

/**
 * Replies a second with the search documents and without, two servers on two copies of the
 * corpus that differ in that alone, in turns (with, without, then without, with, …: a thread
 * that grows, or a machine that gets busier, weighs on both alike); the median turn of each.
 */
async function measureWrites(databases) {
  const withEnv = await databases.copy()
  const withoutEnv = await databases.copy()
  inDatabase(withoutEnv, ['drop-documents'])
  const withServer = await startServer(withEnv)
  const withoutServer = await startServer(withoutEnv)
  try {
    // Both copies hold the same ids: one request serves both (each server its own token).
    const sides = [
      { name: 'with', url: withServer.url, turns: [] },
      { name: 'without', url: withoutServer.url, turns: [] },
    ]
    // A first turn of each, not counted: a copy just opened reads its pages from disk.
    for (const side of sides) {
      side.request = await replyRequest(side.url)
      await replyTurn(side.url, side.request)
    }
    // `benchRounds` turns each, and their medians compared: their best turns moved by up to 15%
    // from run to run with 3 each (PostgreSQL: 117 against 131 a second in one run, 149 against
    // 140 in the one before, with the same code).
    for (let round = 0; round < benchRounds; round++) {
      for (const side of round % 2 === 0 ? sides : [...sides].reverse()) side.turns.push(await replyTurn(side.url, side.request))
    }
    // The median turn of each: the best one was as often an outlier of the other side (one
    // run's turns without the documents: 149, 161, 135, 125, 120, with them 135 to 139).
    const [withDocs, withoutDocs] = sides.map((side) => median(side.turns))
    console.log(
      `  replies ${withDocs}/s with the search documents, ${withoutDocs}/s without (${((withDocs / withoutDocs) * 100).toFixed(1)}%); turns ${sides.map((side) => `${side.name} ${side.turns.join(', ')}`).join('; ')}`,
    )
    return {
      rps_with: withDocs,
      rps_without: withoutDocs,
      ratio: Number((withDocs / withoutDocs).toFixed(3)),
      turns_with: sides[0].turns,
      turns_without: sides[1].turns,
    }
  } finally {
    await withServer.stop()
    await withoutServer.stop()
  }
}

/**
 * One case's figures on both servers. Where both answered the same bytes (the corpus's threads
 * are older than the seed's: search-corpus.ts), one limit serves both, the best of all its
 * turns, so that a slow turn of either limit does not move the ratio; else each has its own.
 */
function growthOf(seed, grown) {
  const sameBytes = seed.bytes === grown.bytes
  const limit = Math.max(seed.limit_rps, grown.limit_rps)
  const seedShare = sameBytes ? seed.rps / limit : seed.ratio
  const corpusShare = sameBytes ? grown.rps / limit : grown.ratio
  return {
    seed_share: Number(seedShare.toFixed(3)),
    corpus_share: Number(corpusShare.toFixed(3)),
    ratio: Number((corpusShare / seedShare).toFixed(3)),
    seed_rps: seed.rps,
    corpus_rps: grown.rps,
    limit_rps: sameBytes ? limit : [seed.limit_rps, grown.limit_rps],
    seed_bytes: seed.bytes,
    corpus_bytes: grown.bytes,
  }
}

/**
 * The feed and thread cases on the seed alone and with the corpus, two servers side by side, a
 * case on one then on the other (the order swapped from case to case, so that a machine getting
 * busier weighs on both alike): each one's share of the limit, and their ratio.
 */
async function measureGrowth(databases, corpusServer) {
  const seedServer = await startServer(await databases.fresh())
  try {
    const sides = [
      { url: corpusServer.url, label: 'with the corpus', figures: {} },
      { url: seedServer.url, label: 'seed alone', figures: {} },
    ]
    for (const [i, name] of growCases.entries()) {
      for (const side of i % 2 === 0 ? sides : [...sides].reverse())
        Object.assign(side.figures, await measureCases(side.url, side.label, [name]))
    }
    const [withCorpus, seedOnly] = sides.map((side) => side.figures)
    return Object.fromEntries(growCases.map((name) => [name, growthOf(seedOnly[name], withCorpus[name])]))
  } finally {
    await seedServer.stop()
  }
}

/** The server's code measured: the last commit that changed server/, and whether the tree's differs from it. */
function codeMeasured() {
  const git = (...args) => spawnSync('git', args, { encoding: 'utf8' }).stdout?.trim() ?? ''
  return `${git('log', '-1', '--format=%h', '--', 'server')}${git('status', '--porcelain', 'server') === '' ? '' : ' with changes to server/'}`
}

/** Every figure of the search benchmark on one kind of database ('pglite' or 'postgres'). */
export async function measureSearch(kind) {
  const start = performance.now()
  const code = codeMeasured()
  const databases = kind === 'pglite' ? pgliteDatabases() : await postgresDatabases()
  const { corpus } = databases
  console.log(
    `  corpus ${corpus.version}: ${corpus.posts} contributions, ${corpus.comments} comments; ${corpus.built_this_run ? 'built now' : 'kept from an earlier run, built'} in ${corpus.build_seconds} s`,
  )
  try {
    const env = await databases.copy()
    const sql = measureSql(kind, env)
    console.log(
      `  SQL level: search p50 ${sql.search.p50_ms} ms, p99 ${sql.search.p99_ms} ms; ILIKE scan p50 ${sql.scan.p50_ms} ms, p99 ${sql.scan.p99_ms} ms; ${sql.speedup_p50}× at p50, ${sql.speedup_p99}× at p99`,
    )
    const server = await startServer(env)
    let http
    let grow
    try {
      http = latency(await timeHttpSearches(server.url, corpus.queries))
      console.log(
        `  HTTP: search p50 ${http.p50_ms} ms, p99 ${http.p99_ms} ms (${corpus.queries.length} searches × ${searchRounds} rounds)`,
      )
      grow = await measureGrowth(databases, server)
    } finally {
      await server.stop()
    }
    const writes = await measureWrites(databases)
    const figures = {
      server_code: code,
      corpus: {
        version: corpus.version,
        threads: 10_000,
        boards: 50,
        contributions: corpus.posts,
        comments: corpus.comments,
        build_seconds: corpus.build_seconds,
        built_this_run: corpus.built_this_run,
      },
      searches: corpus.queries.length,
      rounds: searchRounds,
      http,
      sql,
      writes,
      grow,
    }
    // The server's code may change under a long run (another change committed meanwhile): said, not hidden.
    const codeAfter = codeMeasured()
    if (codeAfter !== code) {
      figures.server_code = `${code}, then ${codeAfter}`
      console.log(`  the server's code changed during the run: ${figures.server_code}`)
    }
    console.log(`  ${kind}: done in ${((performance.now() - start) / 1000).toFixed(0)} s`)
    return figures
  } finally {
    await databases.cleanup()
  }
}
