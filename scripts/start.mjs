#!/usr/bin/env node
// `npm start`: build the app when dist/ is missing or older than its sources, then run the
// server (API + app on one port). Signals go to the server so it can close its database.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { bundleTypeScript } from './lib/bundle-typescript.mjs'

// The server build comes last (scripts/build.mjs): its presence says both are done.
const built = 'dist-server/entry-server.js'
const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json']

function newestChange(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs)
}

const stale = !existsSync(built) || sources.some((source) => newestChange(source) > statSync(built).mtimeMs)
if (stale) {
  console.log('Building the app (dist/ is missing or older than its sources)…')
  const { status } = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' })
  if (status !== 0) process.exit(status ?? 1)
}

// The server's TypeScript, bundled afresh (a tenth of a second): never older than its sources.
const server = spawn(process.execPath, [await bundleTypeScript('server/main.ts')], { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
