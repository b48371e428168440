import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from './schema'
import { testDatabaseKind } from './test-queries/databases'
import { useTestServer } from '../test/harness'

// On the suite's database (PGlite, or PostgreSQL in the server-postgres project).
const t = useTestServer()

describe('a statement with values', () => {
  it('answers the same rows each time, many at once', async () => {
    const read = () => t.db.select({ id: users.id }).from(users).where(eq(users.username, 'bo'))
    const answers = await Promise.all(Array.from({ length: 30 }, read))
    expect(new Set(answers.map((rows) => JSON.stringify(rows))).size).toBe(1)
    expect(answers[0]).toHaveLength(1)
  })

  it('runs again with new values after one of its runs failed', async () => {
    // drizzle wraps the database's error in its own, which names the query.
    const divisionByZero = { cause: { message: expect.stringMatching(/division by zero/) as unknown } }
    const ratio = async (divisor: number) => ((await t.db.execute(sql`select 12 / ${divisor}::int as ratio`)) as { rows: unknown[] }).rows
    await expect(ratio(0)).rejects.toMatchObject(divisionByZero)
    expect(await ratio(4)).toEqual([{ ratio: 3 }])
    await expect(ratio(0)).rejects.toMatchObject(divisionByZero)
    expect(await ratio(6)).toEqual([{ ratio: 2 }])
  })
})

if (testDatabaseKind() === 'postgres') {
  describe('a statement on PostgreSQL', () => {
    it('with values is kept prepared by the connection that ran it, under a name made of its text', async () => {
      const prepared = await t.db.transaction(async (tx) => {
        // One transaction: one connection, whose own prepared statements the catalog lists.
        for (let i = 0; i < 2; i++) await tx.select({ id: users.id }).from(users).where(eq(users.username, 'bo'))
        await tx.execute(sql`select 1 as without_values`)
        const rows = await tx.execute(sql`select name, statement from pg_prepared_statements`)
        return (rows as { rows: { name: string; statement: string }[] }).rows
      })
      const named = prepared.filter((row) => row.statement.includes('"users"."username" = $1'))
      expect(named).toHaveLength(1)
      expect(named[0]?.name).toMatch(/^q_[0-9a-f]{20}$/)
      expect(prepared.some((row) => row.statement.includes('without_values'))).toBe(false)
    })
  })
}
