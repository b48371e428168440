import { eq, sql } from 'drizzle-orm'
import type pg from 'pg'
import { describe, expect, it } from 'vitest'
import { users } from './schema'
import { openPool } from './pool'
import { postgresUrl, testDatabaseKind } from './test-queries/databases'
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

  describe('a pipelined connection', () => {
    /** What `client` sent and was answered, in order: each statement sent, each answer's end. */
    function talkOf(client: pg.PoolClient): string[] {
      const talk: string[] = []
      const connection = (client as unknown as { connection: { on: (event: string, listener: () => void) => void } }).connection
      connection.on('readyForQuery', () => talk.push('answered'))
      const query = client.query.bind(client) as (...args: unknown[]) => unknown
      Object.assign(client, {
        query: (config: unknown, ...rest: unknown[]) => {
          talk.push(typeof config === 'string' ? config : (config as { text: string }).text)
          return query(config, ...rest)
        },
      })
      return talk
    }

    it("sends a transaction's BEGIN with its first statements, and statements sent together before any answer", async () => {
      const pool = openPool(postgresUrl(), 1, {}, { named: true, pipelined: true })
      try {
        const client = await pool.connect()
        const talk = talkOf(client)
        try {
          await client.query('begin')
          const answers = await Promise.all([client.query('select $1::int as n', [1]), client.query('select $1::int as n', [2])])
          await client.query('commit')
          expect(answers.map((answer) => (answer.rows[0] as { n: number }).n)).toEqual([1, 2])
        } finally {
          client.release()
        }
        expect(talk).toEqual([
          'begin',
          'select $1::int as n',
          'select $1::int as n',
          'answered',
          'answered',
          'answered',
          'commit',
          'answered',
        ])
      } finally {
        await pool.end()
      }
    })

    it('fails the statement sent after a BEGIN that failed, with its error, and loses no rejection meanwhile', async () => {
      const pool = openPool(postgresUrl(), 1, {}, { pipelined: true })
      try {
        const client = await pool.connect()
        try {
          await client.query('begin')
          await expect(client.query('select 1 / 0 as never')).rejects.toThrow(/division by zero/)
          // Refused (the transaction failed), yet answered at once: the refusal comes with the next statement.
          await expect(client.query('begin')).resolves.toMatchObject({ command: 'BEGIN' })
          await new Promise((resolve) => setTimeout(resolve, 50))
          await expect(client.query('select 1 as one')).rejects.toThrow(/current transaction is aborted/)
          await client.query('rollback')
        } finally {
          client.release()
        }
      } finally {
        await pool.end()
      }
    })
  })
}
