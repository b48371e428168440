import { gunzipSync, gzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { compressAnswers } from './compress-answers'

const feedSized = JSON.stringify({ activity: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Thread ${i}` })) })

/** An answer whose body must not be read: reading it is what made every answer slow. */
class UnreadAnswer extends Response {
  override get body(): never {
    throw new Error('the body was read')
  }
  override get bodyUsed(): never {
    throw new Error('the body was looked at')
  }
  override arrayBuffer(): never {
    throw new Error('the body was read')
  }
}

function siteAnswering(answer: () => Response) {
  const site = new Hono()
  site.use(compressAnswers())
  site.get('/answer', () => answer())
  return site
}

const json = { 'Content-Type': 'application/json' }

describe('compressAnswers', () => {
  it('gzips a JSON answer for a client that takes gzip, and names its tag as weak', async () => {
    const site = siteAnswering(() => new Response(feedSized, { headers: { ...json, ETag: '"v1"', Vary: 'Authorization' } }))
    const answer = await site.request('/answer', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
    expect(answer.headers.get('Content-Encoding')).toBe('gzip')
    expect(answer.headers.get('Vary')).toBe('Authorization, Accept-Encoding')
    expect(answer.headers.get('ETag')).toBe('W/"v1"')
    expect(gunzipSync(Buffer.from(await answer.arrayBuffer())).toString('utf8')).toBe(feedSized)
  })

  it('leaves the body unread for a client that takes no encoding, and says it could have varied', async () => {
    const site = siteAnswering(() => new UnreadAnswer(feedSized, { headers: json }))
    for (const acceptEncoding of [undefined, 'identity', 'gzip;q=0, br']) {
      const answer = await site.request('/answer', { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} })
      expect(answer.status, acceptEncoding).toBe(200)
      expect(answer.headers.get('Content-Encoding'), acceptEncoding).toBeNull()
      expect(answer.headers.get('Vary'), acceptEncoding).toBe('Accept-Encoding')
    }
  })

  it('passes untouched what is compressed already, small, not text, or marked no-transform', async () => {
    const zipped = gzipSync(feedSized)
    const untouched: [string, () => Response][] = [
      ['compressed', () => new UnreadAnswer(zipped, { headers: { ...json, 'Content-Encoding': 'gzip' } })],
      ['small', () => new UnreadAnswer('{"ok":true}', { headers: { ...json, 'Content-Length': '11' } })],
      ['an image', () => new UnreadAnswer(new Uint8Array(4096), { headers: { 'Content-Type': 'image/png' } })],
      ['no-transform', () => new UnreadAnswer(feedSized, { headers: { ...json, 'Cache-Control': 'no-transform' } })],
    ]
    for (const [what, answer] of untouched) {
      const reply = await siteAnswering(answer).request('/answer', { headers: { 'Accept-Encoding': 'gzip' } })
      expect(reply.status, what).toBe(200)
      expect(reply.headers.get('Content-Encoding'), what).toBe(what === 'compressed' ? 'gzip' : null)
    }
  })

  it('sends a body under a kilobyte as it is, without its old length', async () => {
    const site = siteAnswering(() => new Response('{"short":true}', { headers: json }))
    const answer = await site.request('/answer', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(answer.headers.get('Content-Encoding')).toBeNull()
    expect(await answer.text()).toBe('{"short":true}')
  })
})
