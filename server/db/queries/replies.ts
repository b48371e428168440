import type { Reply } from '../../../src/contract/schemas/reply'
import type { Tx } from '../types'
import { searchTextOf } from '../../lib/excerpt'
import { posts } from '../schema'
import { lockedThreadIdentity, type HeldIdentity } from './identities'
import { postOwnColumns, type PostRow } from './rows'
import { boardOfThread, type ThreadBump } from './thread-activity'

/** What a new post carries from its request: a reply's body, or a new thread's. */
export type PostBody = Pick<Reply, 'content' | 'whisper_tags' | 'index_tags' | 'category_tags' | 'content_warnings'>

/** Stores one post and answers it as answers show it, its identity as held. */
export async function insertPost(
  tx: Tx,
  options: { threadId: string; parentPostId: string | null; authorId: string; identity: HeldIdentity; body: PostBody; createdAt: Date },
): Promise<PostRow> {
  const { body } = options
  const [inserted] = await tx
    .insert(posts)
    .values({
      threadId: options.threadId,
      boardId: boardOfThread(options.threadId),
      parentPostId: options.parentPostId,
      authorId: options.authorId,
      identityId: options.identity.id,
      content: body.content,
      whisperTags: body.whisper_tags,
      indexTags: body.index_tags,
      categoryTags: body.category_tags,
      contentWarnings: body.content_warnings,
      createdAt: options.createdAt,
      // Its words for search, in the same statement: findable the moment it is committed.
      searchText: searchTextOf(body.content),
    })
    .returning(postOwnColumns)
  if (!inserted) throw new Error('The new post was not returned.')
  return { ...inserted, identity: options.identity.shown }
}

/**
 * Adds a reply under the user's thread identity and bumps the thread's activity, inside the
 * caller's transaction: a reply is never half-stored. Answers the reply, the identity's id and
 * the thread's row as the reply left it.
 */
export async function insertReply(
  tx: Tx,
  options: { parentPostId: string; threadId: string; realmId: string; userId: string; reply: Reply; now: Date },
): Promise<{ post: PostRow; identityId: string; bump: ThreadBump | undefined }> {
  const { identity, bump } = await lockedThreadIdentity(tx, { ...options, lockedAt: options.now })
  const post = await insertPost(tx, {
    threadId: options.threadId,
    parentPostId: options.parentPostId,
    authorId: options.userId,
    identity,
    body: options.reply,
    createdAt: options.now,
  })
  return { post, identityId: identity.id, bump }
}
