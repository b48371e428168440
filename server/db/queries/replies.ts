import { eq } from 'drizzle-orm'
import type { Reply } from '../../../src/contract/schemas/reply'
import type { Tx } from '../types'
import { searchTextOf } from '../../lib/excerpt'
import { identities, posts } from '../schema'
import { threadIdentityFor } from './identities'
import { postColumns, type PostRow } from './rows'
import { boardOfThread, lockThread, recordActivity } from './thread-activity'

/** What a new post carries from its request: a reply's body, or a new thread's. */
export type PostBody = Pick<Reply, 'content' | 'whisper_tags' | 'index_tags' | 'category_tags' | 'content_warnings'>

/** Stores one post and reads it back with its secret identity, as answers show it. */
export async function insertPost(
  tx: Tx,
  options: { threadId: string; parentPostId: string | null; authorId: string; identityId: string; body: PostBody; createdAt: Date },
): Promise<PostRow> {
  const { body } = options
  const [inserted] = await tx
    .insert(posts)
    .values({
      threadId: options.threadId,
      boardId: boardOfThread(options.threadId),
      parentPostId: options.parentPostId,
      authorId: options.authorId,
      identityId: options.identityId,
      content: body.content,
      whisperTags: body.whisper_tags,
      indexTags: body.index_tags,
      categoryTags: body.category_tags,
      contentWarnings: body.content_warnings,
      createdAt: options.createdAt,
      // Its words for search, in the same statement: findable the moment it is committed.
      searchText: searchTextOf(body.content),
    })
    .returning({ id: posts.id })
  if (!inserted) throw new Error('The new post was not returned.')
  const [row] = await tx
    .select(postColumns)
    .from(posts)
    .innerJoin(identities, eq(identities.id, posts.identityId))
    .where(eq(posts.id, inserted.id))
  if (!row) throw new Error('The new post could not be read back.')
  return row
}

/**
 * Adds a reply under the user's thread identity and bumps the thread's activity, inside the
 * caller's transaction: a reply is never half-stored.
 */
export async function insertReply(
  tx: Tx,
  options: { parentPostId: string; threadId: string; realmId: string; userId: string; reply: Reply; now: Date },
): Promise<PostRow> {
  await lockThread(tx, options.threadId)
  const identityId = await threadIdentityFor(tx, options)
  const row = await insertPost(tx, {
    threadId: options.threadId,
    parentPostId: options.parentPostId,
    authorId: options.userId,
    identityId,
    body: options.reply,
    createdAt: options.now,
  })
  await recordActivity(tx, options.threadId, options.now)
  return row
}
