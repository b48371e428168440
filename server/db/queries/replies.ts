import { eq, sql } from 'drizzle-orm'
import type { Reply } from '../../../src/api/schemas/reply'
import type { Db } from '../open'
import { identities, posts, threads } from '../schema'
import { threadIdentityFor } from './identities'
import { postColumns, type PostRow } from './present'

/** The post a reply answers, with the thread it belongs to. */
export async function findPost(db: Db, postId: string) {
  const [row] = await db.select({ id: posts.id, threadId: posts.threadId }).from(posts).where(eq(posts.id, postId))
  return row
}

/**
 * Adds a reply under the user's thread identity and bumps the thread's activity, in one
 * transaction: a reply is never half-stored. The thread's row is locked first, so two
 * first replies cannot draw the same free identity and activity never moves backwards.
 */
export function insertReply(
  db: Db,
  options: { parentPostId: string; threadId: string; realmId: string; userId: string; reply: Reply; now: Date },
): Promise<PostRow> {
  const { reply, now } = options
  return db.transaction(async (tx) => {
    await tx.select({ id: threads.id }).from(threads).where(eq(threads.id, options.threadId)).for('update')
    const identityId = await threadIdentityFor(tx, options)
    const [inserted] = await tx
      .insert(posts)
      .values({
        threadId: options.threadId,
        parentPostId: options.parentPostId,
        authorId: options.userId,
        identityId,
        content: reply.content,
        whisperTags: reply.whisper_tags,
        indexTags: reply.index_tags,
        categoryTags: reply.category_tags,
        contentWarnings: reply.content_warnings,
        createdAt: now,
      })
      .returning({ id: posts.id })
    if (!inserted) throw new Error('The new post was not returned.')
    await tx
      .update(threads)
      .set({
        lastActivityAt: sql`greatest(${threads.lastActivityAt}, ${now.toISOString()}::timestamptz)`,
        revision: sql`${threads.revision} + 1`,
      })
      .where(eq(threads.id, options.threadId))
    const [row] = await tx
      .select(postColumns)
      .from(posts)
      .innerJoin(identities, eq(identities.id, posts.identityId))
      .where(eq(posts.id, inserted.id))
    if (!row) throw new Error('The new post could not be read back.')
    return row
  })
}
