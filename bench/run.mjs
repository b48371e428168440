#!/usr/bin/env node
// `npm run bench`: the reference server under load, as `npm start` runs it.
//   - cold start: a fresh database (migrate + demo seed) until GET /api/health answers;
//   - autocannon -c 20 -d 10 on loopback: GET board feed (the 45+ thread board, first page)
//     and GET big thread (1,000+ contributions, 3,000+ comments), anonymous;
//   - on PGlite, then on PostgreSQL when TEST_DATABASE_URL (or BENCH_DATABASE_URL) is set;
//   - then the initial JS of /boards/$boardId against its 150 KB gzip budget (bench/initial-js.mjs).
// BENCH_DURATION (seconds, default 10) and BENCH_CONNECTIONS (default 20) change the load.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'

const duration = Number(process.env.BENCH_DURATION ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20)

function startServer(env) {
  const started = performance.now()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout.on('data', async (chunk) => {
      output += chunk
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1]
      if (!url || child.ready) return
      child.ready = true
      const health = await fetch(`${url}/api/health`)
      if (!health.ok) return reject(new Error(`health answered ${health.status}`))
      resolve({ url, child, startSeconds: (performance.now() - started) / 1000 })
    })
    child.on('exit', (code) => reject(new Error(`server exited with ${code}\n${output}`)))
  })
}

const stop = (child) => new Promise((resolve) => (child.on('exit', resolve), child.kill('SIGTERM')))

async function targets(url) {
  const realm = await (await fetch(`${url}/api/realms/slug/demo`)).json()
  const board = realm.boards.find((b) => b.slug === 'tea-room')
  let biggest = null
  let cursor = null
  do {
    const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''
    const page = await (await fetch(`${url}/api/feeds/boards/${board.id}${query}`)).json()
    for (const thread of page.activity) {
      if (!biggest || thread.total_posts_amount > biggest.total_posts_amount) biggest = thread
    }
    cursor = page.cursor.next
  } while (cursor)
  return [
    { name: 'GET board feed', path: `/api/feeds/boards/${board.id}` },
    {
      name: `GET big thread (${biggest.total_posts_amount} posts, ${biggest.total_comments_amount} comments)`,
      path: `/api/threads/${biggest.id}`,
    },
  ]
}

async function load(url, target) {
  const result = await autocannon({ url: `${url}${target.path}`, connections, duration })
  if (result.non2xx > 0) throw new Error(`${target.name}: ${result.non2xx} answers were not 2xx`)
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    p50: result.latency.p50,
    // Requests still unanswered after autocannon's 10 s timeout count as errors.
    errors: result.errors,
  }
}

async function benchOn(label, env, cleanup) {
  const server = await startServer(env)
  const rows = [`| ${label} | cold start (migrate + seed) to /api/health | ${server.startSeconds.toFixed(1)} s | | |`]
  try {
    for (const target of await targets(server.url)) {
      const r = await load(server.url, target)
      const errors = r.errors > 0 ? `, ${r.errors} timed out` : ''
      rows.push(`| ${label} | ${target.name} | | ${r.requestsPerSecond.toFixed(0)} req/s | p50 ${r.p50} ms, p99 ${r.p99} ms${errors} |`)
    }
  } finally {
    await stop(server.child)
    await cleanup()
  }
  return rows
}

const rows = []
const dataDir = mkdtempSync(join(tmpdir(), 'teahouse-bench-'))
rows.push(...(await benchOn('PGlite', { DATA_DIR: dataDir }, async () => rmSync(dataDir, { recursive: true, force: true }))))

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (serverUrl) {
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    await client.query(sql)
    await client.end()
  }
  const name = `teahouse_bench_${process.pid}`
  await admin(`CREATE DATABASE ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  rows.push(
    ...(await benchOn('PostgreSQL', { DATABASE_URL: url.toString() }, () => admin(`DROP DATABASE ${name} WITH (FORCE)`))),
  )
} else {
  rows.push('| PostgreSQL | skipped: set TEST_DATABASE_URL (bash scripts/throwaway-postgres.sh start) | | | |')
}

console.log(`\nautocannon -c ${connections} -d ${duration}, loopback, anonymous\n`)
console.log('| storage | what | time | throughput | latency |')
console.log('|---|---|---|---|---|')
for (const row of rows) console.log(row)

// The app's side of the bench: the initial JS of the board page against its budget (bench/initial-js.mjs).
const initialJs = spawnSync(process.execPath, [join('bench', 'initial-js.mjs')], { stdio: 'inherit' })
if (initialJs.status !== 0) process.exitCode = initialJs.status ?? 1
