import { and, count, eq } from 'drizzle-orm'
import { newCommentsResponseSchema, type NewCommentsInput } from '../../src/api/schemas/new-comments'
import type { NewThreadInput } from '../../src/api/schemas/new-thread'
import { threadSchema } from '../../src/api/schemas/thread'
import { comments, idempotencyKeys, posts, threads } from '../db/schema'
import type { TestServer } from './harness'
import { deltaOf } from './replies'

/** A comments body: one part per text. */
export function commentsBody(texts: string[], replyTo?: string): NewCommentsInput {
  return { contents: texts.map(deltaOf), ...(replyTo ? { reply_to_comment_id: replyTo } : {}) }
}

/** Posts comments and returns them; fails the test if they are refused. */
export async function comment(t: TestServer, token: string, postId: string, texts: string[], replyTo?: string) {
  const answer = await t.request(`/posts/${postId}/comments`, { method: 'POST', token, json: commentsBody(texts, replyTo) })
  if (answer.status !== 200) throw new Error(`comments refused: ${answer.status} ${answer.text}`)
  return answer.as(newCommentsResponseSchema).comments
}

/** A valid new-thread body with the given text. */
export function newThreadBody(text: string, extra: Partial<NewThreadInput> = {}): NewThreadInput {
  return { content: deltaOf(text), whisper_tags: [], index_tags: [], category_tags: [], content_warnings: [], ...extra }
}

/** Starts a thread and returns it; fails the test if it is refused. */
export async function startThread(t: TestServer, token: string, boardId: string, body: NewThreadInput) {
  const answer = await t.request(`/boards/${boardId}`, { method: 'POST', token, json: body })
  if (answer.status !== 200) throw new Error(`new thread refused: ${answer.status} ${answer.text}`)
  return answer.as(threadSchema)
}

/** Row counts straight from the database: what a write really stored. */
export const stored = {
  async postsIn(t: TestServer, threadId: string) {
    const [row] = await t.db.select({ n: count() }).from(posts).where(eq(posts.threadId, threadId))
    return row?.n ?? 0
  },
  async commentsOn(t: TestServer, postId: string) {
    const [row] = await t.db.select({ n: count() }).from(comments).where(eq(comments.postId, postId))
    return row?.n ?? 0
  },
  async threadsOn(t: TestServer, boardId: string) {
    const [row] = await t.db.select({ n: count() }).from(threads).where(eq(threads.boardId, boardId))
    return row?.n ?? 0
  },
  async keysOf(t: TestServer, username: string, key?: string) {
    const userId = await t.userId(username)
    const [row] = await t.db
      .select({ n: count() })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), key === undefined ? undefined : eq(idempotencyKeys.key, key)))
    return row?.n ?? 0
  },
}
