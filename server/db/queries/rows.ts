import type { SecretIdentity } from '../../../src/contract/schemas/secret-identity'
import { comments, identities, posts } from '../schema'

/** What every read of posts and comments selects of their identity, as answers show it. */
export const identityColumns = {
  name: identities.name,
  avatar: identities.avatar,
  color: identities.color,
  accessory: identities.accessory,
}

/** A post's own columns, which an insert can return. */
export const postOwnColumns = {
  id: posts.id,
  threadId: posts.threadId,
  parentPostId: posts.parentPostId,
  authorId: posts.authorId,
  content: posts.content,
  createdAt: posts.createdAt,
  whisperTags: posts.whisperTags,
  indexTags: posts.indexTags,
  categoryTags: posts.categoryTags,
  contentWarnings: posts.contentWarnings,
  revision: posts.revision,
  editedAt: posts.editedAt,
  deleted: posts.deleted,
  removedAt: posts.removedAt,
  removalReason: posts.removalReason,
}

/** The columns every read of posts selects, as answers show them. */
export const postColumns = { ...postOwnColumns, identity: identityColumns }

/** A comment's own columns, which an insert can return. */
export const commentOwnColumns = {
  id: comments.id,
  postId: comments.postId,
  parentCommentId: comments.parentCommentId,
  chainParentId: comments.chainParentId,
  authorId: comments.authorId,
  content: comments.content,
  createdAt: comments.createdAt,
  revision: comments.revision,
  editedAt: comments.editedAt,
  deleted: comments.deleted,
  removedAt: comments.removedAt,
  removalReason: comments.removalReason,
}

/** The columns every read of comments selects, as answers show them. */
export const commentColumns = { ...commentOwnColumns, identity: identityColumns }

export interface PostRow {
  id: string
  threadId: string
  parentPostId: string | null
  authorId: string
  content: string
  createdAt: Date
  whisperTags: string[]
  indexTags: string[]
  categoryTags: string[]
  contentWarnings: string[]
  revision: number
  editedAt: Date | null
  deleted: boolean
  /** Set while a moderator has it removed (design.md, "Moderation"). */
  removedAt: Date | null
  removalReason: string | null
  identity: SecretIdentity
}

export interface CommentRow {
  id: string
  postId: string
  parentCommentId: string | null
  chainParentId: string | null
  authorId: string
  content: string
  createdAt: Date
  revision: number
  editedAt: Date | null
  deleted: boolean
  removedAt: Date | null
  removalReason: string | null
  identity: SecretIdentity
}
