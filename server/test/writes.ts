import { newCommentsResponseSchema, type NewCommentsInput } from '../../src/contract/schemas/new-comments'
import type { NewThreadInput } from '../../src/contract/schemas/new-thread'
import { threadSchema } from '../../src/contract/schemas/thread'
import { commentsOn, keysOf, postsIn, threadsOn } from '../db/test-queries/counts'
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
  postsIn: (t: TestServer, threadId: string) => postsIn(t.db, threadId),
  commentsOn: (t: TestServer, postId: string) => commentsOn(t.db, postId),
  threadsOn: (t: TestServer, boardId: string) => threadsOn(t.db, boardId),
  keysOf: async (t: TestServer, username: string, key?: string) => keysOf(t.db, await t.userId(username), key),
}
