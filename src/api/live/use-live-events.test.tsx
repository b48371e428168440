import { renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Topics } from './event-connection'
import type { StreamEvent } from './event-stream-parser'
import { useLiveEvents } from './use-live-events'

// The stream itself is live-stream.test.ts's; here, only what the hook asks of it.
const followed: { topics: Topics; stopped: boolean }[] = []
let listeners: ((event: StreamEvent) => void)[] = []
vi.mock('./live-events', () => ({
  followTopics: (topics: Topics) => {
    const entry = { topics, stopped: false }
    followed.push(entry)
    return () => (entry.stopped = true)
  },
  onLiveEvent: (listener: (event: StreamEvent) => void) => {
    listeners.push(listener)
    return () => (listeners = listeners.filter((other) => other !== listener))
  },
}))

beforeEach(() => {
  followed.length = 0
  listeners = []
})

const event = (id: string): StreamEvent => ({ id, type: 'contribution', data: '{}' })
const emit = (sent: StreamEvent) => listeners.forEach((listener) => listener(sent))
const thread = (id: string): Topics => ({ threads: [id], boards: [] })

describe('useLiveEvents', () => {
  it('follows the topics while shown, once however often they are named again, and hands over each event in turn', async () => {
    const seen: string[] = []
    let finishFirst = () => {}
    const onEvent = vi.fn(async (sent: StreamEvent) => {
      if (sent.id === '1') await new Promise<void>((resolve) => (finishFirst = resolve))
      seen.push(sent.id ?? '')
    })
    const { rerender, unmount } = renderHook(({ topics }) => useLiveEvents(topics, onEvent, () => {}), {
      initialProps: { topics: thread('a') },
    })
    rerender({ topics: thread('a') })
    expect(followed.map((entry) => entry.topics)).toEqual([thread('a')])

    emit(event('1'))
    emit(event('2'))
    await vi.waitFor(() => expect(onEvent).toHaveBeenCalledTimes(1))
    finishFirst()
    await vi.waitFor(() => expect(seen).toEqual(['1', '2']))

    unmount()
    expect(followed[0]?.stopped).toBe(true)
    expect(listeners).toHaveLength(0)
  })

  it('tells a handler its topics were let go, and doubts only while they are followed', async () => {
    const signals: AbortSignal[] = []
    const onDoubt = vi.fn()
    const onEvent = async (sent: StreamEvent, following: AbortSignal) => {
      signals.push(following)
      if (sent.id === 'bad') throw new Error('unreadable')
    }
    const { rerender } = renderHook(({ topics }) => useLiveEvents(topics, onEvent, onDoubt), { initialProps: { topics: thread('a') } })
    emit(event('bad'))
    await vi.waitFor(() => expect(onDoubt).toHaveBeenCalledTimes(1))

    rerender({ topics: thread('b') })
    expect(followed.map((entry) => [entry.topics, entry.stopped])).toEqual([
      [thread('a'), true],
      [thread('b'), false],
    ])
    expect(signals[0]?.aborted).toBe(true)
    emit(event('2'))
    await vi.waitFor(() => expect(signals).toHaveLength(2))
    expect(signals[1]?.aborted).toBe(false)
  })
})
