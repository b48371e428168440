import type { Comment } from '../../src/contract/schemas/comment'
import type { Contribution } from '../../src/contract/schemas/contribution'
import type { CommentEdit, PostEdit } from '../../src/contract/schemas/edits'
import type { RevisionsResponse } from '../../src/contract/schemas/own-words'
import { findCommentPost } from '../db/queries/comments'
import {
  bumpThreadRevision,
  commentCountOf,
  eraseComment,
  findCommentWords,
  findPostWords,
  erasePost,
  keepRevision,
  lockCommentForEdit,
  lockPostForEdit,
  NO_TAGS,
  revisionsOf,
  rewriteComment,
  rewritePost,
  setPostExcerpts,
  tagsOf,
  type RevisionRow,
} from '../db/queries/own-words'
import { findPostPlace, type ThreadPlace } from '../db/queries/places'
import type { CommentRow, PostRow } from '../db/queries/rows'
import { referenceUploads } from '../db/queries/uploads'
import type { Db, Tx } from '../db/types'
import { ApiError, messages } from '../lib/api-error'
import { excerptOf } from '../lib/excerpt'
import { uploadHashesIn } from '../lib/uploads-in-delta'
import { assertCanRead, assertCanWrite } from './permissions'
import { authorLens, hiddenFrom, readerLens, toComment, toContribution } from './present'
import type { Viewer } from './viewer'
import type { ViewerFacts } from './viewer-facts'
import { recordWordsChange, refreshChainExcerpts } from './what-happened'
import type { RevisionCache } from '../cache/revision-cache'
import { keepEditedPost, type ThreadParts } from './thread-answers'

/**
 * An edit within this long of the version before it replaces that version in the history
 * instead of adding one (Discourse's editing grace period), and one within this long of posting
 * leaves `edited_at` null: a quick fix is not news (docs/decisions/051).
 */
export const EDIT_GRACE_MS = 5 * 60_000

/** An edit was written against an older revision: the answer carries the current one (412). */
export class StaleEdit extends ApiError {
  constructor(readonly current: { contribution: Contribution } | { comment: Comment }) {
    super(412, messages.editStale)
  }
}

export interface OwnWordsSources {
  db: Db
  now: () => Date
  facts: ViewerFacts
  /** The threads' parts this process keeps for readers: an edited post is put into them in place. */
  threadParts: RevisionCache<ThreadParts>
}

/** When the version an edit replaces was written: the last edit's time, or the posting's. */
const versionTime = (row: PostRow | CommentRow) => row.editedAt ?? row.createdAt

/**
 * What the next version's revision and `edited_at` are. Every edit takes the next revision (the
 * next edit's If-Match); within the grace the replaced version is not kept in the history, and
 * within the grace after posting the words do not say "edited".
 */
function nextVersion(row: PostRow | CommentRow, now: Date) {
  const quickFix = now.getTime() - versionTime(row).getTime() < EDIT_GRACE_MS
  const editedAt = quickFix && row.editedAt === null ? null : now
  return { revision: row.revision + 1, editedAt, keepReplaced: !quickFix }
}

/**
 * Editing and deleting one's own contributions and comments (design.md, "Own words"). Who may
 * is checked twice: the place before the transaction (404, then the realm's rules: 401, 403),
 * the author and the revision inside it, on the locked row, so that of two edits written
 * against one revision exactly one is taken.
 */
export class OwnWords {
  constructor(private readonly sources: OwnWordsSources) {}

  private async placeOfPost(viewer: Viewer, postId: string): Promise<ThreadPlace> {
    const place = await findPostPlace(this.sources.db, postId)
    if (!place) throw new ApiError(404, messages.postNotFound(postId))
    await assertCanWrite(this.sources.facts, viewer, place, { read: messages.threadAccessForbidden, write: messages.editForbidden })
    return place
  }

  private async placeOfComment(viewer: Viewer, commentId: string): Promise<{ place: ThreadPlace; postId: string }> {
    const postId = await findCommentPost(this.sources.db, commentId)
    const place = postId ? await findPostPlace(this.sources.db, postId) : undefined
    if (!postId || !place) throw new ApiError(404, messages.commentNotFound(commentId))
    await assertCanWrite(this.sources.facts, viewer, place, { read: messages.threadAccessForbidden, write: messages.editForbidden })
    return { place, postId }
  }

  async editPost(viewer: Viewer, postId: string, ifMatch: number, edit: PostEdit): Promise<Contribution> {
    const place = await this.placeOfPost(viewer, postId)
    const edited = await this.sources.db.transaction(async (tx) => {
      const row = await this.lockedPost(tx, viewer, postId)
      if (row.deleted) throw new ApiError(404, messages.editDeleted)
      if (row.revision !== ifMatch) throw new StaleEdit({ contribution: await this.answerPost(tx, viewer, row) })
      const now = this.sources.now()
      const next = nextVersion(row, now)
      if (next.keepReplaced) {
        await keepRevision(tx, { postId }, { revision: row.revision, content: row.content, tags: tagsOf(row), createdAt: versionTime(row) })
      }
      const tags = {
        whisper_tags: edit.whisper_tags ?? row.whisperTags,
        index_tags: edit.index_tags ?? row.indexTags,
        category_tags: edit.category_tags ?? row.categoryTags,
        content_warnings: edit.content_warnings ?? row.contentWarnings,
      }
      const content = edit.content ?? row.content
      await rewritePost(tx, postId, { content, tags, revision: next.revision, editedAt: next.editedAt })
      // Earlier versions keep their pictures: the history shows them until the post is deleted.
      await referenceUploads(tx, { postId }, uploadHashesIn(content))
      // A removed post's words stay out of others' notifications however its author edits it.
      await setPostExcerpts(tx, postId, row.removedAt ? '' : excerptOf(content))
      const revision = await bumpThreadRevision(tx, place.threadId)
      await recordWordsChange(tx, place, { postId, commentId: null, change: 'edited' }, now)
      const written = await lockPostForEdit(tx, postId)
      if (!written || revision === undefined) throw new Error('The edited post could not be read back.')
      const totalComments = await commentCountOf(tx, postId)
      return { row: written, revision, totalComments }
    })
    // Committed: readers of this process may have it.
    keepEditedPost(this.sources.threadParts, { threadId: place.threadId, ...edited })
    return toContribution(edited.row, authorLens(viewer.id), { total: edited.totalComments, fresh: 0 })
  }

  async editComment(viewer: Viewer, commentId: string, ifMatch: number, edit: CommentEdit): Promise<Comment> {
    const { place, postId } = await this.placeOfComment(viewer, commentId)
    return this.sources.db.transaction(async (tx) => {
      const row = await this.lockedComment(tx, viewer, commentId)
      if (row.deleted) throw new ApiError(404, messages.editDeleted)
      if (row.revision !== ifMatch) throw new StaleEdit({ comment: toComment(row, authorLens(viewer.id)) })
      const now = this.sources.now()
      const next = nextVersion(row, now)
      if (next.keepReplaced) {
        await keepRevision(tx, { commentId }, { revision: row.revision, content: row.content, tags: NO_TAGS, createdAt: versionTime(row) })
      }
      await rewriteComment(tx, commentId, { content: edit.content, revision: next.revision, editedAt: next.editedAt })
      await referenceUploads(tx, { commentId }, uploadHashesIn(edit.content))
      await refreshChainExcerpts(tx, commentId)
      await bumpThreadRevision(tx, place.threadId)
      await recordWordsChange(tx, place, { postId, commentId, change: 'edited' }, now)
      const written = await lockCommentForEdit(tx, commentId)
      if (!written) throw new Error('The edited comment could not be read back.')
      return toComment(written, authorLens(viewer.id))
    })
  }

  /** Erases a post's words; a repeat by its author changes nothing. Its place and replies stay. */
  async deletePost(viewer: Viewer, postId: string): Promise<void> {
    const place = await this.placeOfPost(viewer, postId)
    return this.sources.db.transaction(async (tx) => {
      const row = await this.lockedPost(tx, viewer, postId)
      if (row.deleted) return
      const now = this.sources.now()
      await erasePost(tx, postId, row.revision + 1)
      await bumpThreadRevision(tx, place.threadId)
      await recordWordsChange(tx, place, { postId, commentId: null, change: 'deleted' }, now)
    })
  }

  async deleteComment(viewer: Viewer, commentId: string): Promise<void> {
    const { place, postId } = await this.placeOfComment(viewer, commentId)
    return this.sources.db.transaction(async (tx) => {
      const row = await this.lockedComment(tx, viewer, commentId)
      if (row.deleted) return
      const now = this.sources.now()
      await eraseComment(tx, commentId, row.revision + 1)
      await refreshChainExcerpts(tx, commentId)
      await bumpThreadRevision(tx, place.threadId)
      await recordWordsChange(tx, place, { postId, commentId, change: 'deleted' }, now)
    })
  }

  /** A post's versions, newest first, for whoever may read its thread; none once deleted, nor while removed but to its author and moderators. */
  async postRevisions(viewer: Viewer | null, postId: string): Promise<RevisionsResponse> {
    const place = await findPostPlace(this.sources.db, postId)
    if (!place) throw new ApiError(404, messages.postNotFound(postId))
    const role = await assertCanRead(this.sources.facts, viewer, place, messages.threadAccessForbidden)
    const row = await findPostWords(this.sources.db, postId)
    if (!row) throw new ApiError(404, messages.postNotFound(postId))
    if (row.deleted || hiddenFrom(row, readerLens(viewer, role))) return { revisions: [] }
    const current = { revision: row.revision, content: row.content, tags: tagsOf(row), createdAt: versionTime(row) }
    return answerRevisions([current, ...(await revisionsOf(this.sources.db, { postId }))])
  }

  async commentRevisions(viewer: Viewer | null, commentId: string): Promise<RevisionsResponse> {
    const postId = await findCommentPost(this.sources.db, commentId)
    const place = postId ? await findPostPlace(this.sources.db, postId) : undefined
    if (!postId || !place) throw new ApiError(404, messages.commentNotFound(commentId))
    const role = await assertCanRead(this.sources.facts, viewer, place, messages.threadAccessForbidden)
    const row = await findCommentWords(this.sources.db, commentId)
    if (!row) throw new ApiError(404, messages.commentNotFound(commentId))
    if (row.deleted || hiddenFrom(row, readerLens(viewer, role))) return { revisions: [] }
    const current = { revision: row.revision, content: row.content, tags: NO_TAGS, createdAt: versionTime(row) }
    return answerRevisions([current, ...(await revisionsOf(this.sources.db, { commentId }))])
  }

  private async lockedPost(tx: Tx, viewer: Viewer, postId: string): Promise<PostRow> {
    const row = await lockPostForEdit(tx, postId)
    if (!row) throw new ApiError(404, messages.postNotFound(postId))
    if (row.authorId !== viewer.id) throw new ApiError(403, messages.notYourWords)
    return row
  }

  private async lockedComment(tx: Tx, viewer: Viewer, commentId: string): Promise<CommentRow> {
    const row = await lockCommentForEdit(tx, commentId)
    if (!row) throw new ApiError(404, messages.commentNotFound(commentId))
    if (row.authorId !== viewer.id) throw new ApiError(403, messages.notYourWords)
    return row
  }

  private async answerPost(tx: Tx, viewer: Viewer, row: PostRow): Promise<Contribution> {
    return toContribution(row, authorLens(viewer.id), { total: await commentCountOf(tx, row.id), fresh: 0 })
  }
}

function answerRevisions(versions: RevisionRow[]): RevisionsResponse {
  return {
    revisions: versions.map((version) => ({
      revision: version.revision,
      content: version.content,
      tags: version.tags,
      created_at: version.createdAt.toISOString(),
    })),
  }
}
