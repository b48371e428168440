// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { oneAtATime, readEventData } from './event-data'
import type { StreamEvent } from './event-stream-parser'

const event = (type: string, data: string, id = '1'): StreamEvent => ({ id, type, data })
const thread = '00000000-0000-4000-8000-000000000001'
const board = '00000000-0000-4000-8000-000000000002'

describe('readEventData', () => {
  it('reads the data of an event of its kind', async () => {
    await expect(readEventData(event('thread', JSON.stringify({ board_id: board, thread_id: thread })), 'thread')).resolves.toEqual({
      board_id: board,
      thread_id: thread,
    })
  })

  it.each([
    ['not JSON', '{'],
    ['not that kind', JSON.stringify({ board_id: 'b' })],
  ])('answers null for data %s', async (_name, data) => {
    await expect(readEventData(event('thread', data), 'thread')).resolves.toBeNull()
  })
})

describe('oneAtATime', () => {
  it('handles events in the order they came, however long each takes', async () => {
    const handled: string[] = []
    const slowFirst = [30, 0, 10]
    const listener = oneAtATime(async (next) => {
      await new Promise((resolve) => setTimeout(resolve, slowFirst[Number(next.id)]))
      handled.push(next.id ?? '')
    })
    for (const id of ['0', '1', '2']) listener(event('contribution', '{}', id))
    await new Promise((resolve) => setTimeout(resolve, 80))
    expect(handled).toEqual(['0', '1', '2'])
  })
})
