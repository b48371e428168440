/**
 * Where a composer is open on a thread page: a reply to a contribution, a comment on one
 * (maybe answering one of its comments), or an edit of the reader's own post or comment, in
 * its place. `to` names whom it answers (or whose words are edited), for the composer's title;
 * `postId` is the contribution it is on. Shared by the thread page, which places the composer,
 * and the writing feature, which fills it.
 */
export type ComposerTarget =
  | { kind: 'reply'; postId: string; to: string }
  | { kind: 'comment'; postId: string; replyToCommentId?: string; to: string }
  | { kind: 'edit'; words: 'post' | 'comment'; id: string; postId: string; to: string }

/**
 * What was written, for the page to bring into view: a contribution, a comment's first part,
 * or words edited in place (`commentId` when a comment's).
 */
export type Posted =
  | { kind: 'reply'; postId: string; parentId: string }
  | { kind: 'comment'; postId: string; commentId: string }
  | { kind: 'edited'; postId: string; commentId?: string }

/** The comment a target answers, if it answers one. */
export const answeredComment = (target: ComposerTarget) => (target.kind === 'comment' ? target.replyToCommentId : undefined)

/** Whether `target` edits these words (a post's, or a comment's by its id). */
export const isEditing = (target: ComposerTarget | null | undefined, words: 'post' | 'comment', id: string) =>
  target?.kind === 'edit' && target.words === words && target.id === id
