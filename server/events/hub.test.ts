import { describe, expect, it } from 'vitest'
import { useTestServer } from '../test/harness'
import { EventHub } from './hub'

const t = useTestServer()

describe('EventHub', () => {
  it('reads nothing once stopped, even with a read asked for meanwhile, and lets the process go on', async () => {
    const hub = new EventHub({ db: t.db, now: () => new Date(), listen: async () => async () => undefined })
    await hub.start()
    // Two wakes at once: the second asks for another read after the first, which the stop overtakes.
    hub.wake()
    hub.wake()
    await hub.stop()
    hub.wake()
    await hub.settled()
    // A hub that kept waking itself would hold the process in promise callbacks: no timer would fire.
    const fired = await new Promise((resolve) => setTimeout(() => resolve(true), 100))
    expect(fired).toBe(true)
  })

  it('stopped while it starts, stops listening once started; a stream that joins afterwards is ended at once', async () => {
    let listening = 0
    const hub = new EventHub({
      db: t.db,
      now: () => new Date(),
      listen: async () => {
        listening++
        return async () => void listening--
      },
    })
    const starting = hub.start()
    await hub.stop()
    await starting
    expect(listening).toBe(0)
    let closed = false
    hub.add({
      threadIds: new Set(),
      boardIds: new Set(),
      userId: null,
      expiresAt: null,
      sessionId: null,
      push: () => undefined,
      ping: () => undefined,
      close: () => void (closed = true),
    })
    expect(closed).toBe(true)
    expect(hub.size).toBe(0)
  })
})
