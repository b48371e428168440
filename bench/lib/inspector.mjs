// A Node process's inspector, reached over its WebSocket (the process was started with
// --inspect): the probes that read a server's memory and profile its CPU talk to it through this.
// Node 20 has a WebSocket client only behind `--experimental-websocket`, so the probes run as
// children with that flag.

/** Connects to the inspector at `url` (ws://127.0.0.1:PORT/ID); answers its `send` and `close`. */
export function connectInspector(url) {
  const socket = new WebSocket(url)
  const pending = new Map()
  let nextId = 1
  socket.addEventListener('message', (message) => {
    const answer = JSON.parse(message.data)
    const waiting = pending.get(answer.id)
    if (!waiting) return
    pending.delete(answer.id)
    if (answer.error) waiting.reject(new Error(answer.error.message))
    else waiting.resolve(answer.result)
  })
  return new Promise((resolve, reject) => {
    socket.addEventListener('error', () => reject(new Error('could not reach the inspector')))
    socket.addEventListener('open', () =>
      resolve({
        send(method, params = {}) {
          const id = nextId++
          socket.send(JSON.stringify({ id, method, params }))
          return new Promise((done, fail) => pending.set(id, { resolve: done, reject: fail }))
        },
        close: () => socket.close(),
      }),
    )
  })
}
