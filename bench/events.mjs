// Live events under load: 1,000 Server-Sent Event readers of one thread, on one
// PGlite process and split across two processes on one PostgreSQL. For each, a reply is posted
// now and then and its delivery to every reader timed (from the reply's answer to the event's
// arrival); the reply rate the server sustains with the readers connected is measured beside
// the same server's rate without them, in the same run; the server's memory per idle reader is
// read through its inspector after a full garbage collection (and its resident size from
// /proc, for comparison), and its CPU while 1,000 readers idle. The servers and the database run
// on half the cores, the readers and the load on the other half (lib/cores.mjs). Targets:
// bench/targets.mjs.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import autocannon from 'autocannon'
import { spawnServer } from '../scripts/lib/spawn-server.mjs'
import { coreSplit, splitCores } from './lib/cores.mjs'
import { databaseEnv } from './lib/databases.mjs'
import { demoBoard, demoToken, json, textReply } from './lib/demo-api.mjs'
import { benchDuration, sideConnections } from './lib/settings.mjs'
import { median, percentile } from './lib/stats.mjs'

const READERS = Number(process.env.BENCH_EVENT_READERS ?? 1000)
const DELIVERIES = 20

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Resident memory of a process, in bytes (Linux). */
function rssOf(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/)
  return Number(line?.[1] ?? 0) * 1024
}

/**
 * What a server holds after a full garbage collection: its heap and the memory outside it
 * (buffers), in bytes, read through its inspector by bench/lib/heap-probe.mjs. Resident size
 * moves with the collector's timing; this does not.
 */
function heldBytes(server) {
  const inspector = /Debugger listening on (ws:\/\/\S+)/.exec(server.output())?.[1]
  if (!inspector) throw new Error('the server was started without its inspector')
  const probe = spawnSync(process.execPath, ['--experimental-websocket', 'bench/lib/heap-probe.mjs', inspector], { encoding: 'utf8' })
  if (probe.status !== 0) throw new Error(`heap probe: ${probe.stderr}`)
  const usage = JSON.parse(probe.stdout)
  return usage.heapUsed + usage.external
}

/** CPU time a process has used, in ms (Linux: utime + stime, in clock ticks of 10 ms). */
function cpuMsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/** A small Tea Room thread, bo's token for replies, and the reply request. */
async function setting(url) {
  const { feedPath } = await demoBoard(url)
  const feed = await json(await fetch(`${url}${feedPath}`))
  const thread = feed.activity.at(-1)
  return {
    threadId: thread.id,
    replyPath: `/api/posts/${thread.starter.id}/contributions`,
    headers: { Authorization: `Bearer ${await demoToken(url, 'bo')}`, 'Content-Type': 'application/json' },
    body: textReply('A live reply.'),
  }
}

/**
 * Whether the readers read what arrives. While the reply rate is measured they only take the
 * bytes off their sockets: the 1,000 readers run on the same two cores as the server, and the
 * rate should tell what the server spends on them, not what parsing a thousand streams here
 * takes away from it (real readers are other machines).
 */
const readersParse = { on: true }

/** One reader: a raw HTTP stream (no client library between us and the bytes), noting when each post arrived. */
function openReader(url, threadId, onPost) {
  return new Promise((resolve, reject) => {
    const request = http.get(`${url}/api/events?thread=${threadId}`, { agent: false }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`events answered ${response.statusCode}`))
      response.setEncoding('utf8')
      let buffer = ''
      response.on('data', (chunk) => {
        if (!readersParse.on) return
        buffer += chunk
        let end
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const match = /"post_id":"([^"]+)"/.exec(block)
          if (block.includes('event: contribution') && match) onPost(match[1], performance.now())
        }
      })
      resolve({ close: () => request.destroy() })
    })
    request.on('error', reject)
  })
}

async function openReaders(urls, threadId, onPost) {
  const readers = []
  for (let i = 0; i < READERS; i += 50) {
    const batch = Array.from({ length: Math.min(50, READERS - i) }, (_, j) => openReader(urls[(i + j) % urls.length], threadId, onPost))
    readers.push(...(await Promise.all(batch)))
  }
  return readers
}

function replyRate(url, s) {
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url: `${url}${s.replyPath}`,
        method: 'POST',
        headers: s.headers,
        body: s.body,
        connections: sideConnections,
        duration: benchDuration,
      },
      (error, result) => (error ? reject(error) : resolve(Math.round(result.requests.average))),
    ),
  )
}

/** Runs the measurements on servers already started (one or two processes on one database). */
async function measure(servers) {
  const urls = servers.map((server) => server.url)
  const s = await setting(urls[0])
  // The same run without readers, before and after the run with them: every reply makes the
  // thread longer, so the baseline is the mean of the two runs that bracket it.
  await replyRate(urls[0], s)
  const bareBefore = await replyRate(urls[0], s)

  // Resident memory moves with the garbage collector: the median of a few readings, a second apart.
  const memory = async () => {
    const readings = []
    for (let i = 0; i < 5; i++) {
      readings.push(servers.reduce((sum, server) => sum + rssOf(server.pid), 0))
      await sleep(1000)
    }
    return median(readings)
  }
  const memoryBefore = await memory()
  const heldBefore = servers.reduce((sum, server) => sum + heldBytes(server), 0)
  const arrivals = new Map()
  const readers = await openReaders(urls, s.threadId, (postId, at) => {
    // An event may come before its reply's answer has been read here (both cross loopback):
    // it counts all the same, as delivered at once.
    const list = arrivals.get(postId)
    if (list) list.push(at)
    else arrivals.set(postId, [at])
  })
  await sleep(2000)
  const memoryAfter = await memory()
  const heldAfter = servers.reduce((sum, server) => sum + heldBytes(server), 0)

  // 1,000 readers and nothing happening: what the servers spend meanwhile (heartbeats aside).
  const cpuBefore = servers.reduce((sum, server) => sum + cpuMsOf(server.pid), 0)
  await sleep(10_000)
  const idleCpuMs = servers.reduce((sum, server) => sum + cpuMsOf(server.pid), 0) - cpuBefore

  const latencies = []
  let missing = 0
  for (let n = 0; n < DELIVERIES; n++) {
    const answer = await fetch(`${urls[0]}${s.replyPath}`, { method: 'POST', headers: s.headers, body: s.body })
    const { contribution } = await json(answer)
    const answeredAt = performance.now()
    arrivals.set(contribution.id, arrivals.get(contribution.id) ?? [])
    const deadline = answeredAt + 5000
    while ((arrivals.get(contribution.id)?.length ?? 0) < READERS && performance.now() < deadline) await sleep(5)
    const got = arrivals.get(contribution.id) ?? []
    missing += READERS - got.length
    for (const at of got) latencies.push(Math.max(0, at - answeredAt))
    await sleep(200)
  }
  readersParse.on = false
  const withReaders = await replyRate(urls[0], s)
  readersParse.on = true
  for (const reader of readers) reader.close()
  await sleep(2000)
  const bareAfter = await replyRate(urls[0], s)
  const bare = Math.round((bareBefore + bareAfter) / 2)
  return {
    readers: READERS,
    processes: servers.length,
    deliveries: latencies.length,
    missing,
    p50_ms: Math.round(percentile(latencies, 50)),
    p99_ms: Math.round(percentile(latencies, 99)),
    reply_rps_without_readers: bare,
    reply_rps_without_readers_before_after: [bareBefore, bareAfter],
    reply_rps_with_readers: withReaders,
    reply_rate_share: Number((withReaders / bare).toFixed(3)),
    bytes_per_reader: Math.round((heldAfter - heldBefore) / READERS),
    rss_bytes_per_reader: Math.round((memoryAfter - memoryBefore) / READERS),
    idle_cpu_ms_per_10s: idleCpuMs,
  }
}

/** 'pglite': one process; 'postgres': two processes on one database, the readers split between them. */
export async function measureEvents(kind) {
  const { env, cleanup } = await databaseEnv(kind)
  const processes = kind === 'postgres' ? 2 : 1
  const servers = []
  // The servers and their database on half the cores, the readers and the load on the other half.
  const cores = splitCores()
  try {
    // The inspector (on a spare port) lets the memory be read after a full collection.
    const options = {
      env: { ...env, RATE_LIMIT_PER_MINUTE: '0' },
      showErrors: true,
      timeoutMs: 180_000,
      nodeArgs: ['--inspect=127.0.0.1:0'],
    }
    servers.push(await spawnServer(options))
    // The second process starts once the first has migrated and seeded.
    for (let i = 1; i < processes; i++) servers.push(await spawnServer(options))
    for (const server of servers) cores.placeServer(server.pid)
    const figures = { ...(await measure(servers)), cores: coreSplit }
    console.log(
      `  ${kind} (${processes} process${processes > 1 ? 'es' : ''}, ${figures.readers} readers): delivery p50 ${figures.p50_ms} ms, p99 ${figures.p99_ms} ms, ${figures.missing} missing; replies ${figures.reply_rps_with_readers}/s with readers against ${figures.reply_rps_without_readers}/s without (${(figures.reply_rate_share * 100).toFixed(1)}%); ${(figures.bytes_per_reader / 1024).toFixed(1)} KB a reader after a full collection (resident ${(figures.rss_bytes_per_reader / 1024).toFixed(1)} KB); idle CPU ${figures.idle_cpu_ms_per_10s} ms in 10 s`,
    )
    return figures
  } finally {
    for (const server of servers) await server.stop()
    cores.undo()
    await cleanup()
  }
}
