import { apiRequest } from '../client'
import { replyResponseSchema, type ReplyInput } from '../schemas/reply'

export const contributionMutations = {
  /** 8. POST /posts/{post_id}/contributions. */
  reply: (postId: string, reply: ReplyInput) =>
    apiRequest(`/posts/${encodeURIComponent(postId)}/contributions`, replyResponseSchema, {
      method: 'POST',
      body: reply,
    }),
}
