import { describe, expect, it } from 'vitest'
import { ApiError } from './api-error'
import { decodeCursor, encodeCursor } from './feed-cursor'

describe('feed cursors', () => {
  it('round-trips to the millisecond', () => {
    const cursor = {
      asOf: new Date('2026-11-21T10:00:00.123Z'),
      lastActivityAt: new Date('2026-11-20T09:08:07.006Z'),
      threadId: '3f1c2a55-8d0b-4c1e-9a57-0a1b2c3d4e5f',
    }
    const encoded = encodeCursor(cursor)
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/) // safe in a query string as is
    expect(decodeCursor(encoded)).toEqual(cursor)
  })

  it.each(['', 'not base64 at all!', Buffer.from('{}').toString('base64url'), Buffer.from('["x","y","z"]').toString('base64url')])(
    'refuses %j with a 400',
    (value) => {
      expect(() => decodeCursor(value)).toThrow(ApiError)
      try {
        decodeCursor(value)
      } catch (error) {
        expect((error as ApiError).status).toBe(400)
      }
    },
  )
})
