import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { deleteAfterUndo, undoDelete, UNDO_MS } from './pending-deletes'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('a deletion waiting out its Undo', () => {
  it('is sent once, when the five seconds are over, however often Delete was pressed', () => {
    const send = vi.fn()
    deleteAfterUndo('p1', send)
    deleteAfterUndo('p1', send)
    vi.advanceTimersByTime(UNDO_MS - 1)
    expect(send).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(send).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(UNDO_MS)
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('undone is never sent', () => {
    const send = vi.fn()
    deleteAfterUndo('p2', send)
    vi.advanceTimersByTime(UNDO_MS - 1)
    undoDelete('p2')
    vi.advanceTimersByTime(UNDO_MS)
    expect(send).not.toHaveBeenCalled()
  })

  it('is sent at once when the page goes away, and not again', () => {
    const sendOne = vi.fn()
    const sendTwo = vi.fn()
    deleteAfterUndo('p3', sendOne)
    deleteAfterUndo('p4', sendTwo)
    window.dispatchEvent(new Event('pagehide'))
    expect([sendOne.mock.calls.length, sendTwo.mock.calls.length]).toEqual([1, 1])
    vi.advanceTimersByTime(UNDO_MS)
    expect([sendOne.mock.calls.length, sendTwo.mock.calls.length]).toEqual([1, 1])
  })
})
