import { describe, expect, it } from 'vitest'
import { commentSchema } from '../../src/contract/schemas/comment'
import { contributionSchema } from '../../src/contract/schemas/contribution'
import { feedPageSchema } from '../../src/contract/schemas/feed'
import { threadSchema } from '../../src/contract/schemas/thread'
import { threadSummarySchema } from '../../src/contract/schemas/thread-summary'
import type { CommentRow, PostRow } from '../db/queries/rows'
import {
  closeComment,
  closeContribution,
  commentGroupJson,
  commentPart,
  contributionPart,
  feedPageJson,
  openThread,
  readerOf,
  assembleSummaryJson,
  assembleThreadJson,
  type ThreadHead,
} from './answer-json'
import { toComment, toContribution, type ThreadLens } from './present'

const ada = '00000000-0000-4000-8000-00000000000a'
const bo = '00000000-0000-4000-8000-00000000000b'
const threadId = '00000000-0000-4000-8000-000000000001'
const starterId = '00000000-0000-4000-8000-000000000002'
const replyId = '00000000-0000-4000-8000-000000000003'
const commentId = '00000000-0000-4000-8000-000000000004'
const identity = { name: 'Tea Ghost', avatar: '/avatars/ghost.png', color: '#00aa88', accessory: null }
const delta = JSON.stringify({ ops: [{ insert: 'Hello "tea"\n' }] })

const post = (id: string, parentPostId: string | null, authorId: string, at: string): PostRow => ({
  id,
  threadId,
  parentPostId,
  authorId,
  content: delta,
  createdAt: new Date(at),
  whisperTags: ['a whisper'],
  indexTags: [],
  categoryTags: ['tea'],
  contentWarnings: [],
  revision: 1,
  editedAt: null,
  deleted: false,
  removedAt: null,
  removalReason: null,
  identity,
})
const starter = post(starterId, null, ada, '2026-01-01T10:00:00.000Z')
const reply = post(replyId, starterId, bo, '2026-01-02T10:00:00.000Z')
const comment: CommentRow = {
  id: commentId,
  postId: starterId,
  parentCommentId: null,
  chainParentId: null,
  authorId: bo,
  content: delta,
  createdAt: new Date('2026-01-03T10:00:00.000Z'),
  revision: 1,
  editedAt: null,
  deleted: false,
  removedAt: null,
  removalReason: null,
  identity,
}
const head: ThreadHead = {
  id: threadId,
  parent_board_slug: 'tea-room',
  parent_board_id: '00000000-0000-4000-8000-0000000000b0',
  parent_realm_slug: 'demo',
  parent_realm_id: '00000000-0000-4000-8000-0000000000c0',
  default_view: 'thread',
  total_comments_amount: 1,
  total_posts_amount: 2,
  direct_threads_amount: 1,
  last_activity_at: '2026-01-03T10:00:00.000Z',
}

// A visitor, the starter's author, and a friend of bo's who last visited between the reply and the comment.
const lenses: Record<string, ThreadLens> = {
  visitor: { viewerId: null, friendIds: new Set(), lastVisitedAt: null },
  author: { viewerId: ada, friendIds: new Set(), lastVisitedAt: null },
  friend: {
    viewerId: '00000000-0000-4000-8000-00000000000f',
    friendIds: new Set([bo]),
    lastVisitedAt: new Date('2026-01-02T12:00:00.000Z'),
  },
}
const fields = { new: true, muted: false, hidden: true, starred: true, new_posts_amount: 1, new_comments_amount: 1 }

describe.each(Object.entries(lenses))('answers written from fragments, for a %s', (_name, lens) => {
  const reader = readerOf(lens)
  const starterJson = closeContribution(contributionPart(starter, 1), reader, 1)
  const replyJson = closeContribution(contributionPart(reply, 0), reader, 0)
  const commentJson = closeComment(commentPart(comment), reader)

  it('write a contribution and a comment as toContribution and toComment describe them', () => {
    expect(contributionSchema.parse(JSON.parse(starterJson))).toEqual(toContribution(starter, lens, { total: 1, fresh: 1 }))
    expect(contributionSchema.parse(JSON.parse(replyJson))).toEqual(toContribution(reply, lens, { total: 0, fresh: 0 }))
    expect(commentSchema.parse(JSON.parse(commentJson))).toEqual(toComment(comment, lens))
  })

  it('write a summary, a thread and a feed page the shared schemas accept', () => {
    const summary = assembleSummaryJson(openThread(head), fields, starterJson)
    expect(threadSummarySchema.parse(JSON.parse(summary))).toEqual({ ...head, ...fields, starter: JSON.parse(starterJson) })
    const thread = assembleThreadJson(openThread(head), fields, {
      starter: starterJson,
      posts: [starterJson, replyJson],
      commentGroups: [commentGroupJson(JSON.stringify(starterId), [commentJson])],
    })
    expect(threadSchema.parse(JSON.parse(thread))).toMatchObject({
      id: threadId,
      posts: [{ id: starterId }, { id: replyId }],
      comments: { [starterId]: [{ id: commentId }] },
    })
    for (const next of [null, 'bmV4dA']) {
      expect(feedPageSchema.parse(JSON.parse(feedPageJson([summary, summary], next)))).toMatchObject({ cursor: { next } })
    }
    expect(feedPageSchema.parse(JSON.parse(feedPageJson([], null)))).toEqual({ activity: [], cursor: { next: null } })
  })
})
