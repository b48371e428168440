// Prints a Node process's memory after a full garbage collection, as JSON, read through its
// inspector (the process was started with --inspect).
//   node --experimental-websocket bench/lib/heap-probe.mjs ws://127.0.0.1:PORT/ID
import { connectInspector } from './inspector.mjs'

const inspector = await connectInspector(process.argv[2])
await inspector.send('HeapProfiler.collectGarbage')
const { result } = await inspector.send('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true })
console.log(result.value)
inspector.close()
