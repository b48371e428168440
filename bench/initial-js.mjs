#!/usr/bin/env node
// The JavaScript and CSS each page loads before its content shows, gzip -9, in Chromium with an
// empty cache: the board page /boards/$boardId and the thread page /threads/$threadId against
// their budget (bench/targets.mjs; and no Quill code: the editor loads on demand, and no zod
// before the app has taken the page over), the realm home / and the invite page for the record.
// A page the server drew shows its content before any script runs: "shown" is then when the
// app has taken it over (`html[data-app="live"]`, src/main.tsx), so what it needed for that counts.
//
// `measureBundle({ url })` measures a running reference server (demo data, the app built into
// dist/). Run directly (`npm run bench:js`), this file builds the app, starts the server on a
// spare port with a fresh database, prints a table per page and fails over budget. What loads
// after the content shows (menus, dialogs, toasts, the long list's windowing code, fetched once
// the page has drawn) is listed apart.
import { existsSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { demoBoard } from './lib/demo-api.mjs'
import { bigThreadId, chromiumArgs, chromiumPath, runAlone } from './lib/server.mjs'
import { benchReport } from './report.mjs'
import { bundleTargets } from './targets.mjs'

const dist = fileURLToPath(new URL('../dist/', import.meta.url))
// Quill's packages (quill, react-quill-new, quill-delta) and its document model (parchment).
const quillSource = /quill|parchment/i
// zod: what checks the server's answers loads with the first answer, after a page is taken over (decision 040).
const zodSource = /node_modules[\\/]zod[\\/]/
// Class names only Quill's code (or CSS) writes; a plain "quill" in the text is not enough, since
// the shared delta schema's error messages say "quill delta" (decision 009; in the schemas' chunk).
const quillMarker = /ql-(editor|container|clipboard|toolbar)/i

const gzipSize = (body) => gzipSync(body, { level: 9 }).length

/** The modules of a built chunk whose source matches `pattern`, from its source map (the build writes one per chunk). */
function modulesIn(file, pattern) {
  const map = `${dist}${file}.map`
  if (!existsSync(map)) return []
  return JSON.parse(readFileSync(map, 'utf8')).sources.filter((source) => pattern.test(source))
}
const quillModules = (file) => modulesIn(file, quillSource)

/** The app has drawn or taken over the page (src/main.tsx): before that, nothing responds to a press. */
const appLive = 'html[data-app="live"]'

/** The pages measured, with what says each one's content has shown, by the app. */
async function pages(url) {
  const { realm, board } = await demoBoard(url)
  return [
    {
      id: '/boards/$boardId',
      path: `/boards/${board.id}`,
      shown: `${appLive} main article`,
      what: 'the Tea Room, until the app shows the feed',
    },
    {
      id: '/threads/$threadId',
      path: `/threads/${await bigThreadId(url)}`,
      shown: `${appLive} main article`,
      what: 'the big thread, until the app shows its first contribution',
    },
    {
      id: '/',
      path: '/',
      shown: `${appLive} main ul[aria-label^="Boards of"]`,
      what: "the demo realm's home, until the app shows its boards",
    },
    // Any nonce will do: an unknown one shows the page's "Invite not found", its usual first sight of a bad link.
    {
      id: '/invites/$realmId/$nonce',
      path: `/invites/${realm.id}/bench-unknown-nonce`,
      shown: `${appLive} main h1`,
      what: 'an unknown invite, until the app says so',
    },
  ]
}

/**
 * Opens one page in a fresh browser context (nothing cached) and lists every script and
 * stylesheet it fetched, each marked `initial` when it was asked for before the content showed.
 */
async function loadPage(browser, url, page) {
  const context = await browser.newContext()
  try {
    const tab = await context.newPage()
    // When the content first appears, by the page's own clock (Playwright would notice later).
    await tab.addInitScript((selector) => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector(selector)) return
        window.__shownAt = performance.now()
        observer.disconnect()
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-app'] })
    }, page.shown)
    // Requests still open, but for the live event stream, which stays open for as long as the
    // page does: "network idle" is when these are none for half a second.
    const open = new Set()
    const live = (request) => new URL(request.url()).pathname === '/api/events'
    tab.on('request', (request) => !live(request) && open.add(request))
    for (const event of ['requestfinished', 'requestfailed']) tab.on(event, (request) => open.delete(request))
    const responses = []
    tab.on('response', (response) => {
      const type = response.request().resourceType()
      const contentType = response.headers()['content-type'] ?? ''
      const kind =
        type === 'script' || contentType.includes('javascript')
          ? 'js'
          : type === 'stylesheet' || contentType.includes('text/css')
            ? 'css'
            : null
      // The body is read now, while the context is open; a failure is kept to be thrown below.
      if (kind) responses.push({ kind, path: new URL(response.url()).pathname, body: response.body().catch((error) => error) })
    })
    await tab.goto(`${url}${page.path}`)
    await tab.locator(page.shown).first().waitFor()
    for (let quiet = 0; quiet < 5;) {
      await tab.waitForTimeout(100)
      quiet = open.size === 0 ? quiet + 1 : 0
    }
    const { shownAt, started, inline } = await tab.evaluate(() => ({
      shownAt: window.__shownAt,
      started: Object.fromEntries(performance.getEntriesByType('resource').map((entry) => [new URL(entry.name).pathname, entry.startTime])),
      // A drawn page's own script (the press recorder, server/pages/page-template.ts): initial JS too.
      inline: [...document.querySelectorAll('script:not([src]):not([type="application/json"])')].map((script) => script.textContent ?? ''),
    }))
    const files = inline.map((code, index) => {
      const body = Buffer.from(code)
      return {
        kind: 'js',
        name: `(inline script ${index + 1})`,
        raw: body.length,
        gzip: gzipSize(body),
        quill: [],
        zod: false,
        initial: true,
      }
    })
    for (const response of responses) {
      const body = await response.body
      if (body instanceof Error) throw body
      const quill =
        response.kind === 'js'
          ? [...quillModules(response.path.replace(/^\//, '')), ...(quillMarker.exec(body.toString())?.slice(0, 1) ?? [])]
          : []
      const zod = response.kind === 'js' && modulesIn(response.path.replace(/^\//, ''), zodSource).length > 0
      // gzip -9 of the raw file: the size as served compressed, whatever the server's own
      // compression setting, so the figure does not depend on how the server is configured.
      files.push({
        kind: response.kind,
        name: basename(response.path),
        raw: body.length,
        gzip: gzipSize(body),
        quill,
        zod,
        initial: (started[response.path] ?? 0) < shownAt,
      })
    }
    return files
  } finally {
    await context.close()
  }
}

/** The editor's own chunk, apart from every page's first load: what the first "Reply" costs in JS, from the build's manifest. */
function editorChunk() {
  const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'))
  const editor = Object.entries(manifest).find(([source, chunk]) => chunk.isDynamicEntry && /QuillEditor/.test(source))?.[1]
  if (!editor) return null
  const size = (file) => gzipSize(readFileSync(`${dist}${file}`))
  return { file: editor.file, js_gz: size(editor.file), css_gz: (editor.css ?? []).reduce((total, file) => total + size(file), 0) }
}

const sum = (files) => files.reduce((total, file) => total + file.gzip, 0)

/** A built file with what it holds, for the tables: chunks are named by their hash alone. */
function label(file) {
  const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'))
  const chunk = Object.values(manifest).find((entry) => basename(entry.file) === file)
  return chunk?.name && !file.startsWith(`${chunk.name}-`) ? `${chunk.name} (${file})` : file
}

/** Every measured page's files, in detail: what `measureBundle` sums, and what a run prints. */
export async function measurePages({ url }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const measured = []
    for (const page of await pages(url)) measured.push({ ...page, files: await loadPage(browser, url, page) })
    return measured
  } finally {
    await browser.close()
  }
}

/**
 * The initial JS and CSS of each page, in bytes (gzip -9 of what loaded before the content
 * showed), and of the editor's chunk. `url` is a running reference server with the demo data,
 * serving the app built into dist/.
 */
export async function measureBundle({ url }) {
  return summarize(await measurePages({ url }))
}

function summarize(measured) {
  const routes = {}
  for (const page of measured) {
    const initial = page.files.filter((file) => file.initial)
    routes[page.id] = {
      js_gz: sum(initial.filter((file) => file.kind === 'js')),
      css_gz: sum(initial.filter((file) => file.kind === 'css')),
    }
  }
  return { routes, editor_js_gz: editorChunk()?.js_gz ?? null }
}

const kb = (bytes) => (bytes / 1024).toFixed(1)

/**
 * Prints each page's files, and on the budgeted pages the Quill code and the zod they loaded;
 * answers the report of their sums (bench/report.mjs), with any Quill or zod among its misses.
 */
function report(measured) {
  const misses = []
  for (const page of measured) {
    const js = page.files.filter((file) => file.kind === 'js')
    const initial = js.filter((file) => file.initial)
    const later = js.filter((file) => !file.initial)
    console.log(`\nInitial JS of ${page.id} (${page.what}), Chromium, empty cache\n`)
    console.log('| file | raw KB | gzip -9 KB | |')
    console.log('|---|---:|---:|---|')
    for (const file of js)
      console.log(`| ${label(file.name)} | ${kb(file.raw)} | ${kb(file.gzip)} | ${file.initial ? 'initial' : 'after the content'} |`)
    console.log(
      `| **initial (${initial.length} files)** | ${kb(initial.reduce((total, file) => total + file.raw, 0))} | ${kb(sum(initial))} | |`,
    )
    console.log(`| loaded after the content showed | ${kb(later.reduce((total, file) => total + file.raw, 0))} | ${kb(sum(later))} | |`)
    if (!bundleTargets.routes.includes(page.id)) continue
    // Quill in anything the page loaded, even once idle: the editor comes only when one opens.
    const withQuill = js.filter((file) => file.quill.length > 0)
    if (withQuill.length === 0) console.log('\nQuill code: none')
    for (const file of withQuill) console.log(`\nQuill code: ${label(file.name)} (${[...new Set(file.quill)].join(', ')})`)
    if (withQuill.length > 0) misses.push(`${page.id}: Quill code in ${withQuill.map((file) => label(file.name)).join(', ')}`)
    // The page is taken over from the data it came with: checking answers waits for the first one.
    const zodFirst = initial.filter((file) => file.zod)
    console.log(`zod before the takeover: ${zodFirst.length ? zodFirst.map((file) => label(file.name)).join(', ') : 'none'}`)
    if (zodFirst.length > 0) misses.push(`${page.id}: zod before the takeover`)
  }

  // Where Quill sits in the whole build, to say which chunk to look at when it shows up above.
  const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'))
  const quillChunks = Object.entries(manifest)
    .filter(([key, chunk]) => quillSource.test(key) || quillModules(chunk.file).length > 0)
    .map(([key, chunk]) => `${chunk.file} (${key}${chunk.isDynamicEntry ? ', loaded on demand' : ''})`)
  console.log(`\nQuill in the build: ${quillChunks.length ? [...new Set(quillChunks)].join('; ') : 'no chunk'}`)
  const editor = editorChunk()
  if (editor)
    console.log(
      `Editor chunk (loaded when the first editor opens): ${editor.file}, ${kb(editor.js_gz)} KB JS + ${kb(editor.css_gz)} KB CSS gzip -9`,
    )
  const sums = benchReport({ bundle: summarize(measured) })
  return { markdown: sums.markdown, misses: [...sums.misses, ...misses] }
}

// Run directly: build, start a server of its own, measure, and report.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runAlone({ dataDir: join('.tmp', 'bench-initial-js') }, async (server) => report(await measurePages({ url: server.url })))
}
