#!/usr/bin/env node
// `npm run bench:thread`: how fast the big thread (1,000+ contributions, 3,000+ comments)
// draws in Chromium, in the thread layout and in the timeline, against the same thread drawn with one read-only Quill per contribution
// (bench/quill-thread, a page built into .tmp/ and never shipped), in one run.
//   - first paint: from navigation start to the first frame painted with a contribution's
//     words in it;
//   - idle: until the main thread has had no long task (> 50 ms) for a second.
// Each page is opened once cold (empty cache) and then BENCH_THREAD_RUNS times (default 3)
// with its scripts cached, as a returning reader; the warm median is the figure.
// Targets (bench/targets.mjs): the first paint, and how many times sooner it comes than with
// one Quill per contribution. Run directly, it prints its table of bench/report.mjs too.
// `npm run bench` calls measureThreadRender with a server of its own.
import { createReadStream, existsSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { spawnSync } from 'node:child_process'
import { pathToFileURL } from 'node:url'
import { chromium } from '@playwright/test'
import { bigThreadId, chromiumArgs, chromiumPath, runAlone, sparePort } from './lib/server.mjs'
import { median } from './lib/stats.mjs'
import { benchReport } from './report.mjs'

const runs = Number(process.env.BENCH_THREAD_RUNS ?? 3)
const quillDir = join('.tmp', 'bench-quill-thread')

function buildQuillPage() {
  const build = spawnSync('node_modules/.bin/vite', ['build', '--config', 'bench/quill-thread/vite.config.ts', '--logLevel', 'warn'], {
    stdio: 'inherit',
  })
  if (build.status !== 0) throw new Error('building bench/quill-thread failed')
}

/** Serves the built Quill page; it fetches the thread from the app's server (CORS). */
function serveQuillPage(port) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }
  const server = createServer((request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://x').pathname).replace(/^(\.\.[/\\])+/, '')
    const file = join(quillDir, path === '/' ? 'index.html' : path)
    if (!existsSync(file)) return response.writeHead(404).end()
    response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'max-age=3600' })
    createReadStream(file).pipe(response)
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

/**
 * Runs in the page before anything else: notes when the first contribution's words are on a
 * painted frame, and when the last long task ended.
 */
function watch(selector) {
  const bench = { firstPaint: null, lastLongTaskEnd: 0 }
  window.__bench = bench
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.lastLongTaskEnd = Math.max(bench.lastLongTaskEnd, entry.startTime + entry.duration)
  }).observe({ type: 'longtask', buffered: true })
  const observer = new MutationObserver(() => {
    const element = document.querySelector(selector)
    if (!element?.textContent?.trim()) return
    observer.disconnect()
    // The frame with it is painted once this frame's rendering is done.
    requestAnimationFrame(() => setTimeout(() => (bench.firstPaint = performance.now()), 0))
  })
  observer.observe(document, { subtree: true, childList: true, characterData: true })
}

async function measure(context, url, selector) {
  const page = await context.newPage()
  await page.addInitScript(watch, selector)
  await page.goto(url)
  await page.waitForFunction(() => window.__bench?.firstPaint !== null, null, { timeout: 120_000, polling: 100 })
  // Idle: a second with no long task since the last one ended.
  await page.waitForFunction(() => performance.now() - Math.max(window.__bench.lastLongTaskEnd, window.__bench.firstPaint) > 1000, null, {
    timeout: 120_000,
    polling: 100,
  })
  const result = await page.evaluate(() => ({
    firstPaint: window.__bench.firstPaint,
    idle: Math.max(window.__bench.firstPaint, window.__bench.lastLongTaskEnd),
  }))
  await page.close()
  return result
}

/**
 * Scrolls down the loaded thread 60 screens, a wheel turn every 50 ms, and times every frame
 * meanwhile: the windowed rows are drawn as they come into view.
 */
async function scrolling(context, url, selector) {
  const page = await context.newPage()
  await page.addInitScript(watch, selector)
  await page.goto(url)
  await page.waitForFunction(() => window.__bench?.firstPaint !== null, null, { timeout: 120_000 })
  await page.waitForTimeout(1000)
  await page.evaluate(() => {
    window.__frames = []
    let last = performance.now()
    const tick = (now) => {
      window.__frames.push(now - last)
      last = now
      if (!window.__stopFrames) requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  })
  for (let turn = 0; turn < 60; turn++) {
    await page.mouse.wheel(0, 900)
    await page.waitForTimeout(50)
  }
  const frames = await page.evaluate(() => {
    window.__stopFrames = true
    return window.__frames.slice(1)
  })
  await page.close()
  return { frames: frames.length, longest: Math.max(...frames), slow: frames.filter((ms) => ms > 50).length / frames.length }
}

/** What the server measured by measureThreadRender needs: the Quill page, on `quillPort`, reads its API. */
export const threadRenderServerEnv = (quillPort) => ({ CORS_ORIGINS: `http://127.0.0.1:${quillPort}` })

/**
 * The big thread drawn by the app (served at `url`, with the demo seed) and by one Quill per
 * contribution (served here on `quillPort`); prints a table and returns the figures.
 */
export async function measureThreadRender({ url, quillPort }) {
  buildQuillPage()
  const quillServer = await serveQuillPage(quillPort)
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const threadId = await bigThreadId(url)
    const pages = [
      { name: 'app (delta renderer, windowed rows)', url: `${url}/threads/${threadId}`, selector: 'main article' },
      { name: 'app, timeline layout', url: `${url}/threads/${threadId}?view=timeline`, selector: 'main article' },
      {
        name: 'one read-only Quill per contribution',
        url: `http://127.0.0.1:${quillPort}/?api=${encodeURIComponent(`${url}/api`)}&thread=${threadId}`,
        selector: 'article .ql-editor',
      },
    ]
    const results = []
    for (const target of pages) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
      const cold = await measure(context, target.url, target.selector)
      const warm = []
      for (let run = 0; run < runs; run++) warm.push(await measure(context, target.url, target.selector))
      const scroll = target === pages[0] ? await scrolling(context, target.url, target.selector) : null
      await context.close()
      results.push({
        ...target,
        cold,
        firstPaint: median(warm.map((r) => r.firstPaint)),
        idle: median(warm.map((r) => r.idle)),
        scroll,
      })
    }

    const [app, timeline, quill] = results
    const ms = (value) => `${Math.round(value)} ms`
    console.log(`\nThe big thread in Chromium (1280 × 900), median of ${runs} warm loads; cold first load in brackets\n`)
    console.log('| page | first contributions painted | idle |')
    console.log('|---|---:|---:|')
    for (const r of results)
      console.log(`| ${r.name} | ${ms(r.firstPaint)} (${ms(r.cold.firstPaint)}) | ${ms(r.idle)} (${ms(r.cold.idle)}) |`)
    const ratio = quill.firstPaint / app.firstPaint
    console.log(`| **ratio, Quill ÷ app** | **${ratio.toFixed(1)}×** | **${(quill.idle / app.idle).toFixed(1)}×** |`)
    if (app.scroll) {
      const { frames, longest, slow } = app.scroll
      console.log(
        `\nScrolling the app's big thread 60 screens: ${frames} frames, longest ${ms(longest)}, ${(slow * 100).toFixed(1)}% over 50 ms`,
      )
    }
    return {
      big_thread_first_paint_ms: Math.round(app.firstPaint),
      big_thread_timeline_first_paint_ms: Math.round(timeline.firstPaint),
      quill_per_post_first_paint_ms: Math.round(quill.firstPaint),
      ratio: Number(ratio.toFixed(1)),
    }
  } finally {
    await browser.close()
    quillServer.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const quillPort = await sparePort()
  await runAlone({ dataDir: join('.tmp', 'bench-thread-render'), env: threadRenderServerEnv(quillPort) }, async (server) =>
    benchReport({ thread_render: await measureThreadRender({ url: server.url, quillPort }) }),
  )
}
