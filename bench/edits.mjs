// Own words under load: editing one's posts (PATCH /api/posts/{id} with If-Match), on a fresh
// demo seed, on PGlite and on PostgreSQL. Two figures:
//   - edits beside replies: bo edits his own replies and writes new ones, in turns
//     (BENCH_ROUNDS of each, BENCH_DURATION seconds, BENCH_CONNECTIONS connections, autocannon
//     on loopback as the API's cases are measured): each side's requests a second and latency,
//     and the median round's edits ÷ replies. An edit takes a locked row, the words rewritten
//     with their search document, the thread's revision and an event; a reply writes about as
//     much, so the ratio of turns side by side says what an edit costs beside the write the
//     server does most, on a machine whose noise moves each figure alone.
//   - reads under edits: anonymous reads of a demo thread while bo edits his replies in it ten
//     times a second, beside the same server's reads without edits, in alternating turns. Every
//     edit changes the thread's revision, so the answer kept for readers is made again after it.
// The server (rate limits off, as every part runs it) and its database share the machine's
// cores with the load, as in the API's cases rather than split as for a thousand readers: the
// load is the same on both sides of each comparison, and ten edits a second add little to the
// process that sends them. Every edit here comes within five minutes of the version before
// it, so it replaces that version in the history rather than adding a row (decisions/051): a
// later edit writes one row more. Targets: bench/targets.mjs.
import autocannon from 'autocannon'
import { spawnServer } from '../scripts/lib/spawn-server.mjs'
import { databaseEnv } from './lib/databases.mjs'
import { demoBoard, demoToken, json, textReply } from './lib/demo-api.mjs'
import { bigThreadId } from './lib/server.mjs'
import { benchConnections, benchDuration, benchRounds, benchWarmup, sideConnections } from './lib/settings.mjs'
import { median, percentile } from './lib/stats.mjs'

/** The pace of the edits beside the thread's readers: a busy thread's, far above what its writers would do by hand. */
const EDITS_PER_SECOND = 10
/** bo's replies in the read thread, edited in turn: each once a second at the pace above. */
const EDITED_REPLIES = 10

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const share = (ratio) => Number(ratio.toFixed(3))
const revisionTag = (revision) => `"${revision}"`

/** Each edit's words differ from the last, as a writer's would: an edit that changes nothing is not what is measured. */
let editsWritten = 0
function editBody() {
  editsWritten += 1
  return JSON.stringify({ content: JSON.stringify({ ops: [{ insert: `A benchmark reply, edited (${editsWritten}).\n` }] }) })
}

/** bo's new reply to `starterId`: the post to edit, with the revision its first edit names. */
async function reply(url, auth, starterId) {
  const answer = await fetch(`${url}/api/posts/${starterId}/contributions`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: textReply('A benchmark reply, to be edited.'),
  })
  const { contribution } = await json(answer)
  return { id: contribution.id, revision: contribution.revision }
}

async function replies(url, auth, starterId, count) {
  const posts = []
  for (let i = 0; i < count; i++) posts.push(await reply(url, auth, starterId))
  return posts
}

/**
 * The revision an edit's answer says is current: its ETag when taken, the current version's
 * when it was stale (412), so that one stale edit is counted and the next one is right again.
 */
function revisionAnswered(status, body, etag) {
  if (status >= 200 && status < 300) return Number(/"(\d+)"/.exec(etag ?? '')?.[1]) || null
  if (status === 412) return JSON.parse(body).contribution?.revision ?? null
  return null
}

/** A header of autocannon's answer, whatever the case of its name. */
const headerOf = (headers, name) => Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1]

/**
 * The threads and posts measured, chosen before any write: replies go to a small Tea Room
 * thread, with bo's first replies in it edited beside them, one post a connection; the reads
 * are of the Tea Room thread with the most contributions and comments (tens of them) short of
 * the big thread, with bo's replies in it to edit. The big thread (1,041 contributions) is left
 * out: its 2 MB answer made again ten times a second would tell that one thread's size more
 * than what editing costs, and its reads are measured in the API's cases already.
 */
async function setting(url) {
  const { feedPath } = await demoBoard(url)
  const feed = await json(await fetch(`${url}${feedPath}`))
  const bigThread = await bigThreadId(url)
  const size = (thread) => thread.total_posts_amount + thread.total_comments_amount
  const others = feed.activity.filter((thread) => thread.id !== bigThread)
  const readThread = others.reduce((biggest, thread) => (size(thread) > size(biggest) ? thread : biggest))
  const replyThread = others.filter((thread) => thread.id !== readThread.id).at(-1)
  const auth = { Authorization: `Bearer ${await demoToken(url, 'bo')}` }
  const readPosts = await replies(url, auth, readThread.starter.id, EDITED_REPLIES)
  const thread = await json(await fetch(`${url}/api/threads/${readThread.id}`))
  return {
    auth,
    replyPath: `/api/posts/${replyThread.starter.id}/contributions`,
    editedPosts: await replies(url, auth, replyThread.starter.id, benchConnections),
    readPath: `/api/threads/${readThread.id}`,
    readThread: { contributions: thread.total_posts_amount, comments: thread.total_comments_amount },
    readPosts,
  }
}

function figuresOf(result) {
  return {
    rps: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    // Answers that were not 2xx, and requests that failed or timed out (10 s).
    non_2xx: result.non2xx + result.errors,
  }
}

async function replyTurn(url, s, seconds) {
  const result = await autocannon({
    url: `${url}${s.replyPath}`,
    connections: benchConnections,
    duration: seconds,
    method: 'POST',
    headers: { ...s.auth, 'Content-Type': 'application/json' },
    body: textReply('A benchmark reply.'),
  })
  return figuresOf(result)
}

/**
 * One connection's edits of `post`: each names the revision the answer before it gave (autocannon
 * asks for the next request only once the last one is answered), so none is stale by design.
 */
function editRequest(post, auth) {
  return {
    method: 'PATCH',
    path: `/api/posts/${post.id}`,
    setupRequest: (request) => ({
      ...request,
      headers: { ...auth, 'Content-Type': 'application/json', 'If-Match': revisionTag(post.revision) },
      body: editBody(),
    }),
    onResponse: (status, body, _context, headers) => {
      post.revision = revisionAnswered(status, body, headerOf(headers, 'etag')) ?? post.revision
    },
  }
}

/**
 * The posts' revisions as the server has them. autocannon drops the requests still out when a
 * turn ends, and the server takes those edits all the same: the revisions are read until two
 * readings agree, so the next turn's first edits name the current ones.
 */
async function settleRevisions(url, posts) {
  const current = () =>
    Promise.all(posts.map(async (post) => (await json(await fetch(`${url}/api/posts/${post.id}/revisions`))).revisions[0].revision))
  let last = await current()
  for (;;) {
    await sleep(300)
    const now = await current()
    if (now.every((revision, i) => revision === last[i])) break
    last = now
  }
  posts.forEach((post, i) => (post.revision = last[i]))
}

/** Edits of bo's posts, one post a connection, each connection keeping its post's revision. */
async function editTurn(url, s, seconds) {
  let clients = 0
  const result = await autocannon({
    url,
    connections: s.editedPosts.length,
    duration: seconds,
    setupClient: (client) => client.setRequests([editRequest(s.editedPosts[clients++ % s.editedPosts.length], s.auth)]),
  })
  await settleRevisions(url, s.editedPosts)
  return figuresOf(result)
}

/** Edits and replies in turns, a reply turn and then an edit turn each round; the median round's figures. */
async function measureWrites(url, s) {
  if (benchWarmup > 0) {
    await replyTurn(url, s, benchWarmup)
    await editTurn(url, s, benchWarmup)
  }
  const replyTurns = []
  const editTurns = []
  for (let round = 0; round < benchRounds; round++) {
    replyTurns.push(await replyTurn(url, s, benchDuration))
    editTurns.push(await editTurn(url, s, benchDuration))
  }
  const ratios = editTurns.map((turn, i) => turn.rps / replyTurns[i].rps)
  const middle = ratios.indexOf(median(ratios))
  const sum = (turns) => turns.reduce((total, turn) => total + turn.non_2xx, 0)
  return {
    connections: benchConnections,
    edit: { ...editTurns[middle], non_2xx: sum(editTurns) },
    reply: { ...replyTurns[middle], non_2xx: sum(replyTurns) },
    ratio: share(ratios[middle]),
    ratio_min: share(Math.min(...ratios)),
    ratio_max: share(Math.max(...ratios)),
  }
}

async function readTurn(url, s, seconds) {
  return figuresOf(await autocannon({ url: `${url}${s.readPath}`, connections: sideConnections, duration: seconds }))
}

async function editOnce(url, post, auth) {
  const started = performance.now()
  try {
    const answer = await fetch(`${url}/api/posts/${post.id}`, {
      method: 'PATCH',
      headers: { ...auth, 'Content-Type': 'application/json', 'If-Match': revisionTag(post.revision) },
      body: editBody(),
    })
    post.revision = revisionAnswered(answer.status, await answer.text(), answer.headers.get('etag')) ?? post.revision
    return { ms: performance.now() - started, ok: answer.ok }
  } catch {
    return { ms: performance.now() - started, ok: false }
  }
}

/**
 * Edits of `posts` in turn at EDITS_PER_SECOND, on a clock rather than one after another, so a
 * slow answer does not slow the pace; a post's next edit waits for its last one's answer, whose
 * ETag it names. `stop` waits for the edits still out and answers what they did.
 */
function startPacedEdits(url, posts, auth) {
  const started = performance.now()
  const done = []
  const lastEdit = new Map()
  let stopped = false
  const pacing = (async () => {
    for (let n = 0; !stopped; n++) {
      await sleep(Math.max(0, started + (n * 1000) / EDITS_PER_SECOND - performance.now()))
      if (stopped) break
      const post = posts[n % posts.length]
      const edit = (lastEdit.get(post) ?? Promise.resolve()).then(() => editOnce(url, post, auth)).then((answer) => done.push(answer))
      lastEdit.set(post, edit)
    }
  })()
  return async () => {
    stopped = true
    await pacing
    await Promise.all(lastEdit.values())
    const seconds = (performance.now() - started) / 1000
    const latencies = done.map((edit) => edit.ms)
    return {
      edits_per_second: Number((done.length / seconds).toFixed(1)),
      p50_ms: Math.round(percentile(latencies, 50)),
      p99_ms: Math.round(percentile(latencies, 99)),
      non_2xx: done.filter((edit) => !edit.ok).length,
    }
  }
}

async function readTurnWithEdits(url, s) {
  const stopEdits = startPacedEdits(url, s.readPosts, s.auth)
  const reads = await readTurn(url, s, benchDuration)
  return { ...reads, edits: await stopEdits() }
}

/**
 * Reads with edits and without in alternating turns, starting and ending without: each round's
 * share is its turn with edits over the mean of the turns without just before and after it, so
 * that a slow spell of the machine weighs on both sides. The median round's figures.
 */
async function measureReads(url, s) {
  if (benchWarmup > 0) await readTurn(url, s, benchWarmup)
  const without = [await readTurn(url, s, benchDuration)]
  const withEdits = []
  for (let round = 0; round < benchRounds; round++) {
    withEdits.push(await readTurnWithEdits(url, s))
    without.push(await readTurn(url, s, benchDuration))
  }
  const bracketing = withEdits.map((_, i) => (without[i].rps + without[i + 1].rps) / 2)
  const shares = withEdits.map((turn, i) => turn.rps / bracketing[i])
  const middle = shares.indexOf(median(shares))
  const turns = [...without, ...withEdits]
  const { edits } = withEdits[middle]
  return {
    thread: s.readThread,
    edits_per_second: edits.edits_per_second,
    edit_p50_ms: edits.p50_ms,
    edit_p99_ms: edits.p99_ms,
    edit_non_2xx: withEdits.reduce((sum, turn) => sum + turn.edits.non_2xx, 0),
    read_rps_with_edits: withEdits[middle].rps,
    read_rps_without_edits: Math.round(bracketing[middle]),
    read_p50_ms_with_edits: withEdits[middle].p50_ms,
    read_p99_ms_with_edits: withEdits[middle].p99_ms,
    read_share: share(shares[middle]),
    read_share_min: share(Math.min(...shares)),
    read_share_max: share(Math.max(...shares)),
    read_non_2xx: turns.reduce((sum, turn) => sum + turn.non_2xx, 0),
  }
}

function printFigures(kind, { writes: w, reads: r }) {
  const pct = (ratio) => `${(ratio * 100).toFixed(1)}%`
  console.log(
    `  ${kind}: edits ${w.edit.rps}/s (p50 ${w.edit.p50_ms} ms, p99 ${w.edit.p99_ms} ms) against replies ${w.reply.rps}/s (p50 ${w.reply.p50_ms} ms, p99 ${w.reply.p99_ms} ms): ${pct(w.ratio)}, rounds ${pct(w.ratio_min)}–${pct(w.ratio_max)}; ${w.edit.non_2xx + w.reply.non_2xx} not 2xx`,
  )
  console.log(
    `  ${kind}: thread of ${r.thread.contributions} contributions and ${r.thread.comments} comments read ${r.read_rps_with_edits}/s with ${r.edits_per_second} edits a second (p50 ${r.edit_p50_ms} ms, p99 ${r.edit_p99_ms} ms) against ${r.read_rps_without_edits}/s without: ${pct(r.read_share)}, rounds ${pct(r.read_share_min)}–${pct(r.read_share_max)}; ${r.edit_non_2xx + r.read_non_2xx} not 2xx`,
  )
}

/** Both figures on one kind of database ('pglite' or 'postgres'), against a fresh demo seed. */
export async function measureEdits(kind) {
  const { env, cleanup } = await databaseEnv(kind)
  let server
  try {
    server = await spawnServer({ env, showErrors: true, timeoutMs: 180_000 })
    const s = await setting(server.url)
    const figures = { writes: await measureWrites(server.url, s), reads: await measureReads(server.url, s) }
    printFigures(kind, figures)
    return figures
  } finally {
    await server?.stop()
    await cleanup()
  }
}
