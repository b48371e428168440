#!/usr/bin/env node
// `npm run bench`: the record of how fast Teahouse is, written to bench/results.json, printed as
// tables with each figure beside its target (bench/report.mjs, targets in bench/targets.mjs),
// and written again as docs/performance.md (bench/performance-page.mjs). Exits 1 when a target
// is missed.
//   - api: each case under autocannon (loopback) beside its limit, the same bytes served from
//     memory by a bare node:http server in the same run (bench/api.mjs), on PGlite and on
//     PostgreSQL (a throwaway cluster, as CI starts one, unless BENCH_DATABASE_URL or
//     TEST_DATABASE_URL names a server);
//   - bundle: gzipped JS and CSS of each route's initial load and of the editor chunk (bench/initial-js.mjs);
//   - thread_render: the big thread's first paint against one Quill per contribution (bench/thread-render.mjs);
//   - lighthouse: mobile scores, LCP and CLS of a realm home, a board feed, a thread and the invite page (bench/lighthouse.mjs);
//   - load: the load and fault test of `npm run test:load` (bench/load.mjs; LOAD_* settings);
//   - events: 1,000 live readers of one thread, delivery latency, the reply rate beside the same
//     server's without them, memory a reader and idle CPU (bench/events.mjs);
//   - uploads: 4 MP photos a second from 4 uploaders and the feed reads left meanwhile beside the
//     same server's without uploads; a 60-photo gallery's first screen at 360 px, its picture
//     bytes against the originals' and its layout shift (bench/uploads.mjs);
//   - edits: a post edited with If-Match beside a reply (latency and requests a second, in turns),
//     and a thread's read rate with ten edits a second on it beside the same server's without
//     (bench/edits.mjs);
//   - search: a corpus of 100,000 contributions and 200,000 comments, search latency against an
//     ILIKE scan, replies with the search documents against without, and the feed and thread
//     cases on it against the seed alone (bench/search.mjs; BENCH_SEARCH_ROUNDS).
// Settings (bench/lib/settings.mjs): BENCH_PARTS (default every part above) and BENCH_DATABASES
// (default pglite,postgres) choose what runs; the parts not run keep their last figures in
// results.json. BENCH_DURATION (default 8 s) is every part's turn of load, BENCH_CONNECTIONS
// (default 20) the API cases' connections, BENCH_ROUNDS (default 5) the turns of each side of a
// comparison, BENCH_WARMUP (default 2 s) the API's warm-up.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism, cpus, release, totalmem, type } from 'node:os'
import { join } from 'node:path'
import { measureApi } from './api.mjs'
import { measureEdits } from './edits.mjs'
import { measureEvents } from './events.mjs'
import { measureLoad } from './load.mjs'
import { performancePageFile, writePerformancePage } from './performance-page.mjs'
import { benchReport, printReport } from './report.mjs'
import { measureSearch } from './search.mjs'
import { measureUploads } from './uploads.mjs'
import { measureWrites } from './writes.mjs'
import { buildApp, sparePort, startServer } from './lib/server.mjs'
import { benchConnections, benchDatabases, benchDuration, benchParts, benchRounds } from './lib/settings.mjs'

const resultsFile = join('bench', 'results.json')
const results = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {}

/** A part measured on each database in turn, `title` printed before each; the other databases' figures are kept. */
async function onEachDatabase(part, title, measure) {
  if (!benchParts.includes(part)) return
  results[part] = { ...results[part] }
  for (const kind of benchDatabases) {
    console.log(`\n${title} on ${kind}`)
    results[part][kind] = await measure(kind)
  }
}

/** The parts measured in Chromium, all from one quiet server of their own, with the demo seed. */
async function inTheBrowser() {
  const browserParts = ['bundle', 'thread_render', 'lighthouse'].filter((part) => benchParts.includes(part))
  if (browserParts.length === 0) return
  const { measureThreadRender, threadRenderServerEnv } = await import('./thread-render.mjs')
  const quillPort = await sparePort()
  const server = await startServer({ dataDir: join('.tmp', 'bench-browser'), env: threadRenderServerEnv(quillPort) })
  try {
    if (browserParts.includes('bundle')) {
      const { measureBundle } = await import('./initial-js.mjs')
      results.bundle = await measureBundle({ url: server.url })
    }
    if (browserParts.includes('thread_render')) results.thread_render = await measureThreadRender({ url: server.url, quillPort })
    if (browserParts.includes('lighthouse')) {
      const { measureLighthouse } = await import('./lighthouse.mjs')
      results.lighthouse = await measureLighthouse({ url: server.url })
    }
  } finally {
    await server.stop()
  }
}

/** The machine the figures come from: on another one they may differ, and their page says which it was. */
function machine() {
  return {
    cores: availableParallelism(),
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    memory_gb: Math.round(totalmem() / 2 ** 30),
    os: `${type()} ${release()}`,
    node: process.version,
  }
}

buildApp()
await onEachDatabase(
  'api',
  `API (autocannon -c ${benchConnections} -d ${benchDuration}, each case and its limit in turn ${benchRounds} times, the median round's share and the spread)`,
  measureApi,
)
await inTheBrowser()
await onEachDatabase('load', 'Load and fault test', measureLoad)
await onEachDatabase('events', 'Live events', measureEvents)
await onEachDatabase('uploads', 'Uploads', measureUploads)
await onEachDatabase('edits', 'Own words: edits', measureEdits)
await onEachDatabase('search', 'Search at size', measureSearch)
await onEachDatabase('writes', 'Writes beside their limit', measureWrites)

results.measured_at = new Date().toISOString()
results.machine = machine()
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`)
writePerformancePage(results)
console.log(`\nWritten to ${resultsFile} and ${performancePageFile}.`)
printReport(benchReport(results))
