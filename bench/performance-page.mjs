#!/usr/bin/env node
// `npm run bench:page`: writes docs/performance.md from bench/results.json, a short intro (what
// is measured, where, how) and then bench/report.mjs's tables, so that no figure on the page is
// typed by hand and none can go stale. `npm run bench` writes it after each run.
//   node bench/performance-page.mjs           write the page
//   node bench/performance-page.mjs --check   exit 1 when the page is not what the results say (npm test)
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { benchDefaults } from './lib/settings.mjs'
import { benchReport, wrap } from './report.mjs'

/** The page, from the repository's root. */
export const performancePageFile = 'docs/performance.md'
const pagePath = fileURLToPath(new URL(`../${performancePageFile}`, import.meta.url))
const resultsPath = fileURLToPath(new URL('results.json', import.meta.url))

/** Where the figures come from: results.json says since its machine was recorded; older results do not. */
function machineLine({ machine }) {
  if (!machine) return 'a 2-core Linux machine (older results do not record more)'
  return `${machine.cores} cores (${machine.cpu}), ${machine.memory_gb} GB, ${machine.os}, Node ${machine.node}`
}

/** The date and minute of the last run, in UTC. */
const measuredAt = ({ measured_at: at }) => (at ? `${at.slice(0, 10)} ${at.slice(11, 16)} UTC` : 'an unrecorded date')

function intro(results) {
  const d = benchDefaults
  const paragraphs = [
    '_Generated from `bench/results.json` by `bench/performance-page.mjs`: do not edit by hand._',
    'What `npm run bench` measures: the API under load on PGlite and on PostgreSQL, the JavaScript ' +
      'each page loads before its content shows, how soon the biggest thread draws, Lighthouse on a ' +
      'phone, a load test with a server killed midway, live events to a thousand readers, photo ' +
      "uploads, edits of one's own posts, search at size, and each write beside what the database " +
      'alone does with its SQL. Each table below says what it ' +
      'measures, and each figure stands beside its target (`bench/targets.mjs`).',
    `Last measured on ${measuredAt(results)} (a part not run then keeps the figures of its own last run), ` +
      `on ${machineLine(results)}. A machine like this is noisy: other work on it slows a turn of load by as ` +
      'much as half. So each figure is measured beside a baseline in the same run, taking turns with it, ' +
      'and the target is on the share: an API case beside its limit (the same bytes served from memory ' +
      "by a bare `node:http` server), replies with a thousand readers beside the same server's without " +
      "them, feed reads during uploads beside without, edits beside replies and a thread's reads " +
      'while it is edited beside without, replies with the search documents beside without, a ' +
      'write beside the same SQL replayed by a bare driver loop, the thread as the app draws it ' +
      'beside one Quill per contribution. A change that claims a gain is measured against the commit ' +
      'before it the same way (`node bench/before-after.mjs <commit> [pglite|postgres]`: both servers, ' +
      'in turns), under "Before and after".',
    '`npm run bench` (about an hour on 2 cores; PostgreSQL and Chromium from Debian, as `.ci/run` ' +
      'installs them) measures, writes `bench/results.json` and this page, prints the same tables and ' +
      `exits 1 when a target is missed. \`BENCH_PARTS\` (default \`${d.parts.join(',')}\`) and ` +
      `\`BENCH_DATABASES\` (default \`${d.databases.join(',')}\`) choose what runs; a part not run keeps ` +
      `its last figures. \`BENCH_DURATION\` (default ${d.duration} s) is each turn of load, ` +
      `\`BENCH_CONNECTIONS\` (default ${d.connections}) the API cases' connections, \`BENCH_ROUNDS\` ` +
      `(default ${d.rounds}) the turns of each side of a comparison. \`npm test\` fails when this page ` +
      'is not what the results say; `npm run bench:page` writes it again.',
  ]
  return ['# Performance', ...paragraphs.map((paragraph) => wrap(paragraph))].join('\n\n')
}

/** The page for `results` (bench/results.json as parsed). */
export function performancePage(results) {
  return `${intro(results)}\n\n${benchReport(results).markdown}`
}

/** Writes the page for `results`. */
export function writePerformancePage(results) {
  writeFileSync(pagePath, performancePage(results))
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = JSON.parse(readFileSync(resultsPath, 'utf8'))
  if (!process.argv.includes('--check')) {
    writePerformancePage(results)
    console.log(`Written ${performancePageFile} from bench/results.json.`)
  } else if (!existsSync(pagePath) || readFileSync(pagePath, 'utf8') !== performancePage(results)) {
    console.error(`${performancePageFile} is not what bench/results.json says: run npm run bench:page`)
    process.exitCode = 1
  } else {
    console.log(`${performancePageFile} is what bench/results.json says.`)
  }
}
