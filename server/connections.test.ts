import http from 'node:http'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { LINGER_BYTES, LINGER_MS } from './http/client-connection'
import { KEEP_ALIVE_MS } from './http/listen'
import { useTestServer } from './test/harness'

const t = useTestServer()
let port = 0
let close = async () => {}
let connections = async () => 0
beforeAll(async () => ({ port, close, connections } = await t.listen()))
afterAll(() => close())

interface Reply {
  status?: number
  connection?: string
  error?: string
}

/** One request over `agent`, resolved with its status, or with the error that ended it. */
function send(agent: http.Agent, method: string, path: string, body?: string): Promise<Reply> {
  return new Promise((resolve) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path, agent, headers: { 'Content-Type': 'application/json' } },
      (response) => {
        response.resume()
        response.on('end', () => resolve({ status: response.statusCode, connection: response.headers.connection }))
      },
    )
    request.on('error', (error) => resolve({ error: error.message }))
    request.end(body)
  })
}

describe('a keep-alive connection', () => {
  it('serves the next request after a body too large to read (413)', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const tooLarge = await send(agent, 'POST', '/api/auth/login', 'x'.repeat(2 * 1024 * 1024))
      expect(tooLarge).toEqual({ status: 413, connection: 'close' })
      expect(await send(agent, 'GET', '/api/health')).toEqual({ status: 200, connection: 'keep-alive' })
    } finally {
      agent.destroy()
    }
  })

  it('stays open after a write answered with its body read', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const refused = await send(agent, 'POST', '/api/auth/login', JSON.stringify({ email: 'ada@example.com', password: 'wrong-password' }))
      expect(refused).toEqual({ status: 401, connection: 'keep-alive' })
      expect(await send(agent, 'GET', '/api/health')).toEqual({ status: 200, connection: 'keep-alive' })
    } finally {
      agent.destroy()
    }
  })
  it('stays open longer than pooling clients keep it idle, and says so (Keep-Alive: timeout)', async () => {
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get({ host: '127.0.0.1', port, path: '/api/health', agent: new http.Agent({ keepAlive: true }) }, resolve).on('error', reject),
    )
    answer.resume()
    answer.socket.destroy()
    // Node's own default is 5 s, shorter than undici's or a proxy's idle time: a reused socket then races its close.
    expect(answer.headers['keep-alive']).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`)
    expect(KEEP_ALIVE_MS).toBeGreaterThanOrEqual(60_000)
  })
})

describe('a client that hangs up in the middle of its body', () => {
  it('is logged in one line, without a stack', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const infos = vi.spyOn(console, 'info').mockImplementation(() => {})
    try {
      for (let i = 0; i < 3; i++) {
        const socket = net.connect(port, '127.0.0.1')
        await new Promise((resolve) => socket.on('connect', resolve))
        socket.write(
          'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"email":"',
        )
        await new Promise((resolve) => setTimeout(resolve, 50))
        socket.destroy()
      }
      await vi.waitFor(() => expect(infos).toHaveBeenCalledTimes(3))
      for (const [line] of infos.mock.calls) expect(line).toBe('The client left before sending all of POST /api/auth/login.')
      expect(errors).not.toHaveBeenCalled()
    } finally {
      errors.mockRestore()
      infos.mockRestore()
    }
  })
})

/** A raw connection that has sent the head of a POST declaring `declared` bytes of body. */
async function postDeclaring(declared: number): Promise<{ socket: net.Socket; answer: Promise<string> }> {
  // Half-open allowed: the server's FIN after its answer must not end this side's sending.
  const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true })
  await new Promise((resolve) => socket.on('connect', resolve))
  let received = ''
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()))
  socket.on('error', () => {}) // a write after the server closed: what the tests provoke
  const answer = new Promise<string>((resolve) => socket.on('end', () => resolve(received)))
  socket.write(`POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${declared}\r\n\r\n`)
  return { socket, answer }
}

/** Milliseconds until the server holds no connection any more. */
async function serverLetGo(since: number): Promise<number> {
  while ((await connections()) > 0) await new Promise((resolve) => setTimeout(resolve, 20))
  return Date.now() - since
}

describe('a body left unread after its answer (lingering close)', () => {
  it('is waited for a while, not forever, from a client that stops sending it', async () => {
    const since = Date.now()
    const { socket, answer } = await postDeclaring(100 * 1024 * 1024)
    try {
      socket.write('x'.repeat(1000))
      // The answer comes at once, the server's side half-closed after it; the server holds the
      // connection for the rest of the body until LINGER_MS, no longer.
      expect(await answer).toMatch(/^HTTP\/1\.1 413 [^]*\r\nconnection: close\r\n/i)
      const heldFor = await serverLetGo(since)
      expect(heldFor).toBeGreaterThanOrEqual(LINGER_MS - 100)
      expect(heldFor).toBeLessThan(LINGER_MS + 2000)
    } finally {
      socket.destroy()
    }
  }, 15_000)

  it('is read up to LINGER_BYTES from a client that keeps sending', async () => {
    const declared = 4 * LINGER_BYTES
    const { socket, answer } = await postDeclaring(declared)
    const chunk = Buffer.alloc(1024 * 1024, 'x')
    let sent = 0
    while (sent < declared && !socket.destroyed) {
      if (!socket.write(chunk)) await new Promise((resolve) => socket.once('drain', resolve).once('close', resolve))
      sent += chunk.length
    }
    expect(await answer).toMatch(/^HTTP\/1\.1 413 /)
    expect(socket.bytesWritten).toBeGreaterThan(LINGER_BYTES)
    expect(socket.bytesWritten).toBeLessThan(declared)
  }, 15_000)
})
