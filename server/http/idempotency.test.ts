import { describe, expect, it } from 'vitest'
import { keptAnswer } from '../db/test-queries/lookups'
import { keepAnswerRow } from '../db/test-queries/writes'
import { messages } from '../lib/api-error'
import { hashRequest, IDEMPOTENCY_KEY_MAX_LENGTH } from './idempotency'
import { useTestServer, type TestAnswer, type DemoUser } from '../test/harness'
import { replyBody } from '../test/replies'
import { commentsBody, newThreadBody, stored } from '../test/writes'

const t = useTestServer()

interface Write {
  name: string
  path: () => Promise<string>
  body: (text: string) => unknown
  /** How many rows of what this write stores exist now, */
  count: () => Promise<number>
  /** and how many one write adds. */
  rowsPerWrite: number
}

const kettleThread = () => t.threadBy('kettle-corner', 'nobody', { not: true })
const kettleStarter = async () => (await kettleThread()).starterId
const replyWrite: Write = {
  name: 'a reply',
  path: async () => `/posts/${await kettleStarter()}/contributions`,
  body: (text) => replyBody(text),
  count: async () => stored.postsIn(t, (await kettleThread()).id),
  rowsPerWrite: 1,
}
const writes: Write[] = [
  replyWrite,
  {
    name: 'a comment chain',
    path: async () => `/posts/${await kettleStarter()}/comments`,
    body: (text) => commentsBody([text, `${text} (continued)`]),
    count: async () => stored.commentsOn(t, await kettleStarter()),
    rowsPerWrite: 2,
  },
  {
    name: 'a new thread',
    path: async () => `/boards/${await t.boardId('gallery')}`,
    body: (text) => newThreadBody(text),
    count: async () => stored.threadsOn(t, await t.boardId('gallery')),
    rowsPerWrite: 1,
  },
]

let keys = 0
/** A key no other test uses. */
const freshKey = () => `test-key-${++keys}-${Date.now()}`

async function send(write: Write, options: { who: DemoUser; key?: string; text?: string }): Promise<TestAnswer> {
  const headers = options.key === undefined ? undefined : { 'Idempotency-Key': options.key }
  return t.request(await write.path(), {
    method: 'POST',
    token: await t.login(options.who),
    json: write.body(options.text ?? 'Sent once, maybe twice.'),
    headers,
  })
}

const replayed = (answer: TestAnswer) => answer.headers.get('Idempotent-Replayed')

describe.each(writes)('Idempotency-Key on $name', (write) => {
  it('answers a repeat with the first answer, byte for byte, and stores nothing more', async () => {
    const key = freshKey()
    const before = await write.count()
    const first = await send(write, { who: 'bo', key })
    expect([first.status, replayed(first)], first.text).toEqual([200, null])
    expect(await write.count()).toBe(before + write.rowsPerWrite)

    const again = await send(write, { who: 'bo', key })
    expect([again.status, again.text, replayed(again)]).toEqual([200, first.text, 'true'])
    expect(again.headers.get('Content-Type')).toBe(first.headers.get('Content-Type'))
    expect(await write.count()).toBe(before + write.rowsPerWrite)
    expect(await stored.keysOf(t, 'bo', key)).toBe(1)
  })

  it('keeps the answer itself, as sent', async () => {
    const key = freshKey()
    const answer = await send(write, { who: 'bo', key })
    expect(answer.status, answer.text).toBe(200)
    expect(await keptAnswer(t.db, await t.userId('bo'), key)).toEqual({ status: 200, body: answer.text })
  })

  it('keeps two users with the same key apart', async () => {
    const key = freshKey()
    const before = await write.count()
    const [bo, ada] = [await send(write, { who: 'bo', key }), await send(write, { who: 'ada', key })]
    expect([bo.status, ada.status, replayed(ada)]).toEqual([200, 200, null])
    expect(ada.text).not.toBe(bo.text)
    expect(await write.count()).toBe(before + 2 * write.rowsPerWrite)
    expect([await stored.keysOf(t, 'bo', key), await stored.keysOf(t, 'ada', key)]).toEqual([1, 1])
  })

  it('refuses the same key with another request (422), storing nothing', async () => {
    const key = freshKey()
    expect((await send(write, { who: 'bo', key, text: 'The first request.' })).status).toBe(200)
    const before = await write.count()
    const other = await send(write, { who: 'bo', key, text: 'Another request.' })
    expect([other.status, other.body]).toEqual([422, { message: messages.idempotencyKeyReused }])
    expect(await write.count()).toBe(before)
  })

  it('lets two concurrent requests with one key write once and answer alike', async () => {
    const key = freshKey()
    const before = await write.count()
    const token = await t.login('bo')
    const path = await write.path()
    const json = write.body('Sent twice at once.')
    const headers = { 'Idempotency-Key': key }
    const answers = await Promise.all([1, 2].map(() => t.request(path, { method: 'POST', token, json, headers })))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect(answers[1]?.text).toBe(answers[0]?.text)
    expect(answers.filter((answer) => replayed(answer) === 'true')).toHaveLength(1)
    expect(await write.count()).toBe(before + write.rowsPerWrite)
    expect(await stored.keysOf(t, 'bo', key)).toBe(1)
  })

  it('does not spend the key on a request that failed', async () => {
    const key = freshKey()
    const before = await write.count()
    const refused = await t.request(await write.path(), {
      method: 'POST',
      token: await t.login('bo'),
      json: { content: 'not a delta', contents: ['not a delta'] },
      headers: { 'Idempotency-Key': key },
    })
    expect(refused.status, refused.text).toBe(400)
    expect(await stored.keysOf(t, 'bo', key)).toBe(0)
    const retried = await send(write, { who: 'bo', key })
    expect([retried.status, replayed(retried)], retried.text).toEqual([200, null])
    expect(await write.count()).toBe(before + write.rowsPerWrite)
  })

  it('writes twice without a key', async () => {
    const before = await write.count()
    const [first, second] = [await send(write, { who: 'bo' }), await send(write, { who: 'bo' })]
    expect([first.status, second.status, replayed(first), replayed(second)]).toEqual([200, 200, null, null])
    expect(second.text).not.toBe(first.text)
    expect(await write.count()).toBe(before + 2 * write.rowsPerWrite)
  })
})

describe('Idempotency-Key', () => {
  const reply = replyWrite

  it('must be 1 to 255 characters', async () => {
    const before = await reply.count()
    for (const key of ['', 'k'.repeat(IDEMPOTENCY_KEY_MAX_LENGTH + 1)]) {
      const answer = await send(reply, { who: 'bo', key })
      expect(answer.status, `${key.length} characters`).toBe(400)
      expect(answer.body).toEqual({ message: expect.stringMatching(/^Invalid header: idempotency-key must /) })
    }
    expect(await reply.count()).toBe(before)
    const longest = await send(reply, { who: 'bo', key: `${freshKey()}-`.padEnd(IDEMPOTENCY_KEY_MAX_LENGTH, 'k') })
    expect(longest.status, longest.text).toBe(200)
  })

  it('is covered by the path: the same body to another post is another request', async () => {
    const key = freshKey()
    const [one, two] = (await t.threadsOn('tea-room')).slice(0, 2)
    if (!one || !two) throw new Error('no threads')
    const token = await t.login('bo')
    const headers = { 'Idempotency-Key': key }
    const json = replyBody('Same words, other post.')
    const first = await t.request(`/posts/${one.starterId}/contributions`, { method: 'POST', token, json, headers })
    const second = await t.request(`/posts/${two.starterId}/contributions`, { method: 'POST', token, json, headers })
    expect([first.status, second.status, second.body]).toEqual([200, 422, { message: messages.idempotencyKeyReused }])
  })

  /**
   * Keeps an answer under the key in a transaction of the test's own, left open, as a first
   * request about to commit would, and sends the repeat meanwhile. `finish` ends the first:
   * it commits, or throws and rolls back.
   */
  async function repeatWhileFirstRuns(firstAnswer: string, finish: () => Promise<void>) {
    const key = freshKey()
    const path = await reply.path()
    const json = reply.body('Sent while the first is running.')
    const request = { userId: await t.userId('bo'), key, requestHash: hashRequest('POST', `/api${path}`, JSON.stringify(json)) }
    const token = await t.login('bo')
    let repeat: Promise<TestAnswer> | undefined
    let answeredEarly = false
    await t.db
      .transaction(async (tx) => {
        await keepAnswerRow(tx, request, { status: 200, body: firstAnswer }, t.clock.now())
        repeat = t.request(path, { method: 'POST', token, json, headers: { 'Idempotency-Key': key } })
        void repeat.then(() => (answeredEarly = true))
        await new Promise((resolve) => setTimeout(resolve, 300))
        expect(answeredEarly).toBe(false)
        await finish()
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error
      })
    if (!repeat) throw new Error('the repeat was not sent')
    return repeat
  }
  class RolledBack extends Error {}

  it('makes a repeat that arrives while the first runs wait for it, then answer its answer', async () => {
    const before = await reply.count()
    const firstAnswer = JSON.stringify({ answered: 'by the first request' })
    const repeat = await repeatWhileFirstRuns(firstAnswer, async () => {})
    expect([repeat.status, repeat.text, replayed(repeat)]).toEqual([200, firstAnswer, 'true'])
    expect(await reply.count()).toBe(before)
  })

  it('lets a repeat that waited write when the first fails', async () => {
    const before = await reply.count()
    const repeat = await repeatWhileFirstRuns('{}', () => Promise.reject(new RolledBack()))
    expect([repeat.status, replayed(repeat)], repeat.text).toEqual([200, null])
    expect(await reply.count()).toBe(before + 1)
  })

  // Last: the clock does not go back.
  it('forgets answers after 24 hours, dropping the expired ones of that user', async () => {
    // To the second: stopped, so the real time a busy machine takes between the first answer
    // and the checks does not count (the test is last in the file).
    t.clock.stop()
    const [key, other] = [freshKey(), freshKey()]
    const first = await send(reply, { who: 'bo', key })
    expect((await send(reply, { who: 'bo', key: other })).status).toBe(200)
    const before = await reply.count()

    t.clock.advance(24 * 3600 - 1)
    const stillKept = await send(reply, { who: 'bo', key })
    expect([stillKept.status, stillKept.text, replayed(stillKept)]).toEqual([200, first.text, 'true'])
    expect(await reply.count()).toBe(before)

    t.clock.advance(2)
    const fresh = await send(reply, { who: 'bo', key })
    expect([fresh.status, replayed(fresh)], fresh.text).toEqual([200, null])
    expect(fresh.text).not.toBe(first.text)
    expect(await reply.count()).toBe(before + 1)
    // The key holds the new answer; the user's other expired answer is gone.
    expect([await stored.keysOf(t, 'bo', key), await stored.keysOf(t, 'bo', other)]).toEqual([1, 0])
    const again = await send(reply, { who: 'bo', key })
    expect([again.text, replayed(again)]).toEqual([fresh.text, 'true'])
  })
})

describe('Idempotency-Key from another origin', () => {
  const origin = 'https://app.example'
  const crossOrigin = useTestServer({ corsOrigins: [origin] })

  it('may be sent, and the replay header read, by an allowed origin', async () => {
    const boardId = await crossOrigin.boardId('gallery')
    const preflight = await crossOrigin.request(`/boards/${boardId}`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type, idempotency-key',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('idempotency-key')
    const answer = await crossOrigin.request(`/boards/${boardId}`, {
      method: 'POST',
      token: await crossOrigin.login('bo'),
      json: newThreadBody('From afar.'),
      headers: { Origin: origin, 'Idempotency-Key': freshKey() },
    })
    expect(answer.status, answer.text).toBe(200)
    expect(answer.headers.get('Access-Control-Expose-Headers')).toBe('Idempotent-Replayed,WWW-Authenticate')
  })
})
