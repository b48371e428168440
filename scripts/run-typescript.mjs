#!/usr/bin/env node
// `node scripts/run-typescript.mjs <file.ts> [args…]`: runs one of the server's TypeScript
// programs (server/main.ts, scripts/backup.ts…) as `node <file.ts> [args…]` would if node could
// read TypeScript: bundled first (scripts/lib/bundle-typescript.mjs), then run in this process.
import { pathToFileURL } from 'node:url'
import { resolve } from 'node:path'
import { bundleTypeScript } from './lib/bundle-typescript.mjs'

const [entry, ...args] = process.argv.slice(2)
if (!entry) {
  console.error('usage: node scripts/run-typescript.mjs <file.ts> [args…]')
  process.exit(2)
}
const bundle = await bundleTypeScript(entry)
// The program reads its own arguments from process.argv, as if it had been started itself.
process.argv = [process.argv[0], resolve(entry), ...args]
await import(pathToFileURL(bundle).href)
