import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestServer } from '../test/harness'

const t = useTestServer()
let port = 0
let close = async () => {}
beforeAll(async () => ({ port, close } = await t.listen()))
afterAll(() => close())

const megabytes = (n: number) => JSON.stringify({ email: 'x'.repeat(n * 1024 * 1024), password: 'x' })

/** A login sent over a real socket, its body declared or sent in chunks: the status and message. */
function login(body: string, sent: 'declared' | 'chunked'): Promise<{ status?: number; message?: string }> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { 'Content-Type': 'application/json' }
    if (sent === 'declared') headers['Content-Length'] = Buffer.byteLength(body)
    const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/auth/login', headers }, (response) => {
      let text = ''
      response.on('data', (chunk: Buffer) => (text += chunk.toString()))
      response.on('end', () => resolve({ status: response.statusCode, message: (JSON.parse(text) as { message?: string }).message }))
    })
    request.on('error', reject)
    if (sent === 'chunked') for (let at = 0; at < body.length; at += 64 * 1024) request.write(body.slice(at, at + 64 * 1024))
    else request.write(body)
    request.end()
  })
}

describe('a JSON body', () => {
  it.each(['declared', 'chunked'] as const)('of a known length or in chunks (%s) is read whole when under the limit', async (sent) => {
    const answer = await login(JSON.stringify({ email: 'ada@example.com', password: 'wrong-password' }), sent)
    expect(answer).toEqual({ status: 401, message: expect.stringMatching(/email or password/i) })
  })

  it.each(['declared', 'chunked'] as const)('over the limit (%s) is refused with 413', async (sent) => {
    expect(await login(megabytes(2), sent)).toEqual({ status: 413, message: 'The request body is too large.' })
  })
})
