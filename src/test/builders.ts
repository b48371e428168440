import { type Comment, commentSchema } from '../contract/schemas/comment'
import { type Contribution, contributionSchema } from '../contract/schemas/contribution'
import { type FeedPage, feedPageSchema } from '../contract/schemas/feed'
import { type Thread, threadSchema } from '../contract/schemas/thread'
import { type ThreadSummary, threadSummarySchema } from '../contract/schemas/thread-summary'

let counter = 0

/** A fresh, valid uuid per call: readable in failures, unique within a test run. */
export function testId(): string {
  counter += 1
  return `00000000-0000-4000-8000-${counter.toString().padStart(12, '0')}`
}

export const delta = (text: string) => JSON.stringify([{ insert: `${text}\n` }])

/** A starter post; everything valid by the schema, so handlers answer what the server could. */
export function contribution(overrides: Partial<Contribution> = {}): Contribution {
  return contributionSchema.parse({
    id: testId(),
    parent_thread_id: testId(),
    parent_post_id: null,
    content: delta('A cup of something warm.'),
    created_at: new Date(Date.now() - 3 * 3600_000).toISOString(),
    secret_identity: { name: 'Licorice Lion', avatar: '/avatars/lion.svg', color: '#aa3355', accessory: null },
    user_identity: null,
    new: false,
    own: false,
    friend: false,
    total_comments_amount: 0,
    new_comments_amount: 0,
    tags: { whisper_tags: [], index_tags: [], category_tags: [], content_warnings: [] },
    revision: 1,
    edited_at: null,
    deleted: false,
    removed: false,
    removal_reason: null,
    ...overrides,
  })
}

export function threadSummary(
  overrides: Partial<Omit<ThreadSummary, 'starter'>> & { starter?: Partial<Contribution> } = {},
): ThreadSummary {
  const { starter, ...rest } = overrides
  const id = rest.id ?? testId()
  return threadSummarySchema.parse({
    id,
    parent_board_slug: 'tea-room',
    parent_board_id: boardIds.teaRoom,
    parent_realm_slug: 'demo',
    parent_realm_id: realmId,
    starter: contribution({ parent_thread_id: id, ...starter }),
    default_view: 'thread',
    new: false,
    muted: false,
    hidden: false,
    starred: false,
    new_posts_amount: 0,
    new_comments_amount: 0,
    total_comments_amount: 4,
    total_posts_amount: 3,
    direct_threads_amount: 2,
    last_activity_at: new Date().toISOString(),
    ...rest,
  })
}

/** A comment on `postId`, by Quince Quail unless told otherwise. */
export function comment(postId: string, overrides: Partial<Comment> = {}): Comment {
  return commentSchema.parse({
    id: testId(),
    parent_comment_id: null,
    chain_parent_id: null,
    parent_post_id: postId,
    created_at: new Date(Date.now() - 3600_000).toISOString(),
    content: delta('Lovely.'),
    secret_identity: { name: 'Quince Quail', avatar: '/avatars/quail.svg', color: null, accessory: null },
    user_identity: null,
    friend: false,
    own: false,
    new: false,
    revision: 1,
    edited_at: null,
    deleted: false,
    removed: false,
    removal_reason: null,
    ...overrides,
  })
}

/**
 * A full thread around `starter`, with `posts` after it and `comments` by post id; the
 * counts are taken from the lists, as the server does.
 */
export function fullThread(
  options: {
    starter?: Partial<Contribution>
    posts?: Contribution[]
    comments?: Record<string, Comment[]>
  } & Partial<Omit<ThreadSummary, 'starter'>> = {},
): Thread {
  const { starter: starterOverrides, posts = [], comments = {}, ...rest } = options
  const id = rest.id ?? testId()
  const starter = contribution({ parent_thread_id: id, ...starterOverrides })
  const all = [starter, ...posts]
  const allComments = Object.values(comments).flat()
  return threadSchema.parse({
    ...threadSummary({ id, ...rest }),
    starter,
    total_posts_amount: all.length,
    total_comments_amount: allComments.length,
    direct_threads_amount: posts.filter((post) => post.parent_post_id === starter.id).length,
    new_posts_amount: all.filter((post) => post.new).length,
    new_comments_amount: allComments.filter((c) => c.new).length,
    ...rest,
    posts: all,
    comments,
  })
}

export function feedPage(activity: ThreadSummary[], next: string | null = null): FeedPage {
  return feedPageSchema.parse({ activity, cursor: { next } })
}

export const realmId = '10000000-0000-4000-8000-000000000001'
export const boardIds = {
  teaRoom: '20000000-0000-4000-8000-000000000001',
  backRoom: '20000000-0000-4000-8000-000000000002',
}

export const demoRealm = {
  id: realmId,
  slug: 'demo',
  name: 'Demo Realm',
  boards: [
    {
      id: boardIds.teaRoom,
      slug: 'tea-room',
      name: 'The Tea Room',
      tagline: 'Brewing and stories.',
      description: null,
      members_only: false,
      threads_amount: 12,
      muted: false,
      pinned: false,
      has_updates: false,
      last_activity_at: '2026-11-20T10:00:00.000Z',
    },
    {
      id: boardIds.backRoom,
      slug: 'back-room',
      name: 'Back Room',
      tagline: 'Members only.',
      description: null,
      members_only: true,
      threads_amount: 0,
      muted: false,
      pinned: false,
      has_updates: false,
      last_activity_at: null,
    },
  ],
}
