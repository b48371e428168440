import http from 'node:http'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { useTestServer } from './test/harness'

const t = useTestServer()
let port = 0
let close = async () => {}
beforeAll(async () => ({ port, close } = await t.listen()))
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
