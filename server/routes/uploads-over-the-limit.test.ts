import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spawnServer } from '../../scripts/lib/spawn-server.mjs'
import { accessTokenSchema } from '../../src/contract/schemas/auth'
import { errorBodySchema } from '../../src/contract/schemas/error'
import { messages } from '../lib/api-error'

// The server runs as its own process, as in production: with client and server on one event
// loop, their reads and writes take turns and the race this file is about never shows.
let server: Awaited<ReturnType<typeof spawnServer>>
let folder = ''
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'teahouse-over-the-limit-'))
  // A first start migrates and seeds: slow on a busy machine.
  server = await spawnServer({ env: { DATA_DIR: join(folder, 'data'), UPLOADS_DIR: join(folder, 'uploads') }, timeoutMs: 150_000 })
}, 180_000)
afterAll(async () => {
  await server?.stop()
  await rm(folder, { recursive: true, force: true })
})

const MB = 1024 * 1024
const BOUNDARY = 'teahouse-over-the-limit'

/**
 * A picture of `pictureBytes` as one form, sent the way a streaming client sends it: the whole
 * length declared up front, the bytes written in chunks while the server reads them.
 */
function streamedForm(pictureBytes: number): { body: ReadableStream<Uint8Array>; length: number } {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`)
  const chunk = new Uint8Array(64 * 1024).fill(7)
  let left = pictureBytes
  let started = false
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!started) {
        started = true
        controller.enqueue(head)
      } else if (left > 0) {
        const size = Math.min(left, chunk.length)
        controller.enqueue(chunk.subarray(0, size))
        left -= size
      } else {
        controller.enqueue(tail)
        controller.close()
      }
    },
  })
  return { body, length: head.length + pictureBytes + tail.length }
}

/** The status and message of one 11 MB upload, or the code of the error that ended it. */
async function uploadTooLarge(token: string): Promise<string> {
  const { body, length } = streamedForm(11 * MB)
  try {
    const response = await fetch(`${server.url}/api/uploads`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
        'Content-Length': String(length),
      },
      body,
      duplex: 'half',
    } as RequestInit)
    const answer = errorBodySchema.safeParse(await response.json())
    return `${response.status} ${answer.success ? answer.data.message : 'without a message'}`
  } catch (error) {
    const cause: unknown = error instanceof Error ? (error.cause ?? error) : error
    return `failed: ${cause instanceof Error && 'code' in cause ? String(cause.code) : String(cause)}`
  }
}

describe('an upload over the limit from a streaming client', () => {
  it('is answered 413 with its message every time, and nothing is stored', async () => {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'bo@example.com', password: 'bo-password-1' }),
    })
    const { access_token } = accessTokenSchema.parse(await login.json())
    const outcomes: string[] = []
    for (let i = 0; i < 20; i++) outcomes.push(await uploadTooLarge(access_token))
    expect(outcomes).toEqual(Array(20).fill(`413 ${messages.uploadTooLarge(10)}`))
    expect(await readdir(join(folder, 'uploads')).catch(() => [])).toEqual([])
  }, 120_000)
})
