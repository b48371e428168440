/**
 * Where a composer is open on a thread page: a reply to a contribution, or a comment on one
 * (maybe answering one of its comments). `to` names whom it answers, for the composer's title.
 * Shared by the thread page, which places the composer, and the writing feature, which fills it.
 */
export type ComposerTarget =
  { kind: 'reply'; postId: string; to: string } | { kind: 'comment'; postId: string; replyToCommentId?: string; to: string }

/** What was posted, for the page to bring into view: a contribution, or a comment's first part. */
export type Posted = { kind: 'reply'; postId: string; parentId: string } | { kind: 'comment'; postId: string; commentId: string }

/** The comment a target answers, if it answers one. */
export const answeredComment = (target: ComposerTarget) => (target.kind === 'comment' ? target.replyToCommentId : undefined)
