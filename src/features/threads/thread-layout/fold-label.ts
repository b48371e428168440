import { plural } from '../../../lib/plural'

/** "2 replies and 3 comments", "1 comment": what folding a contribution away hides. */
export function hiddenThings(replies: number, comments: number): string {
  const parts = [replies > 0 && plural(replies, 'reply', 'replies'), comments > 0 && plural(comments, 'comment')].filter(Boolean)
  return parts.join(' and ')
}
