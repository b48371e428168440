import { queryOptions } from '@tanstack/react-query'
import { ApiError, apiRequest, readAnswer } from '../client'
import { type Comment } from '../../contract/schemas/comment'
import { type Contribution } from '../../contract/schemas/contribution'
import { type CommentEdit, type PostEdit } from '../../contract/schemas/edits'
import { revisionTag } from '../../contract/schemas/own-words'

/** What was written: a contribution (a post) or a comment. */
export type WordsKind = 'post' | 'comment'

const path = (kind: WordsKind, id: string, rest = '') => `/${kind === 'post' ? 'posts' : 'comments'}/${encodeURIComponent(id)}${rest}`

export const revisionQueries = {
  /** GET /posts/{post_id}/revisions or /comments/{comment_id}/revisions: its versions, newest first. */
  of: (kind: WordsKind, id: string) =>
    queryOptions({
      queryKey: ['revisions', kind, id] as const,
      queryFn: ({ signal }) => apiRequest(path(kind, id, '/revisions'), 'revisions', { signal }),
    }),
}

/** An edit refused because the words changed after the revision it was written against (412): `current` is how they stand now. */
export class EditConflict extends ApiError {
  constructor(
    message: string,
    readonly current: Contribution | Comment,
  ) {
    super(412, message)
    this.name = 'EditConflict'
  }
}

/** A 412 read into an EditConflict (its body checked like any answer); every other outcome as it came. */
async function unlessStale<T>(kind: WordsKind, edit: Promise<T>): Promise<T> {
  try {
    return await edit
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 412) throw error
    const body = await readAnswer(412, kind === 'post' ? 'postEditConflict' : 'commentEditConflict', error.body)
    throw new EditConflict(body.message, 'contribution' in body ? body.contribution : body.comment)
  }
}

const editing = (body: unknown, revision: number) => ({ method: 'PATCH', body, headers: { 'If-Match': revisionTag(revision) } }) as const

/**
 * Editing and deleting one's own words (design.md, "Own words"). An edit names the revision it
 * was written against: when the words changed since, it is refused with them (EditConflict)
 * and nothing is overwritten. A deletion sent twice is answered 204 twice.
 */
export const ownWordsMutations = {
  /** PATCH /posts/{post_id}: the contribution as edited. */
  editPost: (postId: string, edit: PostEdit, revision: number) =>
    unlessStale('post', apiRequest(path('post', postId), 'contribution', editing(edit, revision))),
  /** PATCH /comments/{comment_id}: the comment as edited. */
  editComment: (commentId: string, edit: CommentEdit, revision: number) =>
    unlessStale('comment', apiRequest(path('comment', commentId), 'comment', editing(edit, revision))),
  /** DELETE /posts/{post_id} or /comments/{comment_id}; it may be sent as the page closes. */
  delete: (kind: WordsKind, id: string) => apiRequest(path(kind, id), 'nothing', { method: 'DELETE', keepalive: true }),
}
