import { type Comment } from '../../contract/schemas/comment'
import { type Contribution } from '../../contract/schemas/contribution'
import { type Thread } from '../../contract/schemas/thread'

/*
 * A thread as the page draws it, with no React here: the API's flat lists become a tree
 * (contributions by `parent_post_id`, comments by chain and reply), from which come the rows of
 * the thread layout (thread-layout/thread-rows.ts), the cards of the gallery layout
 * (gallery/gallery-cards.ts) and the order of what is new (unread/unread-order.ts). Nothing is
 * ever dropped: an item whose parent is missing, or whose parents form a loop, is shown
 * as an orphan at the top level.
 */

/** A comment as the reader sees it: a chain of parts by one author, with the comments that answer it. */
export interface CommentUnit {
  id: string
  parts: Comment[]
  replies: CommentUnit[]
  /** Its `parent_comment_id` names a comment that is not here. */
  orphan: boolean
  isNew: boolean
}

export interface PostNode {
  post: Contribution
  /** 0 for the starter, 1 for its replies and for orphans, and so on. */
  depth: number
  /** Ids of the ancestors whose subtree this post is drawn in (the starter's is not collapsible). */
  guides: string[]
  children: PostNode[]
  comments: CommentUnit[]
  /** Contributions below this one, at any depth. */
  descendants: number
  /** Comments on those, and on this one: what folding it away hides besides the replies. */
  commentsBelow: number
  orphan: boolean
}

export interface ThreadTree {
  starter: PostNode
  /** The starter, then orphans: every contribution is under one of these. */
  roots: PostNode[]
  byId: ReadonlyMap<string, PostNode>
  /** Comments whose contribution is not in the thread, by the id they name. */
  strayComments: { postId: string; units: CommentUnit[] }[]
}

const byTime = <T extends { created_at: string; id: string }>(a: T, b: T) =>
  a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0

/** Groups one contribution's comments into chains, and nests chains under the comment they answer. */
export function commentUnits(comments: readonly Comment[]): CommentUnit[] {
  if (comments.length === 0) return []
  const sorted = [...comments].sort(byTime)
  const byId = new Map(sorted.map((comment) => [comment.id, comment]))
  // A part's chain starts where following chain_parent_id ends; a part caught in a loop starts its own.
  const headOf = (comment: Comment): Comment => {
    const seen = new Set([comment.id])
    let current = comment
    for (let parent = byId.get(current.chain_parent_id ?? ''); parent; parent = byId.get(current.chain_parent_id ?? '')) {
      if (seen.has(parent.id)) return comment
      seen.add(parent.id)
      current = parent
    }
    return current
  }
  const units = new Map<string, CommentUnit>()
  const unitOfComment = new Map<string, CommentUnit>()
  for (const comment of sorted) {
    const head = headOf(comment)
    let unit = units.get(head.id)
    if (!unit) {
      unit = { id: head.id, parts: [], replies: [], orphan: false, isNew: false }
      units.set(head.id, unit)
    }
    unit.parts.push(comment)
    unit.isNew ||= comment.new
    unitOfComment.set(comment.id, unit)
  }

  const top: CommentUnit[] = []
  const parentOf = new Map<CommentUnit, CommentUnit>()
  for (const unit of units.values()) {
    const target = unit.parts[0]?.parent_comment_id
    const parent = target ? unitOfComment.get(target) : undefined
    unit.orphan = target !== null && target !== undefined && parent === undefined
    if (parent && parent !== unit) parentOf.set(unit, parent)
  }
  // Only nest where the answers lead back to a top-level comment: a loop of answers is shown flat.
  const reachesTop = (unit: CommentUnit): boolean => {
    const seen = new Set<CommentUnit>()
    for (let current: CommentUnit | undefined = unit; current; current = parentOf.get(current)) {
      if (seen.has(current)) return false
      seen.add(current)
    }
    return true
  }
  for (const unit of units.values()) {
    const parent = parentOf.get(unit)
    if (parent && reachesTop(unit)) parent.replies.push(unit)
    else {
      unit.orphan ||= parent !== undefined
      top.push(unit)
    }
  }
  return top
}

/** Builds the tree once per answer from the server; the rows and cards are cheap to derive from it. */
export function buildThreadTree(thread: Thread): ThreadTree {
  const posts = [...thread.posts]
  if (!posts.some((post) => post.id === thread.starter.id)) posts.push(thread.starter)
  posts.sort(byTime)
  const byId = new Map<string, PostNode>()
  for (const post of posts) {
    byId.set(post.id, {
      post,
      depth: 0,
      guides: [],
      children: [],
      comments: commentUnits(thread.comments[post.id] ?? []),
      descendants: 0,
      commentsBelow: 0,
      orphan: false,
    })
  }
  const starter = byId.get(thread.starter.id)
  if (!starter) throw new Error('unreachable: the starter was added above')

  for (const node of byId.values()) {
    if (node === starter) continue
    const parent = node.post.parent_post_id ? byId.get(node.post.parent_post_id) : undefined
    parent?.children.push(node)
  }
  // Walk down from the starter; whatever the walk never reaches (a missing parent, a loop)
  // becomes an orphan root, so it is shown all the same.
  const placed = new Set<PostNode>()
  const place = (node: PostNode, depth: number, guides: string[]): number => {
    placed.add(node)
    node.depth = depth
    node.guides = guides
    const inside = depth === 0 ? guides : [...guides, node.post.id]
    node.children = node.children.filter((child) => !placed.has(child))
    node.descendants = node.children.reduce((sum, child) => sum + 1 + place(child, depth + 1, inside), 0)
    node.commentsBelow = node.children.reduce((sum, child) => sum + child.commentsBelow, countUnits(node.comments))
    return node.descendants
  }
  place(starter, 0, [])
  const roots = [starter]
  for (const node of byId.values()) {
    if (placed.has(node)) continue
    node.orphan = true
    const parent = node.post.parent_post_id ? byId.get(node.post.parent_post_id) : undefined
    if (parent) parent.children = parent.children.filter((child) => child !== node)
    place(node, 1, [])
    roots.push(node)
  }

  const strayComments = Object.entries(thread.comments)
    .filter(([postId]) => !byId.has(postId))
    .map(([postId, comments]) => ({ postId, units: commentUnits(comments) }))
  return { starter, roots, byId, strayComments }
}

function countUnits(units: readonly CommentUnit[]): number {
  return units.reduce((sum, unit) => sum + 1 + countUnits(unit.replies), 0)
}

/** A comment in reading order: how deep it sits among the comments, and the one it answers (null at the top). */
interface FlatUnit {
  unit: CommentUnit
  level: number
  parent: CommentUnit | null
}

/** The comments of a contribution in reading order: each chain, then its answers, depth first. */
export function flattenUnits(units: readonly CommentUnit[], level = 0, parent: CommentUnit | null = null): FlatUnit[] {
  return units.flatMap((unit) => [{ unit, level, parent }, ...flattenUnits(unit.replies, level + 1, unit)])
}

/** The key of a contribution's or a comment's row (or card), in either layout. */
export const postKey = (postId: string) => `post:${postId}`
export const commentKey = (unitId: string) => `comment:${unitId}`
