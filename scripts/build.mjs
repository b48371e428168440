#!/usr/bin/env node
// `npm run build`: the app for browsers (dist/), then the same app for the server, which draws
// the public pages' first screen with it (dist-server/entry-server.js; server/pages). In this
// order: the first empties dist/. Quiet but for warnings; exits with the first failure's status.
import { spawnSync } from 'node:child_process'
import { chunkCycles } from './lib/chunk-cycles.mjs'

const builds = [
  ['build', '--logLevel', 'warn'],
  ['build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn'],
]
for (const args of builds) {
  const { status } = spawnSync('node_modules/.bin/vite', args, { stdio: 'inherit' })
  if (status !== 0) process.exit(status ?? 1)
}

const cycles = chunkCycles('dist/assets')
if (cycles.length > 0) {
  console.error(`The build's chunks import each other in a circle:\n${cycles.map((cycle) => `  ${cycle.join(' → ')}`).join('\n')}`)
  process.exit(1)
}
