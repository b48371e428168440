import { and, count, countDistinct, eq, getTableName, is, isNotNull, isNull, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { testDatabaseKind } from '../test-queries/databases'
import { useTestServer } from '../../test/harness'
import { openDatabase } from '../open'
import { prepareDatabase } from './prepare'
import * as schema from '../schema'
import { boards, comments, posts, realms, threads } from '../schema'

const t = useTestServer()

async function threadsPerBoard() {
  return t.db
    .select({ slug: boards.slug, membersOnly: boards.membersOnly, realm: realms.slug, threads: count(threads.id) })
    .from(boards)
    .innerJoin(realms, eq(realms.id, boards.realmId))
    .leftJoin(threads, eq(threads.boardId, boards.id))
    .groupBy(boards.id, realms.slug)
}

describe('the demo seed', () => {
  it('has two realms, at least four demo boards, one of them members-only', async () => {
    const perBoard = await threadsPerBoard()
    const demo = perBoard.filter((board) => board.realm === 'demo')
    expect(demo.length).toBeGreaterThanOrEqual(4)
    expect(demo.some((board) => board.membersOnly)).toBe(true)
    expect(perBoard.filter((board) => board.realm === 'elsewhere')).toHaveLength(1)
  })

  it('has at least 60 threads, with one public board holding at least 45', async () => {
    const perBoard = await threadsPerBoard()
    expect(perBoard.reduce((sum, board) => sum + board.threads, 0)).toBeGreaterThanOrEqual(60)
    expect(perBoard.some((board) => !board.membersOnly && board.threads >= 45)).toBe(true)
  })

  it('has bo starting a thread on every public board', async () => {
    const perBoard = await threadsPerBoard()
    const publicBoards = perBoard.filter((b) => !b.membersOnly)
    expect(publicBoards.length).toBeGreaterThanOrEqual(3)
    for (const board of publicBoards) {
      const authors = (await t.threadsOn(board.slug)).map((thread) => thread.starterAuthor)
      expect(authors, board.slug).toContain('bo')
    }
  })

  it('has gallery threads, and categories shared by several threads', async () => {
    const [gallery] = await t.db.select({ n: count() }).from(threads).where(eq(threads.defaultView, 'gallery'))
    expect(gallery?.n).toBeGreaterThanOrEqual(3)
    const categories = await t.db
      .select({ category: sql<string>`unnest(${posts.categoryTags})`.as('category') })
      .from(posts)
      .where(isNull(posts.parentPostId))
    const uses = new Map<string, number>()
    for (const { category } of categories) uses.set(category, (uses.get(category) ?? 0) + 1)
    expect([...uses.values()].filter((n) => n >= 3).length).toBeGreaterThanOrEqual(5)
    for (const category of uses.keys()) expect(category).toBe(category.toLowerCase())
  })

  it('has a big thread of 1,000+ contributions and 3,000+ comments, with chains and comment replies', async () => {
    const big = await t.bigThread()
    expect(big.count).toBeGreaterThanOrEqual(1000)
    const [stats] = await t.db
      .select({
        total: count(),
        chained: sql<number>`count(*) filter (where ${isNotNull(comments.chainParentId)})`.mapWith(Number),
        replies: sql<number>`count(*) filter (where ${isNotNull(comments.parentCommentId)})`.mapWith(Number),
      })
      .from(comments)
      .where(eq(comments.threadId, big.id))
    expect(stats?.total).toBeGreaterThanOrEqual(3000)
    expect(stats?.chained).toBeGreaterThan(50)
    expect(stats?.replies).toBeGreaterThan(50)
  })

  it('has rich starters: bold, links, lists, quotes and images from public/', async () => {
    const starters = await t.db.select({ content: posts.content }).from(posts).where(isNull(posts.parentPostId))
    const all = starters.map((s) => s.content).join('\n')
    for (const mark of [
      '"bold":true',
      '"link":"https://',
      '"list":"bullet"',
      '"list":"ordered"',
      '"blockquote":true',
      '"image":"/images/',
    ]) {
      expect(all, mark).toContain(mark)
    }
    const warned = await t.db
      .select({ n: count() })
      .from(posts)
      .where(and(isNull(posts.parentPostId), sql`cardinality(${posts.contentWarnings}) > 0`))
    expect(warned[0]?.n).toBeGreaterThan(0)
  })

  it('has posts by at least ten authors', async () => {
    const [distinctAuthors] = await t.db.select({ n: countDistinct(posts.authorId) }).from(posts)
    expect(distinctAuthors?.n).toBeGreaterThanOrEqual(10)
  })
})

// It seeds in-memory PGlite databases of its own: run once, in the PGlite project, not
// repeated as is by the PostgreSQL one.
if (testDatabaseKind() === 'pglite') {
  describe('seeding twice', () => {
    // Links into the demo data must keep working across fresh installs, made on different days.
    it('makes the same rows, ids included, with the same times before its `now`', { timeout: 120_000 }, async () => {
      const first = await seedFresh(new Date('2026-01-10T12:00:00.000Z'))
      const second = await seedFresh(new Date('2026-03-05T08:30:00.000Z'))
      expect(first.get('users')?.length).toBeGreaterThan(0)
      expect([...second.keys()]).toEqual([...first.keys()])
      for (const [table, rows] of first) expect(second.get(table), table).toEqual(rows)
    })
  })
}

/**
 * Seeds a fresh in-memory database as of `now` and reads every table back, in a stable order.
 * Times become "ms before now", so two seeds made at different moments compare equal;
 * password hashes are left out, being salted afresh each time.
 */
async function seedFresh(now: Date): Promise<Map<string, unknown[]>> {
  const database = await openDatabase({ kind: 'pglite' })
  try {
    const { seeded } = await prepareDatabase(database, { seed: 'demo', now })
    expect(seeded).toBe(true)
    const tables = new Map<string, unknown[]>()
    for (const table of Object.values(schema).filter((value) => is(value, PgTable))) {
      const rows = await database.db.select().from(table)
      tables.set(getTableName(table), inContentOrder(rows.map((row) => relativeTo(now, row))))
    }
    return tables
  } finally {
    await database.close()
  }
}

function relativeTo(now: Date, row: Record<string, unknown>): Record<string, unknown> {
  const { passwordHash: _salted, ...kept } = row
  return Object.fromEntries(
    Object.entries(kept).map(([column, value]) => [column, value instanceof Date ? now.getTime() - value.getTime() : value]),
  )
}

/** Rows sorted by what they hold: a select without ORDER BY promises no order. */
function inContentOrder(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  const keyed = rows.map((row) => ({ key: JSON.stringify(row), row }))
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  return keyed.map(({ row }) => row)
}
