// Profiles a Node process's CPU for a while, through its inspector (the process was started
// with --inspect), and writes the V8 CPU profile to a file: lib/cpu-profile.mjs sums it.
//   node --experimental-websocket bench/lib/cpu-probe.mjs ws://127.0.0.1:PORT/ID <seconds> <file>
import { writeFileSync } from 'node:fs'
import { connectInspector } from './inspector.mjs'

const [url, seconds, file] = process.argv.slice(2)
const inspector = await connectInspector(url)
await inspector.send('Profiler.enable')
await inspector.send('Profiler.start')
await new Promise((resolve) => setTimeout(resolve, Number(seconds) * 1000))
const { profile } = await inspector.send('Profiler.stop')
writeFileSync(file, JSON.stringify(profile))
inspector.close()
