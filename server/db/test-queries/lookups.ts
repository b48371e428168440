// Test-only reads: what the tests look up by name, and what a write really stored. Tests ask
// the database through these, so every line of SQL stays under server/db/ (docs/architecture.md);
// production code may not import this folder (eslint.config.js serverTests).
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm'
import { boards, comments, idempotencyKeys, posts, realms, threadIdentities, threads, threadUserStates, users } from '../schema'
import type { Db } from '../types'

function found<T>(row: T | undefined, what: string): T {
  if (!row) throw new Error(`no ${what}`)
  return row
}

export async function userIdOf(db: Db, username: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username))
  return found(row, `user ${username}`).id
}

export async function realmIdOf(db: Db, slug: string): Promise<string> {
  const [row] = await db.select({ id: realms.id }).from(realms).where(eq(realms.slug, slug))
  return found(row, `realm ${slug}`).id
}

export async function boardIdOf(db: Db, slug: string): Promise<string> {
  const [row] = await db.select({ id: boards.id }).from(boards).where(eq(boards.slug, slug))
  return found(row, `board ${slug}`).id
}

/** Threads of a board, newest activity first, with their starter's id and author. */
export function threadsOnBoard(db: Db, boardSlug: string) {
  return db
    .select({ id: threads.id, starterId: posts.id, starterAuthor: users.username })
    .from(threads)
    .innerJoin(boards, eq(boards.id, threads.boardId))
    .innerJoin(posts, and(eq(posts.threadId, threads.id), isNull(posts.parentPostId)))
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(eq(boards.slug, boardSlug))
    .orderBy(desc(threads.lastActivityAt), desc(threads.id))
}

/** The thread with the most contributions, and how many it has. */
export async function biggestThread(db: Db): Promise<{ id: string; count: number }> {
  const [row] = await db
    .select({ id: posts.threadId, count: sql<number>`count(*)`.mapWith(Number) })
    .from(posts)
    .groupBy(posts.threadId)
    .orderBy(desc(sql`count(*)`))
    .limit(1)
  return found(row, 'threads')
}

/** Who wrote each post and comment of a thread: id → author's user id. */
export async function authorsIn(db: Db, threadId: string): Promise<Map<string, string>> {
  const byTable = (table: typeof posts | typeof comments) =>
    db.select({ id: table.id, authorId: table.authorId }).from(table).where(eq(table.threadId, threadId))
  return new Map([...(await byTable(posts)), ...(await byTable(comments))].map((row) => [row.id, row.authorId]))
}

/** The threads in which a user holds a secret identity. */
export async function threadsWithIdentityOf(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db.select({ threadId: threadIdentities.threadId }).from(threadIdentities).where(eq(threadIdentities.userId, userId))
  return new Set(rows.map((row) => row.threadId))
}

/** The threads a user has starred. */
export async function starredBy(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: threadUserStates.threadId })
    .from(threadUserStates)
    .where(and(eq(threadUserStates.userId, userId), eq(threadUserStates.starred, true)))
  return rows.map((row) => row.id)
}

/** Each board of a realm in the realm's order, with its threads counted and its newest activity. */
export async function boardsCounted(db: Db, realmId: string) {
  const rows = await db
    .select({ id: boards.id, slug: boards.slug })
    .from(boards)
    .where(eq(boards.realmId, realmId))
    .orderBy(asc(boards.position), asc(boards.slug))
  return Promise.all(
    rows.map(async (board) => {
      const [counted] = await db.select({ n: count() }).from(threads).where(eq(threads.boardId, board.id))
      const [newest] = await db
        .select({ at: threads.lastActivityAt })
        .from(threads)
        .where(eq(threads.boardId, board.id))
        .orderBy(desc(threads.lastActivityAt))
        .limit(1)
      return { id: board.id, slug: board.slug, threadCount: counted?.n ?? 0, lastActivityAt: newest?.at ?? null }
    }),
  )
}

/** The answer kept for a user's idempotency key, as stored. */
export async function keptAnswer(db: Db, userId: string, key: string) {
  const [row] = await db
    .select({ status: idempotencyKeys.status, body: idempotencyKeys.body })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
  return row
}

/** A post's or a comment's search document, as PostgreSQL writes it (`'word':3A …`). */
export async function searchDocumentOf(db: Db, table: 'posts' | 'comments', id: string): Promise<string> {
  const from = table === 'posts' ? posts : comments
  const [row] = await db
    .select({ document: sql<string>`${from.searchDocument}::text` })
    .from(from)
    .where(eq(from.id, id))
  return found(row, `${table} row ${id}`).document
}

/** The ids of the posts and comments whose search document matches `query` (websearch syntax). */
export async function matchingIds(db: Db, query: string): Promise<string[]> {
  const match = (table: typeof posts | typeof comments) =>
    db
      .select({ id: table.id })
      .from(table)
      .where(sql`${table.searchDocument} @@ websearch_to_tsquery('teahouse', ${query})`)
  return [...(await match(posts)), ...(await match(comments))].map((row) => row.id)
}
