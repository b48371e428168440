import { describe, expect, it } from 'vitest'
import { BatchLoader } from './batch-loader'
import { SingleFlight } from './single-flight'

/** A load whose answer the test gives when it likes, counting how often it started. */
function controlledLoad() {
  const started: ((value: number) => void)[] = []
  const load = () => new Promise<number>((resolve) => started.push(resolve))
  return { load, started }
}

// Long enough for a read's start (after setImmediate) to happen.
const tick = () => new Promise((resolve) => setTimeout(resolve, 10))

describe('SingleFlight', () => {
  it('lets callers that arrive before a read starts share it', async () => {
    const reads = new SingleFlight()
    const { load, started } = controlledLoad()
    const answers = Promise.all([reads.read('feed', load), reads.read('feed', load), reads.read('feed', load)])
    await tick()
    expect(started).toHaveLength(1)
    started[0]?.(7)
    expect(await answers).toEqual([7, 7, 7])
  })

  it('never hands a caller a read that started before it arrived', async () => {
    const reads = new SingleFlight()
    const { load, started } = controlledLoad()
    const first = reads.read('feed', load)
    await tick()
    // The first read is under way: these two must wait for a read of their own, and share it.
    const second = reads.read('feed', load)
    const third = reads.read('feed', load)
    await tick()
    expect(started).toHaveLength(1)
    started[0]?.(1)
    expect(await first).toBe(1)
    await tick()
    expect(started).toHaveLength(2)
    started[1]?.(2)
    expect([await second, await third]).toEqual([2, 2])
  })

  it('keeps keys apart and carries on after a failed read', async () => {
    const reads = new SingleFlight()
    const failing = reads.read('a', () => Promise.reject(new Error('gone')))
    const other = reads.read('b', () => Promise.resolve('b'))
    await expect(failing).rejects.toThrow('gone')
    expect(await other).toBe('b')
    expect(await reads.read('a', () => Promise.resolve('again'))).toBe('again')
  })
})

describe('BatchLoader', () => {
  it('looks up the keys asked for together in one query, and later keys in the next', async () => {
    const batches: string[][] = []
    let release: () => void = () => {}
    const lookup = new BatchLoader<string>(async (keys) => {
      batches.push(keys)
      await new Promise<void>((resolve) => (release = resolve))
      return new Map(keys.filter((key) => key !== 'missing').map((key) => [key, key.toUpperCase()]))
    })
    const first = Promise.all([lookup.get('a'), lookup.get('b'), lookup.get('a')])
    await tick()
    // The first batch is under way: these wait for the next one, together.
    const second = Promise.all([lookup.get('c'), lookup.get('missing')])
    await tick()
    expect(batches).toEqual([['a', 'b']])
    release()
    expect(await first).toEqual(['A', 'B', 'A'])
    await tick()
    expect(batches).toEqual([
      ['a', 'b'],
      ['c', 'missing'],
    ])
    release()
    expect(await second).toEqual(['C', undefined])
  })

  it('hands a failed query to every lookup in its batch, and carries on', async () => {
    let fail = true
    const lookup = new BatchLoader<number>(async (keys) => {
      if (fail) throw new Error('gone')
      return new Map(keys.map((key) => [key, key.length]))
    })
    await expect(Promise.all([lookup.get('x'), lookup.get('yy')])).rejects.toThrow('gone')
    fail = false
    expect(await lookup.get('zzz')).toBe(3)
  })
})
