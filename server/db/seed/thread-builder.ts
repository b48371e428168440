import type { comments, posts, threads } from '../schema'
import type { StarterText } from './corpus'
import { plainDelta, starterDelta } from './deltas'
import type { SeededRandom } from './random'

type ThreadRow = typeof threads.$inferInsert
type PostRow = typeof posts.$inferInsert & { id: string; createdAt: Date }
type CommentRow = typeof comments.$inferInsert & { id: string; createdAt: Date }

export interface ThreadPlan {
  boardId: string
  starterAuthor: string
  text: StarterText
  defaultView: 'thread' | 'gallery'
  /** Activity runs from `startAt` to `endAt`. */
  startAt: Date
  endAt: Date
  replies: number
  comments: number
  /** User ids who may reply or comment. */
  voices: string[]
  replyLines: readonly string[]
  commentLines: readonly string[]
}

/** Rows of all seeded threads, gathered for bulk inserts. */
export class SeedRows {
  threads: ThreadRow[] = []
  posts: PostRow[] = []
  comments: CommentRow[] = []
  threadIdentities: { threadId: string; userId: string; identityId: string }[] = []

  constructor(
    private readonly random: SeededRandom,
    /** Identity ids of the realm each board belongs to. */
    private readonly poolOfBoard: (boardId: string) => string[],
  ) {}

  /** Builds one thread: starter, replies in time order, comments with chains and replies. */
  addThread(plan: ThreadPlan): string {
    const { random } = this
    const threadId = random.uuid()
    const pool = this.poolOfBoard(plan.boardId)
    const held = new Map<string, string>()
    const identityOf = (userId: string) => {
      let identityId = held.get(userId)
      if (!identityId) {
        const free = pool.filter((id) => ![...held.values()].includes(id))
        identityId = random.pick(free.length > 0 ? free : pool)
        held.set(userId, identityId)
        this.threadIdentities.push({ threadId, userId, identityId })
      }
      return identityId
    }
    const span = plan.endAt.getTime() - plan.startAt.getTime()
    const timeAt = (fraction: number) => new Date(plan.startAt.getTime() + Math.floor(span * fraction))

    const starter: PostRow = {
      id: random.uuid(),
      threadId,
      boardId: plan.boardId,
      parentPostId: null,
      authorId: plan.starterAuthor,
      identityId: identityOf(plan.starterAuthor),
      content: starterDelta(plan.text),
      whisperTags: plan.text.whisperTags ?? [],
      indexTags: plan.text.indexTags ?? [],
      categoryTags: plan.text.categories,
      contentWarnings: plan.text.contentWarnings ?? [],
      createdAt: plan.startAt,
    }
    const threadPosts = [starter]
    const replyTimes = Array.from({ length: plan.replies }, () => random.next()).sort((a, b) => a - b)
    for (const fraction of replyTimes) {
      const authorId = random.pick(plan.voices)
      // Most replies answer the starter; the rest answer an earlier reply.
      const parent = random.chance(0.6) ? starter : random.pick(threadPosts)
      threadPosts.push({
        id: random.uuid(),
        threadId,
        boardId: plan.boardId,
        parentPostId: parent.id,
        authorId,
        identityId: identityOf(authorId),
        content: plainDelta(random.pick(plan.replyLines), random),
        whisperTags: random.chance(0.1) ? [random.pick(['+1', 'same', 'long story', 'just saying'])] : [],
        indexTags: [],
        categoryTags: [],
        contentWarnings: random.chance(0.03) ? ['spoilers'] : [],
        createdAt: timeAt(0.02 + fraction * 0.9),
      })
    }

    const threadComments: CommentRow[] = []
    const byPost = new Map<string, CommentRow[]>()
    for (let made = 0; made < plan.comments;) {
      const post = random.pick(threadPosts)
      const siblings = byPost.get(post.id) ?? []
      const authorId = random.pick(plan.voices)
      const replyTo = siblings.length > 0 && random.chance(0.3) ? random.pick(siblings) : null
      const after = Math.max(post.createdAt.getTime(), replyTo?.createdAt.getTime() ?? 0)
      const room = Math.max(1, plan.endAt.getTime() - after)
      let createdAt = new Date(after + 1000 + Math.floor(random.next() * Math.min(room, 2 * 86_400_000)))
      if (createdAt > plan.endAt) createdAt = plan.endAt
      // A chain: the same author goes on in one, two or three more parts.
      const parts = random.chance(0.15) ? random.int(2, 4) : 1
      let previous: CommentRow | null = null
      for (let part = 0; part < parts && made < plan.comments; part++, made++) {
        const comment: CommentRow = {
          id: random.uuid(),
          threadId,
          boardId: plan.boardId,
          postId: post.id,
          parentCommentId: replyTo?.id ?? null,
          chainParentId: previous?.id ?? null,
          authorId,
          identityId: identityOf(authorId),
          content: plainDelta(random.pick(plan.commentLines), random),
          createdAt: new Date(createdAt.getTime() + part * 1000),
        }
        siblings.push(comment)
        threadComments.push(comment)
        previous = comment
      }
      byPost.set(post.id, siblings)
    }

    const lastActivityAt = new Date(
      Math.max(...threadPosts.map((p) => p.createdAt.getTime()), ...threadComments.map((c) => c.createdAt.getTime())),
    )
    this.threads.push({
      id: threadId,
      boardId: plan.boardId,
      defaultView: plan.defaultView,
      createdAt: plan.startAt,
      lastActivityAt,
    })
    this.posts.push(...threadPosts)
    this.comments.push(...threadComments)
    return threadId
  }
}
