// The API under load, each case beside its limit (bench/lib/limit-server.mjs: the same bytes
// from memory), so the ratio means the same on any machine. autocannon on loopback. Also the
// HTML of a board page as the server draws it for a visitor (what a first visit costs before
// any script runs), against the same bytes from memory. Targets: bench/targets.mjs.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { spawnServer } from '../scripts/lib/spawn-server.mjs'
import { databaseEnv } from './lib/databases.mjs'
import { demoBoard, demoToken, json, textReply } from './lib/demo-api.mjs'
import { bigThreadId } from './lib/server.mjs'
import { benchConnections, benchDuration, benchRounds, benchWarmup } from './lib/settings.mjs'
import { median } from './lib/stats.mjs'

/** The requests measured, on the demo seed: the Tea Room's feed, the big thread, ada's stars, replies. */
async function cases(url) {
  const { board, feedPath } = await demoBoard(url)
  const firstPage = await json(await fetch(`${url}${feedPath}`))
  const bigThread = await bigThreadId(url)
  const asAda = { Authorization: `Bearer ${await demoToken(url, 'ada')}` }
  // A full page of stars, the big thread among them.
  for (const thread of firstPage.activity) {
    const starred = await fetch(`${url}/api/threads/${thread.id}/stars`, { method: 'POST', headers: asAda })
    if (!starred.ok) throw new Error(`starring answered ${starred.status}`)
  }
  // Replies go to a small thread, measured last, so the reads above see the seed as it is.
  const small = firstPage.activity.filter((thread) => thread.id !== bigThread).at(-1)
  const replyBody = textReply('A benchmark reply.')
  return [
    { name: 'feed_anonymous', path: feedPath },
    { name: 'feed_later_page', path: `${feedPath}?cursor=${encodeURIComponent(firstPage.cursor.next)}` },
    { name: 'feed_logged_in', path: feedPath, headers: asAda },
    { name: 'star_feed', path: '/api/feeds/users/@me/stars', headers: asAda },
    { name: 'thread_anonymous', path: `/api/threads/${bigThread}` },
    { name: 'thread_logged_in', path: `/api/threads/${bigThread}`, headers: asAda },
    // A visitor's first sight of the board: the page drawn on the server (kept while its feed
    // is unchanged: server/pages/kept-pages.ts), as a browser asks for it.
    { name: 'board_page_html', path: `/boards/${board.id}`, headers: { Accept: 'text/html' } },
    // The same as a browser asks for it, compressed: the limit sends the same compressed bytes.
    { name: 'board_page_html_compressed', path: `/boards/${board.id}`, headers: { Accept: 'text/html', 'Accept-Encoding': 'gzip, br' } },
    {
      name: 'reply',
      path: `/api/posts/${small.starter.id}/contributions`,
      method: 'POST',
      headers: { ...asAda, 'Content-Type': 'application/json' },
      body: replyBody,
    },
  ]
}

const options = (url, request) => ({
  url,
  connections: benchConnections,
  method: request.method ?? 'GET',
  headers: request.headers,
  body: request.body,
})

async function warm(url, request) {
  if (benchWarmup > 0) await autocannon({ ...options(url, request), duration: benchWarmup })
}

async function load(url, request) {
  const result = await autocannon({ ...options(url, request), duration: benchDuration })
  return {
    rps: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    // Answers that were not 2xx, and requests that failed or timed out (10 s).
    non_2xx: result.non2xx + result.errors,
  }
}

const share = (ratio) => Number(ratio.toFixed(3))

/**
 * The rounds' median share with its spread; the API's and the limit's figures of the median
 * round; every turn's answers that were not 2xx.
 */
function summarizeRounds(apiTurns, limitTurns) {
  const shares = apiTurns.map((turn, i) => turn.rps / limitTurns[i].rps)
  const middle = shares.indexOf(median(shares))
  return {
    ...apiTurns[middle],
    non_2xx: apiTurns.reduce((sum, turn) => sum + turn.non_2xx, 0),
    limit_rps: limitTurns[middle].rps,
    ratio: share(shares[middle]),
    ratio_min: share(Math.min(...shares)),
    ratio_max: share(Math.max(...shares)),
  }
}

/** Starts the limit server with `response`'s bytes and headers. */
async function startLimit(body, headers) {
  const dir = mkdtempSync(join(tmpdir(), 'teahouse-limit-'))
  const file = join(dir, 'body')
  writeFileSync(file, body)
  const args = [file, headers.get('content-type') ?? 'application/octet-stream', headers.get('content-encoding') ?? '']
  const child = spawn(process.execPath, [join('bench', 'lib', 'limit-server.mjs'), ...args], { stdio: ['ignore', 'pipe', 'inherit'] })
  const port = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => resolve(/listening on (\d+)/.exec(chunk.toString())?.[1]))
    child.on('exit', (code) => reject(new Error(`the limit server exited with ${code}`)))
  })
  const stop = () => new Promise((resolve) => (child.on('exit', resolve), child.kill('SIGTERM')))
  return { url: `http://127.0.0.1:${port}`, stop: () => stop().then(() => rmSync(dir, { recursive: true, force: true })) }
}

/**
 * One answer to `request` as the server sent it: its status, headers and bytes, still
 * compressed when it was (fetch would decode them, and the limit would send more bytes).
 */
function sampleOf(url, request) {
  return new Promise((resolve, reject) => {
    const sending = httpRequest(`${url}${request.path}`, { method: request.method ?? 'GET', headers: request.headers }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: new Headers(response.headers), body: Buffer.concat(chunks) }),
      )
      response.on('error', reject)
    })
    sending.on('error', reject)
    sending.end(request.body)
  })
}

async function measureCase(url, request) {
  const sample = await sampleOf(url, request)
  if (sample.status < 200 || sample.status >= 300) throw new Error(`${request.name}: ${sample.status} ${sample.body.toString()}`)
  const body = sample.body
  const limit = await startLimit(body, sample.headers)
  try {
    const limitUrl = `${limit.url}${request.path}`
    await warm(`${url}${request.path}`, request)
    await warm(limitUrl, request)
    // The API and its limit take turns, and each round's share is the API's turn over the
    // limit's turn just after it. Other work on the machine slows turns down, by as much as half
    // here, and the limit alone once moved twofold between cases in one run: a share taken from
    // turns side by side, the median of the rounds, is steadier than any one figure, and the
    // spread (the lowest and highest share) says how steady.
    const apiTurns = []
    const limitTurns = []
    for (let turn = 0; turn < benchRounds; turn++) {
      apiTurns.push(await load(`${url}${request.path}`, request))
      limitTurns.push(await load(limitUrl, request))
    }
    return { ...summarizeRounds(apiTurns, limitTurns), bytes: body.length }
  } finally {
    await limit.stop()
  }
}

/**
 * The cases of the demo seed named in `only` (every one when null) against the server at
 * `url`, each beside its limit; printed as they come, `label` first.
 */
export async function measureCases(url, label, only = null) {
  const figures = {}
  for (const request of await cases(url)) {
    if (only && !only.includes(request.name)) continue
    figures[request.name] = await measureCase(url, request)
    const f = figures[request.name]
    console.log(
      `  ${label} ${request.name}: ${f.rps}/s (limit ${f.limit_rps}/s, ${(f.ratio * 100).toFixed(1)}%, rounds ${(f.ratio_min * 100).toFixed(1)}–${(f.ratio_max * 100).toFixed(1)}%), p50 ${f.p50_ms} ms, p99 ${f.p99_ms} ms${f.non_2xx ? `, ${f.non_2xx} not 2xx` : ''}`,
    )
  }
  return figures
}

/** Every case on one kind of database ('pglite' or 'postgres'), against a fresh demo seed. */
export async function measureApi(kind, only = null) {
  const { env, cleanup } = await databaseEnv(kind)
  const server = await spawnServer({ env, showErrors: true, timeoutMs: 180_000 })
  try {
    return await measureCases(server.url, kind, only)
  } finally {
    await server.stop()
    await cleanup()
  }
}
