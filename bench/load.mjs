#!/usr/bin/env node
// `npm run test:load`: the load and fault test. Readers and writers (50 and 10 by default)
// work against real servers for 60 s; halfway, one server is killed with SIGKILL and started
// again on the same storage. Writers retry every reply that was not acknowledged, with the
// same Idempotency-Key, until it is. Afterwards every acknowledged reply must be in the
// database exactly once, and no reply twice. PGlite: one process. PostgreSQL: two processes on
// one database, one of them killed. Loopback only; also run by `npm run bench` (part `load`).
//   LOAD_DATABASES (default pglite,postgres), LOAD_SECONDS (60), LOAD_READERS (50),
//   LOAD_WRITERS (10), LOAD_KILLS (1: how many times a server is killed, spread over the run).
// Exits 1 when a reply is lost or doubled, or a server does not come back.
import { randomBytes } from 'node:crypto'
import { pathToFileURL } from 'node:url'
import { spawnServer } from '../scripts/lib/spawn-server.mjs'
import { databaseEnv } from './lib/databases.mjs'
import { demoToken, textReply } from './lib/demo-api.mjs'
import { loadPassed } from './targets.mjs'

const settings = {
  seconds: Number(process.env.LOAD_SECONDS ?? 60),
  readers: Number(process.env.LOAD_READERS ?? 50),
  writers: Number(process.env.LOAD_WRITERS ?? 10),
  kills: Number(process.env.LOAD_KILLS ?? 1),
}

// A reply not acknowledged after this long counts as given up (and the run fails).
const GIVE_UP_MS = 120_000
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

async function call(url, path, init = {}) {
  const response = await fetch(`${url}${path}`, { ...init, signal: AbortSignal.timeout(15_000) })
  const text = await response.text()
  return { status: response.status, text }
}

/** The Tea Room's small threads (the writers' targets) and its feed path (the readers'). */
async function targets(url) {
  const realm = JSON.parse((await call(url, '/api/realms/slug/demo')).text)
  const board = realm.boards.find((b) => b.slug === 'tea-room')
  const feedPath = `/api/feeds/boards/${board.id}`
  const feed = JSON.parse((await call(url, feedPath)).text)
  const small = feed.activity.filter((thread) => thread.total_posts_amount < 50).slice(0, 5)
  return { feedPath, threads: small.map((thread) => ({ id: thread.id, starterId: thread.starter.id })) }
}

/** Runs the test on one kind of database; answers its figures. */
export async function measureLoad(kind) {
  const { env, cleanup } = await databaseEnv(kind)
  const run = randomBytes(4).toString('hex')
  const servers = []
  // Rate limits off (spawnServer's default): every writer logs in from one address.
  const start = (port) => spawnServer({ env, port, timeoutMs: 180_000 })
  try {
    servers.push(await start())
    if (kind === 'postgres') servers.push(await start())
    const urls = servers.map((server) => server.url)
    const { feedPath, threads } = await targets(urls[0])
    const tokens = [await demoToken(urls[0], 'ada'), await demoToken(urls[0], 'bo')]

    const deadline = Date.now() + settings.seconds * 1000
    const reads = { ok: 0, failed: 0 }
    const writes = { acknowledged: [], retries: 0, givenUp: 0, refused: [] }
    const restarts = []
    let stopped = false

    const reader = async (index) => {
      while (Date.now() < deadline) {
        const url = urls[index % urls.length]
        const path = index % 2 === 0 ? feedPath : `/api/threads/${threads[index % threads.length].id}`
        try {
          const { status } = await call(url, path)
          if (status === 200) reads.ok++
          else reads.failed++
        } catch {
          reads.failed++
          await sleep(100)
        }
      }
    }

    const writer = async (index) => {
      const thread = threads[index % threads.length]
      const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens[index % tokens.length]}` }
      for (let n = 0; Date.now() < deadline; n++) {
        const marker = `load ${run} writer ${index} reply ${n}`
        const key = `${run}-${index}-${n}`
        const since = Date.now()
        for (let attempt = 0; ; attempt++) {
          // Round the servers: a retry after a failure goes to the next one.
          const url = urls[(index + attempt) % urls.length]
          try {
            const { status, text } = await call(url, `/api/posts/${thread.starterId}/contributions`, {
              method: 'POST',
              headers: { ...headers, 'Idempotency-Key': key },
              body: textReply(marker),
            })
            if (status === 200) {
              writes.acknowledged.push({ marker, id: JSON.parse(text).contribution.id })
              break
            }
            // 409: the first try with this key is still running (or was cut off mid-way); 5xx: try again.
            if (status !== 409 && status < 500) {
              writes.refused.push(`${status} ${text.slice(0, 120)}`)
              break
            }
          } catch {
            // The connection failed: the server is down, or was killed while answering.
          }
          if (Date.now() - since > GIVE_UP_MS || stopped) {
            writes.givenUp++
            break
          }
          writes.retries++
          await sleep(200)
        }
      }
    }

    const killer = async () => {
      for (let k = 1; k <= settings.kills; k++) {
        await sleep(Math.max(0, deadline - settings.seconds * 1000 + (settings.seconds * 1000 * k) / (settings.kills + 1) - Date.now()))
        const victim = servers[0]
        const port = Number(new URL(victim.url).port)
        const killedAt = Date.now()
        process.kill(victim.pid, 'SIGKILL')
        await victim.stop()
        try {
          servers[0] = await start(port)
          restarts.push(Date.now() - killedAt)
        } catch (error) {
          restarts.push(null)
          console.error(`  ${kind}: the killed server did not start again: ${error.message}`)
          stopped = true
          return
        }
      }
    }

    await Promise.all([
      ...Array.from({ length: settings.readers }, (_, i) => reader(i)),
      ...Array.from({ length: settings.writers }, (_, i) => writer(i)),
      killer(),
    ])

    // Every reply of this run, as the database holds them (read through a live server).
    const counts = new Map()
    for (const thread of threads) {
      const { status, text } = await call(urls[0], `/api/threads/${thread.id}`)
      if (status !== 200) throw new Error(`reading thread ${thread.id} after the run: ${status}`)
      for (const post of JSON.parse(text).posts) {
        const marker = /load [0-9a-f]{8} writer \d+ reply \d+/.exec(post.content)?.[0]
        if (marker?.startsWith(`load ${run} `)) counts.set(marker, (counts.get(marker) ?? 0) + 1)
      }
    }
    const acknowledged = writes.acknowledged.length
    const found = writes.acknowledged.filter(({ marker }) => counts.has(marker)).length
    const duplicated = [...counts.values()].filter((count) => count > 1).length
    const figures = {
      processes: servers.length,
      seconds: settings.seconds,
      readers: settings.readers,
      writers: settings.writers,
      kills: settings.kills,
      acknowledged,
      found,
      lost: acknowledged - found,
      duplicated,
      // Written but never acknowledged: only a writer that gave up can leave one.
      unacknowledged_found: counts.size - found,
      retries: writes.retries,
      given_up: writes.givenUp,
      refused: writes.refused.length,
      reads_ok: reads.ok,
      reads_failed: reads.failed,
      restart_ms: restarts,
    }
    if (writes.refused.length > 0) console.error(`  ${kind}: refused writes, e.g. ${writes.refused[0]}`)
    return figures
  } finally {
    for (const server of servers) await server.stop()
    await cleanup()
  }
}

/** One run in a line, as the test prints it. */
function describeLoad(kind, f) {
  const restarts = f.restart_ms.map((ms) => (ms === null ? 'never' : `${(ms / 1000).toFixed(1)} s`)).join(', ')
  return (
    `  ${kind} (${f.processes} process${f.processes > 1 ? 'es' : ''}, ${f.readers} readers, ${f.writers} writers, ${f.seconds} s, ${f.kills} SIGKILL): ` +
    `acknowledged ${f.acknowledged} / found ${f.found} / duplicated ${f.duplicated}, lost ${f.lost}; ` +
    `restart ${restarts}; ${f.retries} retries, ${f.given_up} given up, ${f.refused} refused; ` +
    `reads ${f.reads_ok} ok, ${f.reads_failed} failed`
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let failed = false
  for (const kind of (process.env.LOAD_DATABASES ?? 'pglite,postgres').split(',')) {
    const figures = await measureLoad(kind)
    console.log(describeLoad(kind, figures))
    if (!loadPassed(figures)) failed = true
  }
  console.log(
    failed
      ? 'FAILED: a reply was lost, doubled or refused, or a server did not come back.'
      : 'Every acknowledged reply is there exactly once.',
  )
  process.exit(failed ? 1 : 0)
}
