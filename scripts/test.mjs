#!/usr/bin/env node
// `npm test`: every suite (the one-count checks side by side, then the others in turn),
// carrying on past a failure so one run shows everything, then one summary line
// `N passed, N failed` (CI counts the run from it).
// Typecheck, lint and the build count as one test each; vitest and Playwright report their own counts.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'

const bin = (name) => `node_modules/.bin/${name}`
const reports = 'test-results'
mkdirSync(reports, { recursive: true })

const results = []

function run(name, command, args, env = {}) {
  const settings = Object.entries(env)
    .map(([key, value]) => `${key}=${value} `)
    .join('')
  console.log(`\n── ${name}: ${settings}${[command, ...args].join(' ')}`)
  const started = Date.now()
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  return { ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) }
}

function single(name, command, args, env = {}) {
  const { ok, seconds } = run(name, command, args, env)
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds })
}

/** A runner that writes a JSON report: its counts, or one failure if it wrote none. */
function counted(name, command, args, report, read) {
  rmSync(report, { force: true })
  const { ok, seconds } = run(name, command, args)
  let counts = { passed: 0, failed: 1 }
  if (existsSync(report)) {
    counts = read(JSON.parse(readFileSync(report, 'utf8')))
    // A runner that failed outside any test (a crashed setup) still fails the run.
    if (!ok && counts.failed === 0) counts.failed = 1
  }
  results.push({ name, ...counts, seconds })
}

/**
 * Checks that each count as one test, run side by side: each mostly keeps one core busy, and
 * together they take half the time they take one after another. Each one's output is printed
 * whole once it has finished, in the order given.
 */
async function singlesTogether(checks) {
  const started = Date.now()
  const finished = checks.map(
    ([name, command, args]) =>
      new Promise((resolve) => {
        const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
        const output = []
        child.stdout.on('data', (chunk) => output.push(chunk))
        child.stderr.on('data', (chunk) => output.push(chunk))
        // A check that cannot start (its binary missing) fails, as spawnSync's status says for `single`.
        child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)))
        child.on('close', (status) =>
          resolve({
            name,
            command,
            args,
            ok: status === 0,
            output: Buffer.concat(output),
            seconds: ((Date.now() - started) / 1000).toFixed(1),
          }),
        )
      }),
  )
  for (const { name, command, args, ok, output, seconds } of await Promise.all(finished)) {
    console.log(`\n── ${name}: ${[command, ...args].join(' ')}`)
    process.stdout.write(output)
    results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds })
  }
}

const together = [
  ['typecheck', bin('tsc'), ['--noEmit']],
  ['lint', bin('eslint'), ['.']],
  ['format', bin('prettier'), ['--check', '.']],
  // Files, exports and dependencies nothing uses (knip.jsonc).
  ['unused code', bin('knip'), []],
  // docs/performance.md says what bench/results.json says (bench/performance-page.mjs).
  ['performance page', process.execPath, ['bench/performance-page.mjs', '--check']],
  // The server serves dist/, so e2e (and a real `npm start`) test this build of the app.
  ['build', process.execPath, ['scripts/build.mjs']],
]
await singlesTogether(together)
counted(
  'unit + server',
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`],
  `${reports}/vitest.json`,
  (report) => ({ passed: report.numPassedTests, failed: report.numFailedTests + report.numPendingTests + report.numTodoTests }),
)

counted(
  'e2e',
  bin('playwright'),
  ['test'],
  `${reports}/playwright.json`,
  // No retries are configured, so "flaky" cannot happen; a skipped test counts against the run.
  ({ stats }) => ({ passed: stats.expected, failed: stats.unexpected + stats.flaky + stats.skipped }),
)

// Every acknowledged reply kept through a SIGKILL, on PGlite and PostgreSQL (bench/load.mjs);
// a third of `npm run test:load`'s minute, to keep the run short.
single('load + fault', process.execPath, ['bench/load.mjs'], { LOAD_SECONDS: '20' })

console.log(`\n── summary (the first ${together.length} run side by side: their seconds count from their common start)`)
for (const r of results) console.log(`  ${r.name.padEnd(16)} ${r.passed} passed, ${r.failed} failed (${r.seconds} s)`)
const passed = results.reduce((sum, r) => sum + r.passed, 0)
const failed = results.reduce((sum, r) => sum + r.failed, 0)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
