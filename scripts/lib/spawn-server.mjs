// The one way to run `npm start`'s server as a child process and wait until it answers:
// the benchmarks and server/main.test.ts use it. server/main.ts runs bundled, as `npm start`
// runs it (scripts/lib/bundle-typescript.mjs), on 127.0.0.1 with rate limiting off.
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { bundleTypeScript } from './bundle-typescript.mjs'

/** A free port on loopback, found by letting the system pick one. */
export function sparePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

const answersHealth = (url) =>
  fetch(`${url}/api/health`).then(
    (response) => response.ok,
    () => false,
  )
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Starts server/main.ts with `env` on `port` (by default a spare one) and resolves once
 * GET /api/health answers 200 (a first start migrates and seeds, a few seconds). Rejects, with
 * what the server printed, if it exits first or takes longer than `timeoutMs`. `showErrors`
 * passes its stderr through; `nodeArgs` go to node before the script (`--inspect=…`, say);
 * `bundle` runs a server bundled already (another commit's, for a before and after).
 */
export async function spawnServer({ env = {}, timeoutMs = 60_000, showErrors = false, port: wanted, nodeArgs = [], bundle } = {}) {
  const port = wanted ?? (await sparePort())
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [...nodeArgs, bundle ?? (await bundleTypeScript('server/main.ts'))], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const listeners = new Set()
  const read = (chunk) => {
    output += chunk.toString()
    for (const listener of listeners) listener()
  }
  child.stdout.on('data', read)
  child.stderr.on('data', read)
  // A benchmark shows what went wrong in the server as it happens; a test reads `output()`.
  if (showErrors) child.stderr.on('data', (chunk) => process.stderr.write(chunk))
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)))

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    return exited
  }

  const deadline = Date.now() + timeoutMs
  while (!(await answersHealth(url))) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`)
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`the server did not answer /api/health within ${timeoutMs / 1000} s:\n${output}`)
    }
    await sleep(100)
  }

  return {
    url,
    pid: child.pid,
    /** Everything the server printed so far. */
    output: () => output,
    /** Resolves with the output once it matches `pattern` (its banner comes just after it listens). */
    waitForOutput(pattern, waitMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!pattern.test(output)) return false
          listeners.delete(check)
          clearTimeout(timer)
          resolve(output)
          return true
        }
        const timer = setTimeout(() => {
          listeners.delete(check)
          reject(new Error(`the server never printed ${pattern}:\n${output}`))
        }, waitMs)
        listeners.add(check)
        check()
      })
    },
    /** SIGTERM, then the exit code once it has exited (0 for a clean shutdown). */
    stop,
  }
}
