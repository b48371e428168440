// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { eventStreamParser, type StreamEvent } from './event-stream-parser'

function parse(...chunks: string[]): StreamEvent[] {
  const events: StreamEvent[] = []
  const feed = eventStreamParser((event) => events.push(event))
  for (const chunk of chunks) feed(chunk)
  return events
}

describe('eventStreamParser', () => {
  it('reads id, type and data, skipping comments', () => {
    expect(parse(': connected\nretry: 2000\n\nid: 7\nevent: contribution\ndata: {"a":1}\n\n: ping\n\n')).toEqual([
      { id: '7', type: 'contribution', data: '{"a":1}' },
    ])
  })

  it('joins events split anywhere across chunks, whatever the line breaks', () => {
    const text = 'id: 1\r\nevent: comment\r\ndata: one\r\n\r\nid: 2\revent: thread\rdata: two\r\rdata: three\n\n'
    const whole = parse(text)
    expect(whole).toEqual([
      { id: '1', type: 'comment', data: 'one' },
      { id: '2', type: 'thread', data: 'two' },
      { id: '2', type: 'message', data: 'three' },
    ])
    for (let cut = 1; cut < text.length; cut++) expect(parse(text.slice(0, cut), text.slice(cut)), `cut at ${cut}`).toEqual(whole)
  })

  it('joins data lines, and keeps an id given by an event without data', () => {
    expect(parse('data:a\ndata: b\n\nid: 9\n\nevent: reset\ndata: {}\n\n')).toEqual([
      { id: null, type: 'message', data: 'a\nb' },
      { id: '9', type: 'reset', data: '{}' },
    ])
  })

  it('sends nothing for an event that has not ended yet', () => {
    expect(parse('id: 3\nevent: thread\ndata: {}\n')).toEqual([])
  })
})
