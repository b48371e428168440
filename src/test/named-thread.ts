import { type Comment } from '../contract/schemas/comment'
import { type Contribution } from '../contract/schemas/contribution'
import { comment, contribution, fullThread } from './builders'

/* A small thread whose items have names, for the tests of what is drawn from a thread's tree. */

export const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 12, minute)).toISOString()
export const reply = (parent: Contribution, minute: number, extra: Partial<Contribution> = {}) =>
  contribution({ parent_post_id: parent.id, created_at: at(minute), ...extra })
export const commentOn = (post: Contribution, minute: number, extra: Partial<Comment> = {}) =>
  comment(post.id, { created_at: at(minute), ...extra })

/** A small thread with names for every item, so expectations read as a picture. */
export function namedThread() {
  const starter = contribution({ created_at: at(0) })
  const a = reply(starter, 10)
  const b = reply(starter, 5) // older than a: comes first
  const a1 = reply(a, 20)
  const a1x = reply(a1, 30)
  const posts = [a, b, a1, a1x]
  const c1 = commentOn(a, 11)
  const c2 = commentOn(a, 12, { chain_parent_id: c1.id })
  const c3 = commentOn(a, 13, { chain_parent_id: c2.id })
  const answer = commentOn(a, 14, { parent_comment_id: c2.id })
  const other = commentOn(a, 15)
  const s1 = commentOn(starter, 1)
  const comments = { [a.id]: [other, c3, answer, c1, c2], [starter.id]: [s1] }
  const thread = fullThread({ starter: { ...starter }, posts })
  const full = { ...thread, starter, posts: [starter, ...posts], comments }
  const names = new Map(Object.entries({ starter, a, b, a1, a1x, c1, c2, c3, answer, other, s1 }).map(([name, item]) => [item.id, name]))
  return { thread: full, names, starter, a, b, a1, a1x, c1, c3, answer }
}
