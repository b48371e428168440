#!/usr/bin/env node
// `npm run bench:js`: the initial JavaScript of the board page /boards/$boardId and of the
// thread page /threads/$threadId. Budget (issues 3 and 7): at most 150 KB gzipped each, and no
// Quill code (the editor loads on demand). Builds the app, starts the reference server on a
// spare port with a fresh database, opens each page in Chromium with an empty cache and sums
// every script loaded by the time its content shows; what loads after that (menus, dialogs,
// toasts, fetched when the browser is idle) is listed apart.
import { existsSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { bigThreadId, buildApp, chromiumArgs, chromiumPath, startServer } from './lib/server.mjs'

const budgetKB = 150
// Quill's packages (quill, react-quill-new, quill-delta) and its document model (parchment).
const quillSource = /quill|parchment/i
// Class names only Quill's code (or CSS) writes; a plain "quill" in the text is not enough, since
// the shared delta schema's error messages say "quill delta" and ship in every page.
const quillMarker = /ql-(editor|container|clipboard|toolbar)/i

buildApp()

// The Quill modules bundled in a built chunk, from its source map (the build writes one per chunk).
function quillModules(file) {
  const map = join('dist', `${file}.map`)
  if (!existsSync(map)) return []
  return JSON.parse(readFileSync(map, 'utf8')).sources.filter((source) => quillSource.test(source))
}

const kb = (bytes) => (bytes / 1024).toFixed(1)
let server
let browser
try {
  server = await startServer({ dataDir: join('.tmp', 'bench-initial-js') })
  const { url } = server
  const realm = await (await fetch(`${url}/api/realms/slug/demo`)).json()
  const board = realm.boards.find((b) => b.slug === 'tea-room')
  const bigThread = { id: await bigThreadId(url) }
  const routes = [
    { id: '/boards/$boardId', path: `/boards/${board.id}`, shown: 'article', what: 'the Tea Room, until the feed shows' },
    { id: '/threads/$threadId', path: `/threads/${bigThread.id}`, shown: 'main article', what: 'the big thread, until its first contribution shows' },
  ]

  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  let failed = false
  for (const route of routes) {
    const page = await (await browser.newContext()).newPage() // a fresh context: nothing cached
    // When the content first appears, by the page's own clock (Playwright would notice later).
    await page.addInitScript((selector) => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector(selector)) return
        window.__shownAt = performance.now()
        observer.disconnect()
      }).observe(document, { subtree: true, childList: true })
    }, route.shown)
    const scripts = []
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? ''
      if (response.request().resourceType() === 'script' || type.includes('javascript')) {
        scripts.push({ name: new URL(response.url()).pathname, body: response.body() })
      }
    })
    await page.goto(`${url}${route.path}`)
    await page.locator(route.shown).first().waitFor()
    await page.waitForLoadState('networkidle')
    // What the page fetched before its content appeared; menus, dialogs and toasts load later, when idle.
    const { shownAt, started } = await page.evaluate(() => ({
      shownAt: window.__shownAt,
      started: Object.fromEntries(performance.getEntriesByType('resource').map((entry) => [new URL(entry.name).pathname, entry.startTime])),
    }))

    const rows = []
    for (const script of scripts) {
      const body = await script.body
      // gzip -9 of the raw file: the size as served compressed, whatever the server's own
      // compression setting, so the figure does not depend on how the server is configured.
      const gzip = gzipSync(body, { level: 9 }).length
      const quill = [...quillModules(script.name.replace(/^\//, '')), ...(quillMarker.exec(body.toString())?.slice(0, 1) ?? [])]
      rows.push({ name: basename(script.name), raw: body.length, gzip, quill, initial: (started[script.name] ?? 0) < shownAt })
    }
    const sum = (list) => list.reduce((total, r) => ({ raw: total.raw + r.raw, gzip: total.gzip + r.gzip }), { raw: 0, gzip: 0 })
    const total = sum(rows.filter((r) => r.initial))
    const later = sum(rows.filter((r) => !r.initial))
    const withQuill = rows.filter((r) => r.quill.length > 0)
    const overBudget = total.gzip > budgetKB * 1024

    console.log(`\nInitial JS of ${route.id} (${route.what}), Chromium, empty cache\n`)
    console.log('| file | raw KB | gzip -9 KB | |')
    console.log('|---|---:|---:|---|')
    for (const r of rows) console.log(`| ${r.name} | ${kb(r.raw)} | ${kb(r.gzip)} | ${r.initial ? 'initial' : 'after idle'} |`)
    console.log(`| **initial (${rows.filter((r) => r.initial).length} files)** | ${kb(total.raw)} | ${kb(total.gzip)} | |`)
    console.log(`| loaded once idle (menus, dialogs, toasts) | ${kb(later.raw)} | ${kb(later.gzip)} | |`)
    console.log(`\nBudget: ${budgetKB} KB gzip: ${overBudget ? 'FAIL' : 'PASS'} (${kb(total.gzip)} KB)`)
    if (withQuill.length === 0) console.log('Quill code: none')
    for (const r of withQuill) console.log(`Quill code: ${r.name} (${[...new Set(r.quill)].join(', ')})`)
    if (overBudget || withQuill.length > 0) failed = true
  }

  // Where Quill sits in the whole build, to say which chunk to look at when it shows up above.
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'))
  const quillChunks = Object.entries(manifest)
    .filter(([key, chunk]) => quillSource.test(key) || quillModules(chunk.file).length > 0)
    .map(([key, chunk]) => `${chunk.file} (${key}${chunk.isDynamicEntry ? ', loaded on demand' : ''})`)
  console.log(`\nQuill in the build: ${quillChunks.length ? [...new Set(quillChunks)].join('; ') : 'no chunk'}`)

  // The editor's own chunk (issue 8): what the first "Reply" costs, JS and CSS, gzip -9.
  const editor = Object.values(manifest).find((chunk) => chunk.isDynamicEntry && /QuillEditor/.test(chunk.file))
  if (editor) {
    const size = (file) => gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length
    const css = (editor.css ?? []).reduce((total, file) => total + size(file), 0)
    console.log(`Editor chunk (loaded when the first editor opens): ${editor.file}, ${kb(size(editor.file))} KB JS + ${kb(css)} KB CSS gzip -9`)
  }
  if (failed) process.exitCode = 1
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await browser?.close()
  await server?.stop()
}
