// Prints a Node process's memory after a full garbage collection, as JSON, read through its
// inspector (the process was started with --inspect). Run as a child with
// `node --experimental-websocket`: Node 20 has a WebSocket client only behind that flag.
//   node --experimental-websocket bench/lib/heap-probe.mjs ws://127.0.0.1:PORT/ID
const socket = new WebSocket(process.argv[2])
const pending = new Map()
let nextId = 1

function send(method, params = {}) {
  const id = nextId++
  socket.send(JSON.stringify({ id, method, params }))
  return new Promise((resolve, reject) => pending.set(id, { resolve, reject }))
}

socket.addEventListener('message', (message) => {
  const answer = JSON.parse(message.data)
  const waiting = pending.get(answer.id)
  if (!waiting) return
  pending.delete(answer.id)
  if (answer.error) waiting.reject(new Error(answer.error.message))
  else waiting.resolve(answer.result)
})
socket.addEventListener('error', () => {
  console.error('could not reach the inspector')
  process.exit(1)
})
socket.addEventListener('open', async () => {
  await send('HeapProfiler.collectGarbage')
  const { result } = await send('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true })
  console.log(result.value)
  socket.close()
})
