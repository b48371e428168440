// Every figure of bench/results.json beside its target (bench/targets.mjs), as markdown tables,
// and the targets missed: what `npm run bench` prints and docs/performance.md shows, so that
// the two cannot say different things. benchReport is pure: it reads nothing but the results
// it is given, and a part missing from them is left out. Older results lack some figures that
// newer runs record (the rounds' spread, each Lighthouse run): their cells stay empty.
import {
  apiTargets,
  bundleTargets,
  editTargets,
  eventTargets,
  lighthouseTargets,
  loadPassed,
  searchTargets,
  threadRenderTargets,
  uploadTargets,
  writeTargets,
} from './targets.mjs'

const databaseNames = { pglite: 'PGlite', postgres: 'PostgreSQL' }
const databaseName = (kind) => databaseNames[kind] ?? kind
const pct = (share) => `${(share * 100).toFixed(1)}%`
/** A ratio that may be either side of 1: 1.204 → 1.20×. */
const times = (ratio) => `${ratio.toFixed(2)}×`
/** A target's share, as few digits as it needs: 0.5 → 50%. */
const targetPct = (share) => `${Number((share * 100).toFixed(1))}%`
const kb = (bytes) => (bytes / 1024).toFixed(1)
/** A target in KB, as few digits as it needs: 130 × 1024 → 130. */
const targetKb = (bytes) => Number((bytes / 1024).toFixed(1))
const count = (value) => value.toLocaleString('en-US')
/** An at-most target: one of 0 reads as the figure itself. */
const upTo = (most) => (most === 0 ? `${most}` : `≤ ${most}`)
const processes = (n) => `${n} process${n > 1 ? 'es' : ''}`

/** A markdown table: the first `leftColumns` columns read as text, the others as figures, aligned right. */
function table(titles, rows, leftColumns = 1) {
  const line = (cells) => `| ${cells.join(' | ')} |`
  return [line(titles), line(titles.map((_, i) => (i < leftColumns ? '---' : '---:'))), ...rows.map(line)].join('\n')
}

// A word that markdown would read as a list, quote or heading at the start of a line.
const blockMarker = /^([-+*>#]|\d+[.)])$/

/** `text` in lines of at most `width` characters where its words allow, as the repository's markdown is wrapped. */
export function wrap(text, width = 100) {
  const lines = []
  for (const word of text.split(' ')) {
    const last = lines.length - 1
    if (last >= 0 && (lines[last].length + 1 + word.length <= width || blockMarker.test(word))) lines[last] += ` ${word}`
    else lines.push(word)
  }
  return lines.join('\n')
}

/** A section: its heading, what it shows, and its tables. */
const section = (heading, caption, ...tables) => [`## ${heading}`, wrap(caption), ...tables].join('\n\n')

/** Collects the targets missed; `judge` answers the verdict printed beside a figure. */
function verdicts() {
  const misses = []
  const judge = (ok, miss) => {
    if (!ok) misses.push(miss)
    return ok ? 'PASS' : '**MISS**'
  }
  return { misses, judge }
}

/** A case's lowest and highest share of its limit over the rounds (older results have none). */
const spread = (f) => (f.ratio_min === undefined ? '' : `${pct(f.ratio_min)}–${pct(f.ratio_max)}`)

function apiSection(kind, cases, judge) {
  const { share, tail_factor: factor, tail_cases: tailCases, non_2xx: most } = apiTargets
  const rows = Object.entries(cases).map(([name, f]) => {
    const target = share[name]
    const shareVerdict =
      target === undefined
        ? ''
        : `≥ ${targetPct(target)} ${judge(f.ratio >= target, `${kind} ${name}: ${pct(f.ratio)} of the limit, target ${targetPct(target)}`)}`
    const tail = tailCases.includes(name)
      ? judge(f.p99_ms <= factor * f.p50_ms, `${kind} ${name}: p99 ${f.p99_ms} ms > ${factor} × p50 ${f.p50_ms} ms`)
      : ''
    const answers = judge(f.non_2xx <= most, `${kind} ${name}: ${f.non_2xx} answers not 2xx`)
    return [name, f.rps, f.limit_rps, pct(f.ratio), spread(f), shareVerdict, f.p50_ms, f.p99_ms, tail, `${f.non_2xx} ${answers}`]
  })
  return section(
    `API on ${databaseName(kind)}`,
    "Requests a second and latency (ms) of each case under autocannon on loopback, beside its limit: the same bytes served from memory by a bare node:http server, in turns in the same run. The share is the median round's, with the lowest and highest round's beside it.",
    table(
      [
        'case',
        'rps',
        'limit rps',
        'share of limit',
        'rounds min–max',
        'target',
        'p50',
        'p99',
        `p99 ≤ ${factor} × p50`,
        `not 2xx (target ${most})`,
      ],
      rows,
    ),
  )
}

function bundleSection(bundle, judge) {
  const budget = bundleTargets.js_gz
  const rows = Object.entries(bundle.routes).map(([route, f]) => {
    const target = bundleTargets.routes.includes(route)
      ? `JS ≤ ${targetKb(budget)} ${judge(f.js_gz <= budget, `${route}: ${kb(f.js_gz)} KB of initial JS, target ${targetKb(budget)}`)}`
      : ''
    return [route, kb(f.js_gz), kb(f.css_gz), target]
  })
  if (typeof bundle.editor_js_gz === 'number') rows.push(['editor chunk (on demand)', kb(bundle.editor_js_gz), '', ''])
  return section(
    'Initial load',
    'KB of JS and CSS, gzip -9, that each page loads before its content shows (on a page the server drew, before the app has taken it over), in Chromium with an empty cache.',
    table(['route', 'JS', 'CSS', 'target'], rows),
  )
}

function threadRenderSection(f, judge) {
  const { first_paint_ms: paintTarget, ratio: ratioTarget } = threadRenderTargets
  const paint = judge(f.big_thread_first_paint_ms <= paintTarget, `big thread first paint ${f.big_thread_first_paint_ms} ms`)
  const timeline = judge(
    f.big_thread_timeline_first_paint_ms <= paintTarget,
    `big thread first paint as a timeline ${f.big_thread_timeline_first_paint_ms} ms`,
  )
  const ratio = judge(f.ratio >= ratioTarget, `big thread ${f.ratio}× faster than one Quill per contribution`)
  return section(
    'The big thread in Chromium',
    "The demo's biggest thread: from navigation to the first frame painted with a contribution's words, the median of warm loads, by the app and by one read-only Quill per contribution.",
    table(
      ['figure', 'measured', 'target'],
      [
        ['first paint', `${f.big_thread_first_paint_ms} ms`, `≤ ${count(paintTarget)} ms ${paint}`],
        ['first paint, timeline layout', `${f.big_thread_timeline_first_paint_ms} ms`, `≤ ${count(paintTarget)} ms ${timeline}`],
        ['one Quill per contribution', `${f.quill_per_post_first_paint_ms} ms`, ''],
        ['Quill ÷ app', `${f.ratio}×`, `≥ ${ratioTarget}× ${ratio}`],
      ],
    ),
  )
}

function loadSection(load, judge) {
  const restarts = (f) => f.restart_ms.map((ms) => (ms === null ? 'never' : `${(ms / 1000).toFixed(1)} s`)).join(', ')
  const rows = Object.entries(load).map(([kind, f]) => [
    `${databaseName(kind)} (${processes(f.processes)})`,
    `${f.seconds} s, ${f.readers} readers, ${f.writers} writers, ${f.kills} SIGKILL${f.kills === 1 ? '' : 's'}`,
    f.acknowledged,
    f.found,
    f.lost,
    f.duplicated,
    f.given_up,
    f.refused,
    f.retries,
    restarts(f),
    `${f.reads_ok} / ${f.reads_failed}`,
    judge(loadPassed(f), `load on ${kind}: ${f.lost} lost, ${f.duplicated} doubled, ${f.given_up} given up, ${f.refused} refused`),
  ])
  return section(
    'Load and fault test',
    'Readers and writers against real servers; one server is killed with SIGKILL and started again on the same storage, and writers retry every reply not acknowledged. Every acknowledged reply must then be there exactly once (none lost, doubled, refused or given up), and every restart come back.',
    table(
      [
        'database',
        'run',
        'acknowledged',
        'found',
        'lost',
        'doubled',
        'given up',
        'refused',
        'retries',
        'restart',
        'reads ok / failed',
        'every reply once',
      ],
      rows,
      2,
    ),
  )
}

function eventsSection(events, judge) {
  const { p99_ms: p99Target, missing: missingMost, reply_rate_share: rateTarget, bytes_per_reader: memoryTarget } = eventTargets
  const rows = Object.entries(events).map(([kind, f]) => {
    const p99 = judge(f.p99_ms <= p99Target && f.missing <= missingMost, `events on ${kind}: p99 ${f.p99_ms} ms, ${f.missing} missing`)
    const rate = judge(f.reply_rate_share >= rateTarget, `events on ${kind}: replies at ${pct(f.reply_rate_share)} with readers`)
    const memory = judge(f.bytes_per_reader <= memoryTarget, `events on ${kind}: ${f.bytes_per_reader} bytes a reader`)
    return [
      `${databaseName(kind)} (${processes(f.processes)}, ${count(f.readers)} readers)`,
      `${f.p50_ms} ms`,
      `${f.p99_ms} ms, ${f.missing} missing ${p99}`,
      `${f.reply_rps_with_readers}/${f.reply_rps_without_readers} (${pct(f.reply_rate_share)}) ${rate}`,
      `${kb(f.bytes_per_reader)} KB ${memory}`,
      `${f.idle_cpu_ms_per_10s} ms`,
    ]
  })
  return section(
    'Live events',
    "Server-Sent Event readers of one thread: the delivery of each reply to every reader, the reply rate with the readers connected beside the same server's without them (before and after), the memory a reader holds after a full collection, and the servers' CPU while the readers idle. The servers and the database run on half the cores, the readers and the load on the other half.",
    table(
      [
        'database',
        'delivery p50',
        `p99 ≤ ${count(p99Target)} ms, ${missingMost} missing`,
        `replies with readers ≥ ${targetPct(rateTarget)} of without`,
        `memory a reader ≤ ${targetKb(memoryTarget)} KB`,
        'idle CPU in 10 s',
      ],
      rows,
    ),
  )
}

function uploadsSection(uploads, judge) {
  const { feed_share: feedTarget, first_screen_share: bytesTarget, cls: clsTarget } = uploadTargets
  const rows = Object.entries(uploads).map(([kind, { throughput: t, gallery: g }]) => {
    const share = judge(t.feed_share >= feedTarget, `uploads on ${kind}: feed reads at ${pct(t.feed_share)}`)
    const bytes = judge(
      g.first_screen_share <= bytesTarget,
      `uploads on ${kind}: first screen ${pct(g.first_screen_share)} of the originals`,
    )
    const cls = judge(g.cls <= clsTarget, `uploads on ${kind}: CLS ${g.cls}`)
    return [
      databaseName(kind),
      t.uploads_per_second,
      `${t.feed_rps_with_uploads}/${t.feed_rps_without_uploads} (${pct(t.feed_share)}) ${share}`,
      `${(g.first_screen_picture_bytes / 1024).toFixed(0)}/${(g.their_originals_bytes / 1024).toFixed(0)} KB (${pct(g.first_screen_share)}) ${bytes}`,
      `${g.cls} ${cls}`,
    ]
  })
  return section(
    'Uploads',
    "Photo-like 4 MP JPEGs a second that one server takes from 4 uploaders at once, and its feed reads meanwhile beside its own without uploads; then a gallery thread of uploaded photos opened by Lighthouse on a 360 px phone: the picture bytes its first screen loads against their originals', and its layout shift.",
    table(
      [
        'database',
        'photos/s',
        `feed reads with uploads ≥ ${targetPct(feedTarget)} of without`,
        `first screen ≤ ${targetPct(bytesTarget)} of originals`,
        `CLS ${upTo(clsTarget)}`,
      ],
      rows,
    ),
  )
}

function editsSection(edits, judge) {
  const { read_share: shareTarget, non_2xx: most } = editTargets
  const latency = (f) => `${f.p50_ms} / ${f.p99_ms}`
  const writeRows = Object.entries(edits).map(([kind, { writes: w }]) => {
    const notOk = w.edit.non_2xx + w.reply.non_2xx
    const answers = judge(notOk <= most, `edits on ${kind}: ${w.edit.non_2xx} edits and ${w.reply.non_2xx} replies not 2xx`)
    return [
      databaseName(kind),
      w.edit.rps,
      latency(w.edit),
      w.reply.rps,
      latency(w.reply),
      times(w.ratio),
      `${times(w.ratio_min)}–${times(w.ratio_max)}`,
      `${notOk} ${answers}`,
    ]
  })
  const readRows = Object.entries(edits).map(([kind, { reads: r }]) => {
    const verdict = judge(
      r.read_share >= shareTarget,
      `edits on ${kind}: thread reads at ${pct(r.read_share)} with edits, target ${targetPct(shareTarget)}`,
    )
    const notOk = r.edit_non_2xx + r.read_non_2xx
    const answers = judge(notOk <= most, `edits on ${kind}: ${r.edit_non_2xx} paced edits and ${r.read_non_2xx} reads not 2xx`)
    return [
      databaseName(kind),
      `${r.thread.contributions} + ${r.thread.comments}`,
      `${r.edits_per_second}/s, ${r.edit_p50_ms} / ${r.edit_p99_ms} ms`,
      `${r.read_rps_with_edits}/${r.read_rps_without_edits} (${pct(r.read_share)}) ${verdict}`,
      `${pct(r.read_share_min)}–${pct(r.read_share_max)}`,
      `${notOk} ${answers}`,
    ]
  })
  return section(
    'Edits',
    "A post edited by its author (PATCH with If-Match, each edit naming the revision the last one answered) beside a new reply, in turns on the same server with the API's connections: requests a second, latency p50 / p99 (ms) and the median round's edits ÷ replies. Then a thread's anonymous reads while a member edits his own replies in it ten times a second, beside the same server's reads without edits (the turns before and after), the median round's share.",
    table(
      [
        'database',
        'edits/s',
        'edit p50 / p99',
        'replies/s',
        'reply p50 / p99',
        'edits ÷ replies',
        'rounds min–max',
        `not 2xx (target ${most})`,
      ],
      writeRows,
    ),
    table(
      [
        'database',
        'thread (contributions + comments)',
        'edits, p50 / p99',
        `reads with edits ≥ ${targetPct(shareTarget)} of without`,
        'rounds min–max',
        `not 2xx (target ${most})`,
      ],
      readRows,
    ),
  )
}

function writesSection(writes, judge) {
  const { share: shareTarget, p99_ms: p99Targets, contention: contentionTargets, failed: most } = writeTargets
  const rows = Object.entries(writes).flatMap(([kind, figures]) =>
    ['reply', 'comment', 'new_thread']
      .filter((write) => figures[write])
      .map((write) => {
        const f = figures[write]
        const where = `${write} on ${kind}`
        const shareVerdict = judge(f.share >= shareTarget, `${where}: ${pct(f.share)} of its limit, target ${targetPct(shareTarget)}`)
        const p99Target = p99Targets[kind]
        const p99Verdict =
          p99Target === undefined ? '' : judge(f.p99_ms <= p99Target, `${where}: p99 ${f.p99_ms} ms, target ${p99Target} ms`)
        const failedVerdict = judge(f.failed <= most, `${where}: ${f.failed} writes failed`)
        return [
          databaseName(kind),
          write.replace('_', ' '),
          `${f.rps}/${f.limit_rps} (${pct(f.share)}) ${shareVerdict}`,
          `${pct(f.share_min)}–${pct(f.share_max)}`,
          `${f.p50_ms} / ${f.p99_ms} ${p99Verdict}`.trim(),
          f.limit_p99_ms === undefined ? '' : `${Math.round(f.limit_p99_ms)}`,
          `${f.statements} / ${f.round_trips}`,
          `${f.failed} ${failedVerdict}`,
        ]
      }),
  )
  const p99Title = Object.entries(p99Targets)
    .map(([kind, at]) => `≤ ${at} on ${databaseName(kind)}`)
    .join(', ')
  const cpuRows = Object.entries(writes)
    .filter(([, figures]) => figures.reply?.cpu)
    .map(([kind, { reply }]) => [
      databaseName(kind),
      reply.cpu.buckets.map((b) => `${b.bucket} ${pct(b.share)}`).join(', '),
      reply.cpu.own.map((o) => `${o.name} ${pct(o.share)}`).join(', '),
    ])
  const contentionRows = Object.entries(writes)
    .filter(([, figures]) => figures.contention)
    .map(([kind, { contention: c }]) => {
      const p99 = judge(
        c.reply_p99_ms <= contentionTargets.reply_p99_ms,
        `contention on ${kind}: reply p99 ${c.reply_p99_ms} ms, target ${contentionTargets.reply_p99_ms}`,
      )
      const reads = judge(
        c.read_share >= contentionTargets.read_share,
        `contention on ${kind}: reads at ${pct(c.read_share)}, target ${targetPct(contentionTargets.read_share)}`,
      )
      const failed = judge(c.failed <= most, `contention on ${kind}: ${c.failed} requests failed`)
      const answeredTarget = contentionTargets.answered_share
      const answered =
        c.answered_share === undefined
          ? ''
          : ` (${pct(c.answered_share)}) ${judge(c.answered_share >= answeredTarget, `contention on ${kind}: ${pct(c.answered_share)} of the writes answered, target ${targetPct(answeredTarget)}`)}`
      return [
        databaseName(kind),
        `${c.writers} writers (${c.writesPerWriter ?? 1}/s each), ${c.readers} readers, ${processes(c.processes)}`,
        `${c.reply_rps}${answered}`,
        `${c.reply_p99_ms} ${p99}`,
        `${pct(c.read_share)} ${reads}`,
        `${c.failed} ${failed}`,
      ]
    })
  return section(
    'Writes beside their limit',
    `Each write sent by ${Object.values(writes)[0]?.reply?.writers ?? 20} writers (autocannon, a fresh Idempotency-Key each, each writer in the next of the board's threads) beside its limit: the SQL the server sent for that write, recorded from a real request, replayed by a bare driver loop with as many writers on the same database and the server's connections. The median round's share of the limit and the rounds' spread, the server's latency and the limit's p99 (ms), the SQL statements and the round trips that carried them (on PostgreSQL a statement sent before the one ahead of it was answered shares its round trip, and the limit sends it so too; BEGIN and COMMIT count among the round trips, not the statements). Then where the server's CPU went while it took replies (a CPU profile of one more turn), and, on PostgreSQL, on a fresh database and the whole machine, replies across the board's threads beside readers of its feed and threads on two server processes, against the same readers alone.`,
    table(
      [
        'database',
        'write',
        `writes/s of limit ≥ ${targetPct(shareTarget)}`,
        'rounds min–max',
        `p50 / p99 (${p99Title})`,
        'limit p99',
        'statements / round trips',
        `failed (target ${most})`,
      ],
      rows,
      2,
    ),
    table(['database', "the server's CPU taking replies", "Teahouse's own, largest"], cpuRows),
    ...(contentionRows.length > 0
      ? [
          table(
            [
              'database',
              'load',
              `replies/s answered (of sent ≥ ${targetPct(contentionTargets.answered_share)})`,
              `reply p99 ≤ ${contentionTargets.reply_p99_ms} ms`,
              `reads ≥ ${targetPct(contentionTargets.read_share)} of alone`,
              `failed (target ${most})`,
            ],
            contentionRows,
          ),
        ]
      : []),
  )
}

/** `node bench/before-after.mjs`: each case on the commit before a change and after it, in turns. */
function beforeAfterSection(beforeAfter) {
  const rows = Object.entries(beforeAfter).flatMap(([kind, { before, after, cases }]) =>
    Object.entries(cases).map(([name, c]) => [
      databaseName(kind),
      name.replaceAll('_', ' '),
      `${before} → ${after}`,
      `${c.before_rps} → ${c.after_rps}`,
      times(c.ratio),
      `${times(c.ratio_min)}–${times(c.ratio_max)}`,
    ]),
  )
  return section(
    'Before and after',
    "Each case on a server built from the commit before a change and on one built after it, each on a fresh database, in alternating turns on the same machine (`node bench/before-after.mjs <commit>`): requests a second, the median round's after ÷ before and the rounds' spread. No target: it says what a change did.",
    table(['database', 'case', 'commits', 'requests/s', 'after ÷ before', 'rounds min–max'], rows, 3),
  )
}

function searchSection(search, judge) {
  const { http_p99_ms: p99Targets, speedup_p50: speedupTarget, write_ratio: writeTarget, grow_ratio: growTarget } = searchTargets
  const p99Title = Object.entries(p99Targets)
    .map(([kind, most]) => `≤ ${most} on ${databaseName(kind)}`)
    .join(', ')
  const latencyRows = Object.entries(search).map(([kind, f]) => {
    const p99Target = p99Targets[kind]
    // A database without a latency target shows its figure alone.
    const p99 =
      p99Target === undefined
        ? f.http.p99_ms
        : `${f.http.p99_ms} ${judge(f.http.p99_ms <= p99Target, `search on ${kind}: p99 over HTTP ${f.http.p99_ms} ms, target ${p99Target}`)}`
    const speedup = judge(
      f.sql.speedup_p50 >= speedupTarget,
      `search on ${kind}: scan ÷ search at p50 ${f.sql.speedup_p50}×, target ${speedupTarget}×`,
    )
    const writes = judge(
      f.writes.ratio >= writeTarget,
      `search on ${kind}: replies with the search documents at ${pct(f.writes.ratio)} of without, target ${targetPct(writeTarget)}`,
    )
    return [
      databaseName(kind),
      `${f.corpus.build_seconds} s`,
      f.http.p50_ms,
      p99,
      f.sql.search.p50_ms,
      f.sql.search.p99_ms,
      f.sql.scan.p50_ms,
      f.sql.scan.p99_ms,
      `${f.sql.speedup_p50}× ${speedup}`,
      `${f.sql.speedup_p99}×`,
      `${f.writes.rps_with}/${f.writes.rps_without} (${pct(f.writes.ratio)}) ${writes}`,
    ]
  })
  const growRows = Object.entries(search).flatMap(([kind, f]) =>
    Object.entries(f.grow ?? {}).map(([name, g]) => [
      databaseName(kind),
      name,
      pct(g.seed_share),
      pct(g.corpus_share),
      `${pct(g.ratio)} ${judge(g.ratio >= growTarget, `search on ${kind}: ${name} keeps ${pct(g.ratio)}, target ${targetPct(growTarget)}`)}`,
    ]),
  )
  const { corpus } = Object.values(search)[0]
  return section(
    'Search at size',
    `${count(corpus.contributions)} contributions and ${count(corpus.comments)} comments in ${count(corpus.threads)} threads of ${corpus.boards} boards (ms): searches over HTTP as a visitor sends them, and at SQL level beside an ILIKE scan of the same text; replies a second with the search documents against without; then the feed and thread cases' share of their limit with the corpus against the seed alone (one limit for both where the bytes are the same).`,
    table(
      [
        'database',
        'corpus build',
        'HTTP p50',
        `HTTP p99 (${p99Title})`,
        'SQL p50',
        'SQL p99',
        'ILIKE p50',
        'ILIKE p99',
        `scan ÷ search at p50 (≥ ${speedupTarget}×)`,
        'at p99',
        `replies with/without (≥ ${targetPct(writeTarget)})`,
      ],
      latencyRows,
    ),
    table(['database', 'case', 'seed alone', 'with the corpus', `kept (≥ ${targetPct(growTarget)})`], growRows, 2),
  )
}

function lighthouseSection(lighthouse, judge) {
  const { scores, lcp_ms: lcpTarget, cls: clsTarget } = lighthouseTargets
  // Scores are out of 100: a target of 100 reads as the score itself.
  const scoreTarget = (target) => (target === 100 ? `${target}` : `≥ ${target}`)
  const rows = Object.entries(lighthouse).map(([page, f]) => {
    const runs = f.performance_runs ?? [f.performance]
    const perf = judge(
      runs.every((performance) => performance >= scores.performance),
      `${page} performance ${runs.join(', ')}, target ${scores.performance} in each run`,
    )
    const a11y = judge(f.accessibility >= scores.accessibility, `${page} accessibility ${f.accessibility}`)
    const bp = judge(f.best_practices >= scores.best_practices, `${page} best practices ${f.best_practices}`)
    // The paint figures came later than the scores: older results have none, and nothing to judge.
    const paint = (value, most, miss) => (value === undefined ? '' : `${value} ${judge(value <= most, miss)}`)
    return [
      page,
      `${runs.join(', ')} ${perf}`,
      `${f.accessibility} ${a11y}`,
      `${f.best_practices} ${bp}`,
      paint(f.lcp_ms, lcpTarget, `${page} LCP ${f.lcp_ms} ms`),
      paint(f.cls, clsTarget, `${page} CLS ${f.cls}`),
      (f.tbt_ms_runs ?? []).join(', '),
    ]
  })
  return section(
    'Lighthouse, mobile',
    "Lighthouse's default mobile settings (a mid-range phone, simulated slow 4G, a 4× slower CPU), each page in a fresh headless Chromium: every run's performance and Total Blocking Time, the other figures from the median run.",
    table(
      [
        'page',
        `performance ${scoreTarget(scores.performance)}, each run`,
        `accessibility ${scoreTarget(scores.accessibility)}`,
        `best practices ${scoreTarget(scores.best_practices)}`,
        `LCP ≤ ${count(lcpTarget)} ms`,
        `CLS ≤ ${clsTarget}`,
        'TBT ms, each run',
      ],
      rows,
    ),
  )
}

/**
 * Every part of `results` (bench/results.json, or some of its parts) as markdown, each figure
 * beside its target; `misses` says each target missed, in a line.
 */
export function benchReport(results) {
  const { misses, judge } = verdicts()
  const sections = [
    ...Object.entries(results.api ?? {}).map(([kind, cases]) => apiSection(kind, cases, judge)),
    results.bundle && bundleSection(results.bundle, judge),
    results.thread_render && threadRenderSection(results.thread_render, judge),
    results.load && loadSection(results.load, judge),
    results.events && eventsSection(results.events, judge),
    results.uploads && uploadsSection(results.uploads, judge),
    results.edits && editsSection(results.edits, judge),
    results.search && searchSection(results.search, judge),
    results.writes && writesSection(results.writes, judge),
    results.before_after && beforeAfterSection(results.before_after),
    results.lighthouse && lighthouseSection(results.lighthouse, judge),
  ]
  return { markdown: `${sections.filter(Boolean).join('\n\n')}\n`, misses }
}

/** Prints a report, then the targets it missed; any miss makes the process's exit code 1. */
export function printReport({ markdown, misses }) {
  console.log(`\n${markdown}`)
  if (misses.length === 0) return console.log('Every target met.')
  console.log(`${misses.length} target(s) missed:\n${misses.map((miss) => `  - ${miss}`).join('\n')}`)
  process.exitCode = 1
}
