import net from 'node:net'

/**
 * A port in front of a running server that a test can shut and open again. Shut, it refuses
 * new connections and cuts the open ones, which is what a browser sees of a server process
 * that is gone; open, it passes bytes both ways untouched. An outage without stopping the
 * server: the run's shared server stays up for the other specs, and coming back is instant
 * (a server process of its own took 5-15 s to start, three times a test).
 */
export function serverDoor({ port, target }: { port: number; target: number }) {
  let listener: net.Server | null = null
  const sockets = new Set<net.Socket>()
  const track = (socket: net.Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  }
  return {
    url: `http://127.0.0.1:${port}`,
    open: () =>
      new Promise<void>((resolve, reject) => {
        listener = net.createServer((client) => {
          const upstream = net.connect(target, '127.0.0.1')
          track(client)
          track(upstream)
          client.pipe(upstream).pipe(client)
          // One side failing ends the other, as a dead peer would.
          client.on('error', () => upstream.destroy())
          upstream.on('error', () => client.destroy())
        })
        listener.once('error', reject)
        listener.listen(port, '127.0.0.1', () => resolve())
      }),
    shut: () =>
      new Promise<void>((resolve) => {
        if (!listener) return resolve()
        listener.close(() => resolve())
        listener = null
        for (const socket of sockets) socket.destroy()
      }),
  }
}
