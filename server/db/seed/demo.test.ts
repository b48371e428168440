import { and, count, countDistinct, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useTestServer } from '../../test/harness'
import { boards, comments, posts, realms, threads, users } from '../schema'

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
    for (const mark of ['"bold":true', '"link":"https://', '"list":"bullet"', '"list":"ordered"', '"blockquote":true', '"image":"/images/']) {
      expect(all, mark).toContain(mark)
    }
    const warned = await t.db
      .select({ n: count() })
      .from(posts)
      .where(and(isNull(posts.parentPostId), sql`cardinality(${posts.contentWarnings}) > 0`))
    expect(warned[0]?.n).toBeGreaterThan(0)
  })

  it('makes the same ids on every install', async () => {
    const [demo] = await t.db.select({ id: realms.id }).from(realms).where(eq(realms.slug, 'demo'))
    const [ada] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'ada'))
    // Fixed by the seed's generator: links into the demo data keep working across fresh installs.
    expect(demo?.id).toBe('e9159722-211e-4492-8aa8-08f3a26cc01c')
    expect(ada?.id).toBe('b58f93c5-e752-4a3d-b848-9e5dc516822b')
    const [distinctAuthors] = await t.db.select({ n: countDistinct(posts.authorId) }).from(posts)
    expect(distinctAuthors?.n).toBeGreaterThanOrEqual(10)
  })
})
