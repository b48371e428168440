// Test-only writes: rows a test needs that no request of the API makes (see lookups.ts).
import { and, eq, sql } from 'drizzle-orm'
import { boards, events, idempotencyKeys, mailOutbox, posts, realmMembers, uploads, users } from '../schema'
import type { Db, Tx } from '../types'

/** Adds a board to a realm, straight into the database. */
export async function insertBoard(db: Db, values: typeof boards.$inferInsert): Promise<string> {
  const [row] = await db.insert(boards).values(values).returning({ id: boards.id })
  if (!row) throw new Error('no board inserted')
  return row.id
}

/** Takes a user out of a realm, as an administrator would. */
export async function removeMember(db: Db, realmId: string, userId: string): Promise<void> {
  await db.delete(realmMembers).where(and(eq(realmMembers.realmId, realmId), eq(realmMembers.userId, userId)))
}

/** Puts a user back in a realm. */
export async function addMember(db: Db, realmId: string, userId: string, role: 'member' | 'moderator' = 'member'): Promise<void> {
  await db.insert(realmMembers).values({ realmId, userId, role }).onConflictDoNothing()
}

/** Many thread events at once, as a busy day would leave them (the backfill's limit is tested with them). */
export async function insertThreadEvents(db: Db, place: { threadId: string; boardId: string; postId: string }, count: number, at: Date) {
  const rows = Array.from({ length: count }, () => ({ kind: 'contribution', ...place, parentPostId: null, createdAt: at }))
  for (let start = 0; start < rows.length; start += 500) await db.insert(events).values(rows.slice(start, start + 500))
}

/** Makes events look older than they are, so that a sweep takes them. */
export async function ageEvents(db: Db, by: number): Promise<void> {
  await db.update(events).set({ createdAt: sql`${events.createdAt} - make_interval(secs => ${by / 1000})` })
}

/** Makes a post look as it did before search existed: no search words yet. */
export async function forgetSearchText(db: Db, postId: string): Promise<void> {
  await db.update(posts).set({ searchText: null }).where(eq(posts.id, postId))
}

/**
 * Holds the posts table from a connection of its own (PostgreSQL: the pool has several), so
 * that any read of it waits; answers the function that lets go.
 */
export async function holdPostsTable(db: Db): Promise<() => Promise<void>> {
  let letGo = () => {}
  const released = new Promise<void>((resolve) => (letGo = resolve))
  let taken = () => {}
  const lockTaken = new Promise<void>((resolve) => (taken = resolve))
  const holder = db.transaction(async (tx) => {
    await tx.execute(sql`lock table posts in access exclusive mode`)
    taken()
    await released
  })
  await Promise.race([lockTaken, holder])
  return async () => {
    letGo()
    await holder
  }
}

/** Renames a user straight in the database, past the rules a request would meet (a name no form would take). */
export async function setUsername(db: Db, userId: string, username: string): Promise<void> {
  await db.update(users).set({ username }).where(eq(users.id, userId))
}

/** The outbox's rows, oldest first: what was queued, settled, and why not. */
export async function outboxRows(db: Db) {
  return db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      attempts: mailOutbox.attempts,
      doneAt: mailOutbox.doneAt,
      lastError: mailOutbox.lastError,
    })
    .from(mailOutbox)
    .orderBy(mailOutbox.createdAt)
}

/** Makes the picture's uploads as old as those made before square copies were. */
export async function forgetSquares(db: Db, hash: string): Promise<void> {
  await db.update(uploads).set({ square: false }).where(eq(uploads.hash, hash))
}

/** From now on taking this user's daily digest fails in the database, as a fault would make it fail. */
export async function breakDigestOf(db: Db, userId: string): Promise<void> {
  await db.execute(
    sql.raw(`create or replace function digest_fault() returns trigger language plpgsql as $$
    begin
      if new.digest_taken_at is distinct from old.digest_taken_at and new.id = '${userId.replace(/[^0-9a-f-]/g, '')}' then
        raise exception 'a fault in this reader''s digest';
      end if;
      return new;
    end $$`),
  )
  await db.execute(sql`create trigger digest_fault before update on ${users} for each row execute function digest_fault()`)
}

/** Undoes breakDigestOf. */
export async function mendDigests(db: Db): Promise<void> {
  await db.execute(sql`drop trigger if exists digest_fault on ${users}`)
}

/** An answer kept under an Idempotency-Key, as a write's last statement keeps it (in `db`, a transaction still open, say). */
export async function keepAnswerRow(
  db: Db | Tx,
  request: { userId: string; key: string; requestHash: string },
  answer: { status: number; body: string },
  now: Date,
): Promise<void> {
  await db.insert(idempotencyKeys).values({ ...request, ...answer, createdAt: now })
}
