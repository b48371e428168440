// Where a server's CPU went: a V8 CPU profile (lib/cpu-probe.mjs) summed by where each function
// lives — a package, Teahouse's own code, PGlite's PostgreSQL (WebAssembly), or the engine
// itself (garbage collection, Node's internals) — as shares of the time not idle.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'

const OWN = 'teahouse'

/** The bucket of one function: `pg`, `drizzle-orm`, `teahouse`, `postgres (pglite wasm)`, `native writev`, `(garbage collector)`, `node`. */
function bucketOf({ functionName, url }) {
  // Code of the engine's own (a system call, JSON, a hash): each by name, `writev` being a socket write.
  if (!url) return functionName.startsWith('(') ? functionName : `native ${functionName}`
  if (url.startsWith('wasm://')) return 'postgres (pglite wasm)'
  if (url.startsWith('node:')) return 'node'
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(url)
  // The server's bundle (node_modules/.cache) names no package: its functions are Teahouse's own.
  return inPackage && inPackage[1] !== '.cache' ? inPackage[1] : OWN
}

/**
 * The profile in `file` summed: `buckets`, the `top` largest as [{ bucket, share }] of the busy
 * time, and `own`, Teahouse's own functions that took the most, as [{ name, share }].
 */
export function profileSummary(file, top = 10) {
  const profile = JSON.parse(readFileSync(file, 'utf8'))
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]))
  const buckets = new Map()
  const own = new Map()
  let busy = 0
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms)
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)
    const bucket = bucketOf(frame)
    if (bucket === '(idle)' || bucket === '(program)') return
    const ms = (profile.timeDeltas[index] ?? 0) / 1000
    busy += ms
    add(buckets, bucket, ms)
    if (bucket === OWN) add(own, frame.functionName || '(anonymous)', ms)
  })
  const largest = (map, count, key) =>
    [...map]
      .toSorted((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => ({ [key]: name, share: Number((ms / busy).toFixed(3)) }))
  return { buckets: largest(buckets, top, 'bucket'), own: largest(own, 5, 'name') }
}

/** Profiles the process whose inspector is at `url` for `seconds`, into `file` (resolves when written). */
export function profileFor(url, seconds, file) {
  const probe = spawn(process.execPath, ['--experimental-websocket', 'bench/lib/cpu-probe.mjs', url, String(seconds), file], {
    stdio: 'inherit',
  })
  return new Promise((resolve, reject) =>
    probe.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the CPU probe exited with ${code}`)))),
  )
}
