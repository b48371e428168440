#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse's performance, accessibility and best-practices scores
// of four pages a newcomer meets (a realm's home, a board's feed, a thread, an invite), with Lighthouse's
// default mobile settings: an emulated Moto G Power-class phone, simulated slow 4G and a 4×
// slower CPU. Targets: bench/targets.mjs; what these settings measure and what holds the score
// back: docs/decisions/022.
//
// Run directly, it builds the app, starts the reference server on a fresh database (demo seed),
// prints its table of bench/report.mjs and exits non-zero when a target is missed. Each page's
// median run is saved as .tmp/lighthouse/<page>.json: read its audits with a score below 1 to
// see what costs points.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { demoBoard, demoToken, json } from './lib/demo-api.mjs'
import { chromiumArgs, chromiumPath, runAlone } from './lib/server.mjs'
import { benchReport } from './report.mjs'

const categories = { performance: 'performance', accessibility: 'accessibility', best_practices: 'best-practices' }

/**
 * The addresses of the four pages, from the demo data of a running server. The thread is the
 * middle one, by contributions, of the Tea Room feed's first page (about 6 on the demo seed,
 * whose ids and counts are the same on every fresh start): a typical thread, not the
 * 1,000-contribution one that bench:thread measures, nor a one-post stub.
 */
export async function lighthousePages(url) {
  const { realm, board, feedPath } = await demoBoard(url)
  const feed = await json(await fetch(`${url}${feedPath}`))
  const bySize = feed.activity.toSorted((a, b) => a.total_posts_amount - b.total_posts_amount)
  const thread = bySize[Math.floor((bySize.length - 1) / 2)]

  // A pending invite made by the demo moderator, opened by a visitor (opening does not use it up).
  const invite = await json(
    await fetch(`${url}/api/realms/${realm.id}/invites`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await demoToken(url, 'ada')}` },
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
      // Every run, in order: the performance target holds in each run, not only the median one.
      performance_runs: lhrs.map((lhr) => score(lhr, 'performance')),
      tbt_ms_runs: lhrs.map(totalBlockingTime),
    }
  }
  return scores
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runAlone({ dataDir: join('.tmp', 'bench-lighthouse') }, async (server) =>
    benchReport({ lighthouse: await measureLighthouse({ url: server.url, log: console.log }) }),
  )
}
