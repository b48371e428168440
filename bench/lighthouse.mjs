#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse's performance, accessibility and best-practices scores
// of four pages a newcomer meets (a realm's home, a board's feed, a thread, an invite), with Lighthouse's
// default mobile settings: an emulated Moto G Power-class phone, simulated slow 4G and a 4×
// slower CPU. Targets: performance ≥ 95, accessibility 100, best practices ≥ 95 on each page.
//
// Run directly, it builds the app, starts the reference server on a fresh database (demo seed),
// prints a table and exits non-zero when a target is missed. Each page's median run is saved as
// .tmp/lighthouse/<page>.json: read its audits with a score below 1 to see what costs points.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { buildApp, chromiumArgs, chromiumPath, startServer } from './lib/server.mjs'
import { demoLogin } from './lib/demo-logins.mjs'

// What these settings measure and what holds the score back: docs/decisions/022.
export const targets = { performance: 95, accessibility: 100, best_practices: 95 }
// Under the same mobile throttling (simulated), at most: issue 26.
export const paintTargets = { lcp_ms: 2000, cls: 0.02 }
const categories = { performance: 'performance', accessibility: 'accessibility', best_practices: 'best-practices' }
const moderator = demoLogin('ada')

async function json(response) {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`)
  return response.json()
}

/**
 * The addresses of the four pages, from the demo data of a running server. The thread is the
 * middle one, by contributions, of the Tea Room feed's first page (about 6 on the demo seed,
 * whose ids and counts are the same on every fresh start): a typical thread, not the
 * 1,000-contribution one that bench:thread measures, nor a one-post stub.
 */
export async function lighthousePages(url) {
  const realm = await json(await fetch(`${url}/api/realms/slug/demo`))
  const board = realm.boards.find((b) => b.slug === 'tea-room')
  const feed = await json(await fetch(`${url}/api/feeds/boards/${board.id}`))
  const bySize = feed.activity.toSorted((a, b) => a.total_posts_amount - b.total_posts_amount)
  const thread = bySize[Math.floor((bySize.length - 1) / 2)]

  // A pending invite made by the demo moderator, opened by a visitor (opening does not use it up).
  const login = await json(
    await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(moderator),
    }),
  )
  const invite = await json(
    await fetch(`${url}/api/realms/${realm.id}/invites`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${login.access_token}` },
      body: '{}',
    }),
  )
  return {
    realm_home: `${url}/realms/demo`,
    board_feed: `${url}/boards/${board.id}`,
    thread: `${url}/threads/${thread.id}`,
    invite: `${url}/invites/${realm.id}/${invite.nonce}`,
  }
}

/**
 * One Lighthouse run in a fresh headless Chromium (fresh profile: empty cache, no cookies).
 * On a busy machine Lighthouse now and then loses its trace (NO_NAVSTART, "run Lighthouse
 * again"): such a run is tried again, up to three times in all.
 */
export async function lighthouseRun(pageUrl, settings = {}, tries = 3) {
  try {
    return await lighthouseRunOnce(pageUrl, settings)
  } catch (error) {
    if (tries <= 1) throw error
    console.error(`${error.message} Trying again.`)
    return lighthouseRun(pageUrl, settings, tries - 1)
  }
}

/**
 * CHROMIUM_PATH, else Debian's Chromium headless shell, else Chromium. The whole browser, even
 * headless, starts its own pages beside the one measured (the address bar's popup and others,
 * "WebUI Top Renderer" in the trace): on two cores they took as much of the CPU as the measured
 * page while it loaded, and its tasks grew with them (docs/decisions/045).
 */
const lighthouseChromium =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : chromiumPath)

async function lighthouseRunOnce(pageUrl, settings) {
  const chrome = await chromeLauncher.launch({ chromePath: lighthouseChromium, chromeFlags: ['--headless=new', ...chromiumArgs] })
  try {
    // By default no settings: Lighthouse's defaults are the mobile ones (formFactor, screen, throttling).
    const result = await lighthouse(pageUrl, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: Object.values(categories),
      ...settings,
    })
    if (result.lhr.runtimeError) throw new Error(`${pageUrl}: ${result.lhr.runtimeError.message}`)
    return result.lhr
  } finally {
    await chrome.kill()
  }
}

const score = (lhr, category) => Math.round(lhr.categories[category].score * 100)
/** Total Blocking Time (ms): the main thread's long tasks past 50 ms, summed, from first paint to interactive. */
const totalBlockingTime = (lhr) => Math.round(lhr.audits['total-blocking-time'].numericValue)

/**
 * Scores 0–100 per page from the run closest to the median (Lighthouse's own choice: the
 * median of first contentful paint and time to interactive). Performance wobbles by a few
 * points from run to run on a shared machine; three runs keep one slow run from deciding.
 * Accessibility and best practices do not depend on timing.
 */
export async function measureLighthouse({ url, runs = 3, reportDir = join('.tmp', 'lighthouse'), log = () => {} }) {
  const pages = await lighthousePages(url)
  mkdirSync(reportDir, { recursive: true })
  const scores = {}
  for (const [name, pageUrl] of Object.entries(pages)) {
    const lhrs = []
    for (let run = 1; run <= runs; run++) {
      const lhr = await lighthouseRun(pageUrl)
      lhrs.push(lhr)
      log(
        `${name} run ${run}/${runs}: ${Object.values(categories)
          .map((c) => `${c} ${score(lhr, c)}`)
          .join(', ')}`,
      )
    }
    const median = computeMedianRun(lhrs)
    writeFileSync(join(reportDir, `${name}.json`), JSON.stringify(median, null, 1))
    scores[name] = {
      ...Object.fromEntries(Object.entries(categories).map(([key, category]) => [key, score(median, category)])),
      lcp_ms: Math.round(median.audits['largest-contentful-paint'].numericValue),
      cls: Number(median.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      tbt_ms: totalBlockingTime(median),
      // Every run, in order (issue 37: at least 95 in each of three runs in a row, not only the median's).
      performance_runs: lhrs.map((lhr) => score(lhr, 'performance')),
      tbt_ms_runs: lhrs.map(totalBlockingTime),
    }
  }
  return scores
}

export function missedTargets(scores) {
  return Object.entries(scores).flatMap(([page, got]) => [
    ...Object.entries(targets)
      .filter(([key, target]) => got[key] < target)
      .map(([key, target]) => `${page} ${key} ${got[key]} < ${target}`),
    ...(got.performance_runs ?? [])
      .filter((performance) => performance < targets.performance)
      .map(
        (performance) =>
          `${page} performance ${performance} < ${targets.performance} in one of its runs (${got.performance_runs.join(', ')})`,
      ),
    ...Object.entries(paintTargets)
      .filter(([key, limit]) => got[key] > limit)
      .map(([key, limit]) => `${page} ${key} ${got[key]} > ${limit}`),
  ])
}

function printTable(scores) {
  console.log('\nLighthouse, default mobile settings (median of runs)\n')
  console.log('| page | performance | each run | accessibility | best practices | LCP ms | CLS | TBT ms | each run |')
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|')
  for (const [page, s] of Object.entries(scores))
    console.log(
      `| ${page} | ${s.performance} | ${s.performance_runs.join(', ')} | ${s.accessibility} | ${s.best_practices} | ${s.lcp_ms} | ${s.cls} | ${s.tbt_ms} | ${s.tbt_ms_runs.join(', ')} |`,
    )
  console.log(
    `\nTargets: performance ≥ ${targets.performance}, accessibility ${targets.accessibility}, best practices ≥ ${targets.best_practices}, LCP ≤ ${paintTargets.lcp_ms} ms, CLS ≤ ${paintTargets.cls}`,
  )
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  buildApp()
  let server
  try {
    server = await startServer({ dataDir: join('.tmp', 'bench-lighthouse') })
    const scores = await measureLighthouse({ url: server.url, log: console.log })
    printTable(scores)
    const missed = missedTargets(scores)
    console.log(missed.length ? `FAIL: ${missed.join('; ')}` : 'PASS')
    if (missed.length) process.exitCode = 1
  } catch (error) {
    console.error(error)
    process.exitCode = 1
  } finally {
    await server?.stop()
  }
}
