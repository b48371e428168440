import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

// A static import between the build's chunks that leads back to where it started: the browser
// evaluates one of them before the other has run, and a constant it imports is still undefined
// (a schema built from it throws as the page loads). The code splitting's groups
// (vite.config.ts) can make such a circle out of source with none, so the built chunks are
// checked themselves.
const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w$*{},\s]+from\s*)?["']\.\/([\w.-]+\.js)["']/g

/** The circles of static imports among the chunks in `folder`, each as the chunk names around it; none when the build is sound. */
export function chunkCycles(folder) {
  const chunks = readdirSync(folder).filter((name) => name.endsWith('.js'))
  const imports = new Map(
    chunks.map((name) => [name, [...readFileSync(join(folder, name), 'utf8').matchAll(STATIC_IMPORT)].map((match) => match[1])]),
  )
  const cycles = []
  const state = new Map()
  const visit = (name, path) => {
    state.set(name, 'open')
    for (const next of imports.get(name) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next])
      else if (!state.has(next)) visit(next, [...path, next])
    }
    state.set(name, 'done')
  }
  for (const name of chunks) if (!state.has(name)) visit(name, [name])
  return cycles
}
