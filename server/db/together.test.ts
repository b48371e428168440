import { describe, expect, it } from 'vitest'
import { together } from './together'

const later = <T>(ms: number, value: T, done: { at?: number }) =>
  new Promise<T>((resolve) =>
    setTimeout(() => {
      done.at = Date.now()
      resolve(value)
    }, ms),
  )

describe('together', () => {
  it('answers both answers, in the order given', async () => {
    expect(await together(later(20, 'first', {}), Promise.resolve(2))).toEqual(['first', 2])
  })

  it('waits for the other to settle before failing, so nothing of the transaction runs after it ends', async () => {
    const first: { at?: number } = {}
    const failed = together(later(40, 'still running', first), Promise.reject(new Error('second failed')))
    await expect(failed).rejects.toThrow('second failed')
    expect(first.at).toBeDefined()
  })

  it('throws the first failure in the order given, whichever came first', async () => {
    const slowFailure = new Promise((_, reject) => setTimeout(() => reject(new Error('first failed')), 30))
    await expect(together(slowFailure, Promise.reject(new Error('second failed')))).rejects.toThrow('first failed')
  })
})
