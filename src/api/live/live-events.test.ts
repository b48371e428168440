// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
// The server's health, which a failed load asks for (../route-code.ts).
import '../../test/msw'

/** The stream's chunk, seen from the pages' side: what it was asked to do, and when it loads. */
const stream = vi.hoisted(() => ({
  followed: [] as string[][],
  listeners: 0,
  stopped: [] as string[][],
  supported: true,
}))
const fakeStream = vi.hoisted(() => () => ({
  followTopics: (topics: { threads: string[] }) => {
    stream.followed.push(topics.threads)
    return () => stream.stopped.push(topics.threads)
  },
  onLiveEvent: () => {
    stream.listeners += 1
    return () => (stream.listeners -= 1)
  },
  liveSupported: () => stream.supported,
  onLiveSupportChange: () => () => undefined,
}))
vi.mock('./live-stream', fakeStream)

afterEach(() => {
  stream.followed = []
  stream.stopped = []
  stream.listeners = 0
  stream.supported = true
  vi.resetModules()
})

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('live events, the stream loaded when a page first follows something', () => {
  it('follows once the stream has loaded, and stops when asked', async () => {
    const live = await import('./live-events')
    const stop = live.followTopics({ threads: ['t1'], boards: [] })
    await settled()
    expect(stream.followed).toEqual([['t1']])
    stop()
    expect(stream.stopped).toEqual([['t1']])
  })

  it('follows nothing for a page that stopped before the stream came', async () => {
    const live = await import('./live-events')
    live.followTopics({ threads: ['t1'], boards: [] })()
    await settled()
    expect(stream.followed).toEqual([])
  })

  it('passes a listener on once the stream has loaded, and takes it back; one stopped before then never reaches it', async () => {
    const live = await import('./live-events')
    const stopEarly = live.onLiveEvent(() => undefined)
    stopEarly()
    const stop = live.onLiveEvent(() => undefined)
    await settled()
    expect(stream.listeners).toBe(1)
    stop()
    expect(stream.listeners).toBe(0)
  })

  it('tries the stream again for the next page when it could not load', async () => {
    let loads = 0
    vi.doMock('./live-stream', () => {
      loads += 1
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module')
      return fakeStream()
    })
    const live = await import('./live-events')
    live.followTopics({ threads: ['t1'], boards: [] })
    // The server answers (its health, asked when a load fails): the failure is this load's alone.
    await vi.waitFor(() => expect(loads).toBe(1))
    await settled()
    await settled()
    expect(stream.followed).toEqual([])
    live.followTopics({ threads: ['t2'], boards: [] })
    await vi.waitFor(() => expect(stream.followed).toEqual([['t2']]))
  })

  it('says live events are there until the stream has tried, then what it found', async () => {
    const live = await import('./live-events')
    stream.supported = false
    expect(live.liveSupported()).toBe(true)
    live.onLiveSupportChange(() => undefined)
    await settled()
    expect(live.liveSupported()).toBe(false)
  })
})
