import * as z from 'zod/mini'
import { messageSchema, sessionsSchema } from './accounts'
import { accessTokenSchema } from './auth'
import { commentSchema } from './comment'
import { contributionSchema } from './contribution'
import { settingsSchema } from './decoration'
import { dexSchema } from './dex'
import { commentEditConflictSchema, postEditConflictSchema } from './edits'
import { type FeedPage, feedPageSchema } from './feed'
import { inviteAcceptedSchema, inviteCreatedSchema, inviteListSchema, inviteStatusSchema } from './invite'
import { meSchema } from './me'
import { memberPageSchema } from './members'
import { moderationLogPageSchema, reportFiledSchema, reportsPageSchema } from './moderation'
import { newCommentsResponseSchema } from './new-comments'
import { notificationPageSchema } from './notification'
import { revisionsResponseSchema } from './own-words'
import { boardSchema, realmSchema } from './realm'
import { replyResponseSchema } from './reply'
import { searchPageSchema } from './search'
import { threadSchema } from './thread'
import { threadChangesSchema } from './thread-changes'
import { uploadSchema } from './upload'

export { eventDataSchemas } from './events'

const emptyFeedPage: FeedPage = { activity: [], cursor: { next: null } }

/**
 * Every answer the app reads from the server, by the name its callers give (`apiRequest`),
 * checked before anything uses it. This module, and zod with it, loads with the first answer
 * (../answers.ts): a page the server drew is taken over from the data it came with, so its
 * first load carries none of it (docs/decisions/040).
 */
export const answerSchemas = {
  accessToken: accessTokenSchema,
  /** A board made or changed by a moderator. */
  board: boardSchema,
  /** An edited comment (PATCH /comments/{comment_id}). */
  comment: commentSchema,
  /** A 412's body: the comment as it now stands. */
  commentEditConflict: commentEditConflictSchema,
  /** An edited contribution (PATCH /posts/{post_id}). */
  contribution: contributionSchema,
  dex: dexSchema,
  /** Design: an empty feed may also come as a 204, which reads as a last, empty page. */
  feedPage: z.union([
    feedPageSchema,
    z.pipe(
      z.undefined(),
      z.transform(() => emptyFeedPage),
    ),
  ]),
  inviteAccepted: inviteAcceptedSchema,
  inviteCreated: inviteCreatedSchema,
  inviteList: inviteListSchema,
  inviteStatus: inviteStatusSchema,
  me: meSchema,
  memberPage: memberPageSchema,
  moderationLogPage: moderationLogPageSchema,
  newComments: newCommentsResponseSchema,
  /** A 204: no body at all. */
  nothing: z.undefined(),
  notificationPage: notificationPageSchema,
  /** A 412's body: the contribution as it now stands. */
  postEditConflict: postEditConflictSchema,
  realm: realmSchema,
  reply: replyResponseSchema,
  reportFiled: reportFiledSchema,
  reportsPage: reportsPageSchema,
  /** Words for the reader only: a reset asked for (alike for any address), a digest stopped. */
  message: messageSchema,
  revisions: revisionsResponseSchema,
  searchPage: searchPageSchema,
  sessions: sessionsSchema,
  settings: settingsSchema,
  /** A plain-text acknowledgement (PATCH /threads/{id}). */
  text: z.string(),
  thread: threadSchema,
  threadChanges: threadChangesSchema,
  upload: uploadSchema,
}
