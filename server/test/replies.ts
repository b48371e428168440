import { replyResponseSchema, type ReplyInput } from '../../src/contract/schemas/reply'
import type { TestServer } from './harness'

/** A one-line delta, as a content string. */
export function deltaOf(text: string): string {
  return JSON.stringify({ ops: [{ insert: `${text}\n` }] })
}

/** A valid reply body with the given text. */
export function replyBody(text: string, extra: Partial<ReplyInput> = {}): ReplyInput {
  return {
    content: deltaOf(text),
    whisper_tags: [],
    index_tags: [],
    category_tags: [],
    content_warnings: [],
    ...extra,
  }
}

/** Posts a reply and returns the new contribution; fails the test if it is refused. */
export async function reply(t: TestServer, token: string, postId: string, text: string, extra: Partial<ReplyInput> = {}) {
  const answer = await t.request(`/posts/${postId}/contributions`, { method: 'POST', token, json: replyBody(text, extra) })
  if (answer.status !== 200) throw new Error(`reply refused: ${answer.status} ${answer.text}`)
  return answer.as(replyResponseSchema).contribution
}
