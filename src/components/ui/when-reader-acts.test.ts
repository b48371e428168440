import { describe, expect, it, vi } from 'vitest'
import { whenReaderActs } from './when-reader-acts'

// One module state for the file: the reader has not acted until the second test acts.
describe('whenReaderActs', () => {
  it('waits while the reader only reads, and a cancelled task never runs', () => {
    const task = vi.fn()
    const cancelled = vi.fn()
    whenReaderActs(task)
    whenReaderActs(cancelled)()
    document.dispatchEvent(new Event('scroll'))
    window.dispatchEvent(new Event('resize'))
    expect(task).not.toHaveBeenCalled()
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))
    expect(task).toHaveBeenCalledOnce()
    expect(cancelled).not.toHaveBeenCalled()
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))
    expect(task).toHaveBeenCalledOnce()
  })

  it('runs a task at once once the reader has acted', () => {
    const task = vi.fn()
    whenReaderActs(task)
    expect(task).toHaveBeenCalledOnce()
  })
})
