import type { SecretIdentity } from '../../../src/contract/schemas/secret-identity'
import { comments, identities, posts } from '../schema'

/** The columns every read of posts and comments selects, as answers show them. */
const identityColumns = {
  name: identities.name,
  avatar: identities.avatar,
  color: identities.color,
  accessory: identities.accessory,
}

export const postColumns = {
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
  identity: identityColumns,
}

export const commentColumns = {
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
  identity: identityColumns,
}

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
