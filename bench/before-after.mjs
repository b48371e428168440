#!/usr/bin/env node
// Before and after: replies, comments and new threads (as bench/writes.mjs sends them) and
// anonymous reads of a board feed and a thread, on a server built from another commit and on
// this tree's, each on a fresh database of its own, in alternating turns (BENCH_ROUNDS of each,
// BENCH_DURATION seconds). The figure of each case is the median round's after ÷ before, with
// the spread: the same machine, the same minute, the same load, so the noise of this machine
// moves both sides alike. Written to bench/results.json as `before_after.<database>`.
//   node bench/before-after.mjs <commit> [pglite|postgres]
// The other commit's tree is checked out in a temporary worktree beside its own bundle (its
// packages are this tree's node_modules, linked one by one: a bundle finds its sources from
// where it lies, so it must lie in that tree).
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import autocannon from 'autocannon'
import { spawnServer } from '../scripts/lib/spawn-server.mjs'
import { splitCores } from './lib/cores.mjs'
import { databaseEnv } from './lib/databases.mjs'
import { demoBoard, json } from './lib/demo-api.mjs'
import { benchConnections, benchDuration, benchRounds, benchWarmup } from './lib/settings.mjs'
import { median } from './lib/stats.mjs'
import { serverTurn, setting, writeRequests } from './writes.mjs'

const [ref, kind = 'pglite'] = process.argv.slice(2)
if (!ref) {
  console.error('usage: node bench/before-after.mjs <commit> [pglite|postgres]')
  process.exit(2)
}
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim()
const before = git('rev-parse', '--short', ref)
const after = `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain').length > 0 ? '+changes' : ''}`

/** The other commit's tree with its server bundled: the bundle's path. */
function bundleOf(commit) {
  const tree = join(tmpdir(), `teahouse-before-${commit}`)
  if (!existsSync(tree)) git('worktree', 'add', '--detach', tree, commit)
  const modules = join(tree, 'node_modules')
  if (!existsSync(modules)) {
    mkdirSync(modules)
    for (const entry of readdirSync('node_modules'))
      if (entry !== '.cache') symlinkSync(resolve('node_modules', entry), join(modules, entry))
  }
  const made = spawnSync(
    process.execPath,
    ['-e', "import('./scripts/lib/bundle-typescript.mjs').then((m) => m.bundleTypeScript('server/main.ts')).then(console.log)"],
    {
      cwd: tree,
      encoding: 'utf8',
    },
  )
  if (made.status !== 0) throw new Error(`bundling ${commit} failed: ${made.stderr}`)
  return { bundle: made.stdout.trim(), remove: () => git('worktree', 'remove', '--force', tree) }
}

/** Anonymous reads of `path` for `seconds`: requests a second. */
async function readTurn(url, path, seconds) {
  const result = await autocannon({ url: `${url}${path}`, connections: benchConnections, duration: seconds })
  if (result.non2xx + result.errors > 0) throw new Error(`${path} failed ${result.non2xx + result.errors} times`)
  return { rps: result.requests.average }
}

/** Each case's turn on one server: requests a second. */
async function cases(server) {
  // The thread read is one nobody writes to here: the writes go to the newest threads.
  const { feedPath } = await demoBoard(server.url)
  const feed = await json(await fetch(`${server.url}${feedPath}`))
  const threadPath = `/api/threads/${feed.activity.at(-1).id}`
  const s = await setting(server.url)
  const writes = writeRequests(s)
  // The reads go first, on the seed as it is, before the writes add to it.
  return {
    feed_anonymous: (seconds) => readTurn(server.url, feedPath, seconds),
    thread_anonymous: (seconds) => readTurn(server.url, threadPath, seconds),
    reply: (seconds) => serverTurn(server.url, writes.reply, seconds, benchConnections),
    comment: (seconds) => serverTurn(server.url, writes.comment, seconds, benchConnections),
    new_thread: (seconds) => serverTurn(server.url, writes.new_thread, seconds, benchConnections),
  }
}

const cores = splitCores()
const other = bundleOf(before)
const databases = [await databaseEnv(kind), await databaseEnv(kind)]
const servers = []
try {
  servers.push(await spawnServer({ env: databases[0].env, showErrors: true, bundle: other.bundle }))
  servers.push(await spawnServer({ env: databases[1].env, showErrors: true }))
  for (const server of servers) cores.placeServer(server.pid)
  const [sideBefore, sideAfter] = [await cases(servers[0]), await cases(servers[1])]
  const ratios = {}
  for (const name of Object.keys(sideAfter)) {
    await sideBefore[name](benchWarmup)
    await sideAfter[name](benchWarmup)
    ratios[name] = []
    for (let round = 0; round < benchRounds; round++) {
      const order = round % 2 === 0 ? [sideBefore, sideAfter] : [sideAfter, sideBefore]
      const first = await order[0][name](benchDuration)
      const second = await order[1][name](benchDuration)
      const [b, a] = round % 2 === 0 ? [first, second] : [second, first]
      ratios[name].push({ before: b.rps, after: a.rps })
      console.log(`  ${name} round ${round + 1}: ${Math.round(b.rps)}/s before, ${Math.round(a.rps)}/s after`)
    }
  }
  const figures = Object.fromEntries(
    Object.entries(ratios).map(([name, rounds]) => {
      const each = rounds.map((r) => r.after / r.before)
      const round3 = (x) => Number(x.toFixed(3))
      return [
        name,
        {
          before_rps: Math.round(median(rounds.map((r) => r.before))),
          after_rps: Math.round(median(rounds.map((r) => r.after))),
          ratio: round3(median(each)),
          ratio_min: round3(Math.min(...each)),
          ratio_max: round3(Math.max(...each)),
        },
      ]
    }),
  )
  const resultsFile = join('bench', 'results.json')
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'))
  results.before_after = { ...results.before_after, [kind]: { before, after, measured_at: new Date().toISOString(), cases: figures } }
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`)
  console.table(figures)
} finally {
  await Promise.all(servers.map((server) => server.stop()))
  for (const database of databases) await database.cleanup()
  cores.undo()
  other.remove()
}
