import { describe, expect, it } from 'vitest'
import { useTestServer } from '../test/harness'
import { lockThreadForWrite } from './queries/thread-activity'
import { testDatabaseKind } from './test-queries/databases'
import { conflicts, retryingConflicts } from './retry-conflicts'

// On the suite's database (PGlite, or PostgreSQL in the server-postgres project).
const t = useTestServer()

/** An error as drizzle throws it: its own, wrapping the driver's, which carries the code. */
const wrapped = (code: string) => new Error('Failed query', { cause: Object.assign(new Error(`database error ${code}`), { code }) })

describe('retryingConflicts', () => {
  it('runs a transaction undone by a deadlock or serialization failure again, and counts it', async () => {
    for (const code of ['40P01', '40001']) {
      const before = { ...conflicts }
      let runs = 0
      const answer = await retryingConflicts(async () => {
        runs += 1
        if (runs === 1) throw wrapped(code)
        return 'written'
      })
      expect({ answer, runs }).toEqual({ answer: 'written', runs: 2 })
      expect(conflicts).toEqual({ retried: before.retried + 1, gaveUp: before.gaveUp })
    }
  })

  it('gives up on the third conflict in a row, and passes any other error on at once', async () => {
    const before = { ...conflicts }
    let runs = 0
    const conflicted = retryingConflicts(() => {
      runs += 1
      return Promise.reject(wrapped('40P01'))
    })
    await expect(conflicted).rejects.toMatchObject({ cause: { code: '40P01' } })
    expect(runs).toBe(3)
    expect(conflicts).toEqual({ retried: before.retried + 2, gaveUp: before.gaveUp + 1 })

    runs = 0
    const broken = retryingConflicts(() => {
      runs += 1
      return Promise.reject(wrapped('23505'))
    })
    await expect(broken).rejects.toMatchObject({ cause: { code: '23505' } })
    expect(runs).toBe(1)
  })

  it('answers what GET /health says of the process', async () => {
    const health = await t.request('/health')
    expect(health.body).toMatchObject({ write_conflicts: { retried: conflicts.retried, gave_up: conflicts.gaveUp } })
  })
})

if (testDatabaseKind() === 'postgres') {
  describe('two writes that deadlock on PostgreSQL', () => {
    it('both commit: the one the database undoes runs again', async () => {
      const [first, second] = await Promise.all([t.threadBy('tea-room', 'bo'), t.threadBy('tea-room', 'bo', { not: true })])
      const before = { ...conflicts }
      // Each locks one thread, waits until the other has locked the other, then wants it too.
      const locked: Record<'a' | 'b', () => void> = { a: () => {}, b: () => {} }
      const lockedBy = { a: new Promise<void>((resolve) => (locked.a = resolve)), b: new Promise<void>((resolve) => (locked.b = resolve)) }
      const write = (me: 'a' | 'b', other: 'a' | 'b', ids: [string, string]) =>
        retryingConflicts(() =>
          t.db.transaction(async (tx) => {
            await lockThreadForWrite(tx, ids[0], t.clock.now())
            locked[me]()
            await lockedBy[other]
            await lockThreadForWrite(tx, ids[1], t.clock.now())
            return me
          }),
        )
      const written = await Promise.all([write('a', 'b', [first.id, second.id]), write('b', 'a', [second.id, first.id])])
      expect(written).toEqual(['a', 'b'])
      expect(conflicts.retried).toBe(before.retried + 1)
    })
  })
}
