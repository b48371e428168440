#!/usr/bin/env node
// `npm run dev`: the API server (restarting on change) and Vite (hot reload, /api proxied to
// the server) side by side. Ctrl-C stops both; if either dies, so does the other.
import { spawn } from 'node:child_process'

const port = process.env.PORT ?? '3000'
const children = [
  spawn('node_modules/.bin/tsx', ['watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port },
  }),
  spawn('node_modules/.bin/vite', [], { stdio: 'inherit', env: { ...process.env, PORT: port } }),
]

let stopping = false
function stopAll(code) {
  if (stopping) return
  stopping = true
  for (const child of children) child.kill('SIGTERM')
  process.exitCode = code
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0))
