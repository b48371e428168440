// Writes beside their limit: a reply, a comment and a new thread, each sent by 20 writers
// (BENCH_CONNECTIONS) under autocannon with a fresh Idempotency-Key each, against the same
// write's SQL replayed by a bare driver loop (bench/lib/write-limit.mjs) with as many writers on
// the same database and the server's connection count: what the server sends for a write is
// recorded from one real request (bench/lib/record-statements.mjs), every statement of it — the
// sign-in's, the permission reads, the Idempotency-Key's claim and answer, the transaction — so
// the share says what the server spends beside its SQL. Each round takes each write's turn on
// the server and its limit's, in alternating order, BENCH_ROUNDS times; the figure is the median
// round's share, with the spread. The servers and the database run on half the cores, the
// load on the other half (lib/cores.mjs), so that the limit, which needs no load generator, has
// the same cores as the server.
//
// Then, on PostgreSQL, contention: two server processes on a fresh database, 200 readers of the
// board's feed and threads alone, then with 50 writers replying across the board's threads
// once a second each beside them, in turns: the readers' share of their rate alone, the
// replies' p99, and whether any write failed. Targets: bench/targets.mjs.
import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import autocannon from 'autocannon'
import { spawnServer } from '../scripts/lib/spawn-server.mjs'
import { splitCores } from './lib/cores.mjs'
import { profileFor, profileSummary } from './lib/cpu-profile.mjs'
import { databaseEnv } from './lib/databases.mjs'
import { demoBoard, demoToken, json, postBody, textReply } from './lib/demo-api.mjs'
import { benchConnections, benchDuration, benchRounds, benchWarmup } from './lib/settings.mjs'
import { bigThreadId } from './lib/server.mjs'
import { median } from './lib/stats.mjs'

/** The server's pool of connections for its queries (server/db/open.ts): the limit's too. */
const SERVER_CONNECTIONS = 10
/**
 * The busy board: 200 readers reading as fast as they are answered, and 50 writers each writing
 * once a second — a pace no person keeps, but writers as fast as they are answered would take
 * whatever the readers leave, and their share would say nothing of what a write costs them.
 */
const CONTENTION = { writers: 50, writesPerWriter: 1, readers: 200, processes: 2 }

const share = (ratio) => Number(ratio.toFixed(3))
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The three writes, each as the requests autocannon sends in turn: a reply and a comment to
 * each of the threads, a new thread on the board. Each writer takes the next thread, so that
 * writers at once write in different threads, as a board's would; one busy thread's writes
 * queue on its lock (server/db/queries/thread-activity.ts) in the server and the limit alike.
 */
export function writeRequests(s) {
  const headers = { ...s.auth, 'Content-Type': 'application/json' }
  const comment = JSON.stringify({ contents: [JSON.stringify({ ops: [{ insert: 'A benchmark comment.\n' }] })] })
  return {
    reply: s.starterIds.map((id) => ({ path: `/api/posts/${id}/contributions`, headers, body: textReply('A benchmark reply.') })),
    comment: s.starterIds.map((id) => ({ path: `/api/posts/${id}/comments`, headers, body: comment })),
    new_thread: [{ path: `/api/boards/${s.boardId}`, headers, body: JSON.stringify(postBody([{ insert: 'A benchmark thread.\n' }])) }],
  }
}

const send = async (url, request, headers = {}) =>
  json(await fetch(`${url}${request.path}`, { method: 'POST', headers: { ...request.headers, ...headers }, body: request.body }))

/**
 * The Tea Room's threads started by someone else than bo (as many as there are writers), bo's
 * token, and bo's identity in each already drawn: his first reply in a thread draws one, which
 * no later reply does.
 */
export async function setting(url) {
  const { board, feedPath } = await demoBoard(url)
  const feed = await json(await fetch(`${url}${feedPath}`))
  const bigThread = await bigThreadId(url)
  const threads = feed.activity.filter((thread) => thread.id !== bigThread).slice(0, benchConnections)
  const s = {
    auth: { Authorization: `Bearer ${await demoToken(url, 'bo')}` },
    starterIds: threads.map((thread) => thread.starter.id),
    boardId: board.id,
  }
  const requests = writeRequests(s)
  for (const write of ['reply', 'comment']) for (const request of requests[write]) await send(url, request)
  return { ...s, threadIds: feed.activity.filter((thread) => thread.id !== bigThread).map((thread) => thread.id) }
}

/**
 * Each request of each write sent once with the statement recorder preloaded: its statements,
 * the Idempotency-Key they carry, and the hot reads the server had prepared (PGlite).
 */
async function recordWrites(env, recordFile) {
  const server = await spawnServer({
    env: { ...env, BENCH_RECORD_FILE: recordFile },
    nodeArgs: ['--import', resolve('bench/lib/record-statements.mjs')],
    showErrors: true,
  })
  try {
    const s = await setting(server.url)
    const labels = []
    for (const [write, requests] of Object.entries(writeRequests(s))) {
      for (const [index, request] of requests.entries()) {
        const label = `${write}:${index}`
        labels.push(label)
        await send(server.url, request, { 'x-bench-record': label, 'Idempotency-Key': `bench-record-${label}` })
      }
    }
    // Each line is written when its answer has gone out.
    let lines = []
    for (let tries = 0; lines.length < labels.length && tries < 50; tries++, await sleep(100)) {
      lines = readFileSync(recordFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    }
    if (lines.length < labels.length) throw new Error(`${labels.length - lines.length} of the writes sent were not recorded`)
    const recorded = {}
    for (const line of lines) {
      const [write, index] = line.label.split(':')
      recorded[write] ??= []
      recorded[write][Number(index)] = { ...line, key: `bench-record-${line.label}` }
    }
    return { setting: s, recorded }
  } finally {
    await server.stop()
  }
}

/** What one recorded write costs in talk with the database: its statements, and the messages that carried them. */
function talkOf(write) {
  const parts = write.statements.flatMap((statement) =>
    statement.text
      .split(';\n')
      .filter((part) => !/^(prepare|set local) /i.test(part))
      .map((part) => part.trim().toLowerCase()),
  )
  // A statement sent before the one ahead of it was answered shares its round trip (pipelined).
  const roundTrips = write.statements.filter((statement) => !statement.pipelined).length
  return { statements: parts.filter((part) => part !== 'begin' && part !== 'commit').length, round_trips: roundTrips }
}

/**
 * BENCH_WRITES_SQL=1: each recorded write's statements, a line each, in order, as the note lists
 * them: `tx` inside the transaction, `+` sent in the round trip of the one before.
 */
function showStatements(recorded) {
  for (const [write, [{ statements }]] of Object.entries(recorded)) {
    console.log(`  ${write}:`)
    for (const statement of statements) {
      const oneLine = statement.text.replace(/\s+/g, ' ')
      const where = `${statement.transaction ? 'tx' : '  '}${statement.pipelined ? '+' : ' '}`
      console.log(`    ${where} ${oneLine.length > 150 ? `${oneLine.slice(0, 150)}…` : oneLine}`)
    }
  }
}

/** The limit's process, answering turns: {count, p50_ms, p99_ms}. */
async function startLimit(recordedFile, target, placeServer) {
  const child = spawn(process.execPath, ['bench/lib/write-limit.mjs', recordedFile, target, String(SERVER_CONNECTIONS)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  placeServer(child.pid)
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]()
  const next = async () => {
    const { value, done } = await lines.next()
    if (done) throw new Error('the write limit exited')
    return value
  }
  if ((await next()) !== 'ready') throw new Error('the write limit did not start')
  return {
    turn: async (write, seconds, writers) => {
      child.stdin.write(`${JSON.stringify({ write, seconds, writers })}\n`)
      return JSON.parse(await next())
    },
    // Its input ended, it closes its database and exits.
    stop: () => {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.stdin.end()
      return exited
    },
  }
}

/**
 * `connections` writers sending `requests` to `url` in turn for `seconds`, each request with its
 * own Idempotency-Key: as fast as they are answered, or `perSecond` writes a second in all.
 */
export async function serverTurn(url, requests, seconds, connections, perSecond) {
  let sent = 0
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    ...(perSecond && { overallRate: perSecond }),
    requests: [
      {
        method: 'POST',
        setupRequest: (each) => {
          const request = requests[sent % requests.length]
          sent += 1
          return {
            ...each,
            path: request.path,
            headers: { ...request.headers, 'Idempotency-Key': `bench-${process.pid}-${Date.now()}-${sent}` },
            body: request.body,
          }
        },
      },
    ],
  })
  return {
    count: result.requests.total,
    rps: result.requests.average,
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  }
}

/** Each write's turns on the server and on its limit, interleaved, and the figures of the median round. */
async function measureBesideLimit(server, limit, s, recorded) {
  const requests = writeRequests(s)
  const writers = benchConnections
  const turns = Object.fromEntries(Object.keys(requests).map((write) => [write, []]))
  for (const write of Object.keys(requests)) {
    await serverTurn(server.url, requests[write], benchWarmup, writers)
    await limit.turn(write, benchWarmup, writers)
  }
  for (let round = 0; round < benchRounds; round++) {
    for (const write of Object.keys(requests)) {
      const sides = [
        async () => serverTurn(server.url, requests[write], benchDuration, writers),
        async () => limit.turn(write, benchDuration, writers),
      ]
      const [first, second] = round % 2 === 0 ? sides : sides.toReversed()
      const a = await first()
      const b = await second()
      const [served, limited] = round % 2 === 0 ? [a, b] : [b, a]
      turns[write].push({ served, limit_rps: limited.count / benchDuration, limit_p99_ms: limited.p99_ms })
      console.log(
        `  ${write} round ${round + 1}: ${Math.round(served.rps)}/s (p99 ${served.p99_ms} ms, ${served.failed} failed) beside ${Math.round(limited.count / benchDuration)}/s bare`,
      )
    }
  }
  return Object.fromEntries(
    Object.entries(turns).map(([write, rounds]) => {
      const shares = rounds.map((each) => each.served.rps / each.limit_rps)
      return [
        write,
        {
          rps: Math.round(median(rounds.map((each) => each.served.rps))),
          limit_rps: Math.round(median(rounds.map((each) => each.limit_rps))),
          share: share(median(shares)),
          share_min: share(Math.min(...shares)),
          share_max: share(Math.max(...shares)),
          p50_ms: median(rounds.map((each) => each.served.p50_ms)),
          p99_ms: median(rounds.map((each) => each.served.p99_ms)),
          limit_p99_ms: median(rounds.map((each) => each.limit_p99_ms)),
          failed: rounds.reduce((sum, each) => sum + each.served.failed, 0),
          writers,
          ...talkOf(recorded[write][0]),
        },
      ]
    }),
  )
}

/**
 * Where the server's CPU goes while it takes replies: one more turn of them, the server profiled
 * through its inspector meanwhile (lib/cpu-profile.mjs).
 */
async function profileReplies(env, s, file, placeServer) {
  const server = await spawnServer({ env, showErrors: true, nodeArgs: ['--inspect=127.0.0.1:0'] })
  placeServer(server.pid)
  try {
    const inspector = /Debugger listening on (ws:\/\/\S+)/.exec(server.output())?.[1]
    if (!inspector) throw new Error('the server was started without its inspector')
    await Promise.all([
      serverTurn(server.url, writeRequests(s).reply, benchDuration, benchConnections),
      profileFor(inspector, benchDuration, file),
    ])
  } finally {
    await server.stop()
  }
  return profileSummary(file)
}

/** Readers of the board's feed and its threads, spread over `urls`, for `seconds`: requests a second and failures. */
async function readTurn(urls, s, seconds, connections) {
  const paths = [`/api/feeds/boards/${s.boardId}`, ...s.threadIds.map((id) => `/api/threads/${id}`)]
  const results = await Promise.all(
    urls.map((url) =>
      autocannon({
        url,
        connections: connections / urls.length,
        duration: seconds,
        requests: paths.map((path) => ({ method: 'GET', path })),
      }),
    ),
  )
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    failed: results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
  }
}

/** Writers replying across the board's threads, each once a second, spread over `urls`: their rate, latency and failures. */
async function replyTurn(urls, s, seconds, connections) {
  const share = connections / urls.length
  const results = await Promise.all(
    urls.map((url) => serverTurn(url, writeRequests(s).reply, seconds, share, share * CONTENTION.writesPerWriter)),
  )
  return {
    rps: results.reduce((sum, r) => sum + r.rps, 0),
    p99_ms: Math.max(...results.map((r) => r.p99_ms)),
    failed: results.reduce((sum, r) => sum + r.failed, 0),
  }
}

/**
 * Two server processes on a fresh PostgreSQL database (the seed as it is, not the threads the
 * writes above made long), sharing the machine's cores with the load as a busy server shares its
 * own: readers alone, then readers beside writers, in turns.
 */
async function measureContention() {
  const { env, cleanup } = await databaseEnv('postgres')
  const servers = []
  try {
    for (let i = 0; i < CONTENTION.processes; i++) servers.push(await spawnServer({ env, showErrors: true }))
    const urls = servers.map((server) => server.url)
    const s = await setting(urls[0])
    await readTurn(urls, s, benchWarmup, CONTENTION.readers)
    const rounds = []
    for (let round = 0; round < benchRounds; round++) {
      const alone = await readTurn(urls, s, benchDuration, CONTENTION.readers)
      const [reads, replies] = await Promise.all([
        readTurn(urls, s, benchDuration, CONTENTION.readers),
        replyTurn(urls, s, benchDuration, CONTENTION.writers),
      ])
      rounds.push({ alone, reads, replies })
      console.log(
        `  contention round ${round + 1}: reads ${Math.round(reads.rps)}/s beside writers, ${Math.round(alone.rps)}/s alone; replies ${Math.round(replies.rps)}/s, p99 ${replies.p99_ms} ms, ${replies.failed} failed`,
      )
    }
    const offered = CONTENTION.writers * CONTENTION.writesPerWriter
    return {
      reply_p99_ms: median(rounds.map((r) => r.replies.p99_ms)),
      answered_share: share(median(rounds.map((r) => r.replies.rps / offered))),
      read_share: share(median(rounds.map((r) => r.reads.rps / r.alone.rps))),
      reply_rps: Math.round(median(rounds.map((r) => r.replies.rps))),
      failed: rounds.reduce((sum, r) => sum + r.replies.failed + r.reads.failed + r.alone.failed, 0),
      ...CONTENTION,
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()))
    await cleanup()
  }
}

/** The writes on database `kind`: each beside its limit, and on PostgreSQL the contention. */
export async function measureWrites(kind) {
  const figures = await besideLimits(kind)
  if (kind === 'postgres') figures.contention = await measureContention()
  return figures
}

/** Each write on database `kind` beside its limit, and where the server's CPU went taking replies. */
async function besideLimits(kind) {
  const { env, cleanup } = await databaseEnv(kind)
  const work = mkdtempSync(join(tmpdir(), 'teahouse-bench-writes-'))
  const cores = splitCores()
  let limit
  let server
  try {
    const { setting: s, recorded } = await recordWrites(env, join(work, 'recorded.jsonl'))
    if (process.env.BENCH_WRITES_SQL) showStatements(recorded)
    const recordedFile = join(work, 'recorded.json')
    writeFileSync(recordedFile, JSON.stringify(recorded))
    // PGlite is one process's: the limit replays on a copy of the server's data, taken at rest.
    const target = kind === 'pglite' ? join(work, 'limit-data') : env.DATABASE_URL
    if (kind === 'pglite') cpSync(env.DATA_DIR, target, { recursive: true })
    limit = await startLimit(recordedFile, target, cores.placeServer)
    server = await spawnServer({ env, showErrors: true })
    cores.placeServer(server.pid)
    const figures = await measureBesideLimit(server, limit, s, recorded)
    await server.stop()
    server = undefined
    figures.reply.cpu = await profileReplies(env, s, join(work, 'replies.cpuprofile'), cores.placeServer)
    return figures
  } finally {
    await limit?.stop()
    await server?.stop()
    cores.undo()
    rmSync(work, { recursive: true, force: true })
    await cleanup()
  }
}
