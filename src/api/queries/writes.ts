import { apiRequest } from '../client'
import { type NewCommentsInput } from '../../contract/schemas/new-comments'
import { type NewThreadInput } from '../../contract/schemas/new-thread'
import { type ReplyInput } from '../../contract/schemas/reply'

/**
 * The writes: replies, comments, new threads. Each carries the `Idempotency-Key` of the
 * click of "Post" that made it (design: extensions): a retry of the same click sends the
 * same key, and a server that already has that post answers it again instead of posting it
 * twice. Servers that ignore the header still work; a retry there may post twice.
 */
const posting = (idempotencyKey: string, body: unknown) =>
  ({ method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } }) as const

export const writeMutations = {
  /** 8. POST /posts/{post_id}/contributions. */
  reply: (postId: string, reply: ReplyInput, idempotencyKey: string) =>
    apiRequest(`/posts/${encodeURIComponent(postId)}/contributions`, 'reply', posting(idempotencyKey, reply)),
  /** POST /posts/{post_id}/comments (extension): one comment, or a chain of parts. */
  comment: (postId: string, comments: NewCommentsInput, idempotencyKey: string) =>
    apiRequest(`/posts/${encodeURIComponent(postId)}/comments`, 'newComments', posting(idempotencyKey, comments)),
  /** POST /boards/{board_id} (extension): a new thread, answered whole. */
  startThread: (boardId: string, thread: NewThreadInput, idempotencyKey: string) =>
    apiRequest(`/boards/${encodeURIComponent(boardId)}`, 'thread', posting(idempotencyKey, thread)),
}
