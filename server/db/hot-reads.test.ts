import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useTestServer } from '../test/harness'
import { hotReads } from './hot-reads'

// On the suite's database (PGlite, or PostgreSQL in the server-postgres project).
const t = useTestServer()

describe('hotReads', () => {
  it('answers each read its own rows, with its values read back as themselves', async () => {
    const awkward = "it's -- a 'quote'; drop table users"
    const [texts, numbers] = await hotReads(t.db, [
      sql`select ${awkward}::text as text, ${'a\\b'}::text as backslash`,
      sql`select n from generate_series(1, ${3}::int) n`,
    ])
    expect(texts).toEqual([{ text: awkward, backslash: 'a\\b' }])
    expect(numbers).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }])
    const [users] = await hotReads(t.db, [sql`select count(*)::int as count from users`])
    expect(users?.[0]?.count).toBeGreaterThan(0)
  })

  it('runs a read again with new values, and again after one of its runs failed', async () => {
    const ratio = (divisor: number) => hotReads(t.db, [sql`select 12 / ${divisor}::int as ratio`])
    expect(await ratio(4)).toEqual([[{ ratio: 3 }]])
    await expect(ratio(0)).rejects.toThrow(/division by zero/)
    expect(await ratio(6)).toEqual([[{ ratio: 2 }]])
    // A read that fails the first time it is sent, before it was ever prepared.
    const fresh = (divisor: number) => hotReads(t.db, [sql`select 7 / ${divisor}::int as ratio`])
    await expect(fresh(0)).rejects.toThrow(/division by zero/)
    expect(await fresh(7)).toEqual([[{ ratio: 1 }]])
  })

  it('answers reads sent together before their statement was prepared, one message or several', async () => {
    const times = (n: number) => sql`select ${n}::int * 10 as together`
    const apart = await Promise.all([1, 2, 3].map((n) => hotReads(t.db, [times(n)])))
    expect(apart).toEqual([[[{ together: 10 }]], [[{ together: 20 }]], [[{ together: 30 }]]])
    const plus = (n: number) => sql`select ${n}::int + 10 as alongside`
    expect(await hotReads(t.db, [plus(1), plus(2)])).toEqual([[{ alongside: 11 }], [{ alongside: 12 }]])
  })

  it('keeps one plan for any values in its reads, and leaves the other queries planned for theirs', async () => {
    const mode = sql`select current_setting('plan_cache_mode') as mode`
    expect(await hotReads(t.db, [mode])).toEqual([[{ mode: 'force_generic_plan' }]])
    const usual = (await t.db.execute(mode)) as unknown as { rows: unknown[] }
    expect(usual.rows).toEqual([{ mode: 'auto' }])
  })
})
