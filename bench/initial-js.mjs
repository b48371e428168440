#!/usr/bin/env node
// `npm run bench:js`: the initial JavaScript of the board page /boards/$boardId.
// Budget (the issue): at most 150 KB gzipped, and no Quill code (the editor loads on demand).
// Builds the app, starts the reference server on a spare port with a fresh database, opens the
// Tea Room board in Chromium with an empty cache and sums every script loaded until the feed shows.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { basename, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'

const budgetKB = 150
const dataDir = join('.tmp', 'bench-initial-js')
// Quill's packages (quill, react-quill-new, quill-delta) and its document model (parchment).
const quillSource = /quill|parchment/i
// Class names only Quill's code (or CSS) writes; a plain "quill" in the text is not enough, since
// the shared delta schema's error messages say "quill delta" and ship in every page.
const quillMarker = /ql-(editor|container|clipboard|toolbar)/i

// Always build, so the figure matches the sources rather than a stale dist/.
const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)

const spare = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })

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
  rmSync(dataDir, { recursive: true, force: true })
  const port = await spare()
  const url = `http://127.0.0.1:${port}`
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  server.on('exit', (code) => code && console.error(`server exited with ${code}`))
  // First start migrates and seeds the demo data (a few seconds): poll until it answers.
  for (let tries = 0; !(await fetch(`${url}/api/health`).then((r) => r.ok, () => false)); tries++) {
    if (tries > 120 || server.exitCode !== null) throw new Error('the server did not answer /api/health')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const realm = await (await fetch(`${url}/api/realms/slug/demo`)).json()
  const board = realm.boards.find((b) => b.slug === 'tea-room')

  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] })
  const page = await (await browser.newContext()).newPage() // a fresh context: nothing cached
  const scripts = []
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? ''
    if (response.request().resourceType() === 'script' || type.includes('javascript')) {
      scripts.push({ name: new URL(response.url()).pathname, body: response.body() })
    }
  })
  await page.goto(`${url}/boards/${board.id}`, { waitUntil: 'networkidle' })
  await page.locator('article').first().waitFor()
  const loaded = [...scripts] // what the page has loaded by the time the feed shows

  const rows = []
  for (const script of loaded) {
    const body = await script.body
    // gzip -9 of the raw file: the size as served compressed, whatever the server's own
    // compression setting, so the figure does not depend on how the server is configured.
    const gzip = gzipSync(body, { level: 9 }).length
    const quill = [...quillModules(script.name.replace(/^\//, '')), ...(quillMarker.exec(body.toString())?.slice(0, 1) ?? [])]
    rows.push({ name: basename(script.name), raw: body.length, gzip, quill })
  }
  const total = rows.reduce((sum, r) => ({ raw: sum.raw + r.raw, gzip: sum.gzip + r.gzip }), { raw: 0, gzip: 0 })
  const withQuill = rows.filter((r) => r.quill.length > 0)
  const overBudget = total.gzip > budgetKB * 1024

  console.log(`\nInitial JS of /boards/$boardId (Tea Room), Chromium, empty cache, until the feed shows\n`)
  console.log('| file | raw KB | gzip -9 KB |')
  console.log('|---|---:|---:|')
  for (const r of rows) console.log(`| ${r.name} | ${kb(r.raw)} | ${kb(r.gzip)} |`)
  console.log(`| **total (${rows.length} files)** | ${kb(total.raw)} | ${kb(total.gzip)} |`)
  console.log(`\nBudget: ${budgetKB} KB gzip: ${overBudget ? 'FAIL' : 'PASS'} (${kb(total.gzip)} KB)`)
  if (withQuill.length === 0) console.log('Quill code: none')
  for (const r of withQuill) console.log(`Quill code: ${r.name} (${[...new Set(r.quill)].join(', ')})`)

  // Where Quill sits in the whole build, to say which chunk to look at when it shows up above.
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'))
  const quillChunks = Object.entries(manifest)
    .filter(([key, chunk]) => quillSource.test(key) || quillModules(chunk.file).length > 0)
    .map(([key, chunk]) => `${chunk.file} (${key}${chunk.isDynamicEntry ? ', loaded on demand' : ''})`)
  console.log(`Quill in the build: ${quillChunks.length ? [...new Set(quillChunks)].join('; ') : 'no chunk'}`)
  if (overBudget || withQuill.length > 0) process.exitCode = 1
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await browser?.close()
  if (server && server.exitCode === null) await new Promise((resolve) => (server.on('exit', resolve), server.kill('SIGTERM')))
}
