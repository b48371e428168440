import { type Comment } from '../../api/schemas/comment'
import { type Contribution } from '../../api/schemas/contribution'
import { type Thread } from '../../api/schemas/thread'
import { answeredComment, type ComposerTarget } from '../../lib/composer-target'

/*
 * A thread as the page draws it, with no React here: the API's flat lists become a tree
 * (contributions by `parent_post_id`, comments by chain and reply), then the rows of the
 * thread layout, the cards of the gallery layout and the order of what is new. Nothing is
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

/** Builds the tree once per answer from the server; the rows below are cheap to derive from it. */
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

// ── The thread layout ────────────────────────────────────────────────────────────────

/** How many comments (chains) of a contribution show before "Show N more comments". */
export const COMMENTS_OPEN = 3

export interface ThreadViewState {
  /** Contributions whose replies and comments are folded away. */
  collapsed: ReadonlySet<string>
  /** Contributions showing all their comments. */
  allComments: ReadonlySet<string>
}

export const initialViewState: ThreadViewState = { collapsed: new Set(), allComments: new Set() }

interface RowBase {
  key: string
  /** The collapsible ancestors this row is drawn inside: one indentation guide each. */
  guides: readonly string[]
}

export type ThreadRow =
  | (RowBase & { type: 'post'; node: PostNode; collapsed: boolean })
  | (RowBase & { type: 'comment'; postId: string; unit: CommentUnit; level: number; parent: CommentUnit | null; stray: boolean })
  | (RowBase & { type: 'more-comments'; postId: string; hidden: number })
  | (RowBase & { type: 'collapsed'; postId: string; replies: number; comments: number })
  | (RowBase & { type: 'stray-comments'; postId: string })
  | (RowBase & { type: 'new-divider' })
  | (RowBase & { type: 'composer'; target: ComposerTarget; level: number })

export const postKey = (postId: string) => `post:${postId}`
export const commentKey = (unitId: string) => `comment:${unitId}`

function countUnits(units: readonly CommentUnit[]): number {
  return units.reduce((sum, unit) => sum + 1 + countUnits(unit.replies), 0)
}

/** A comment in reading order: how deep it sits among the comments, and the one it answers (null at the top). */
export interface FlatUnit {
  unit: CommentUnit
  level: number
  parent: CommentUnit | null
}

/** The comments of a contribution in reading order: each chain, then its answers, depth first. */
export function flattenUnits(units: readonly CommentUnit[], level = 0, parent: CommentUnit | null = null): FlatUnit[] {
  return units.flatMap((unit) => [{ unit, level, parent }, ...flattenUnits(unit.replies, level + 1, unit)])
}

export const COMPOSER_KEY = 'composer'

function commentRows(node: PostNode, view: ThreadViewState, guides: readonly string[], composer: ComposerTarget | null): ThreadRow[] {
  const flat = flattenUnits(node.comments)
  const postId = node.post.id
  const shown = view.allComments.has(postId) ? flat : flat.slice(0, COMMENTS_OPEN)
  const answered = composer?.postId === postId ? answeredComment(composer) : undefined
  const rows: ThreadRow[] = shown.flatMap(({ unit, level, parent }): ThreadRow[] => {
    const row: ThreadRow = { type: 'comment', key: commentKey(unit.id), guides, postId, unit, level, parent, stray: false }
    // An answer to a comment is written right under it, as one of its answers.
    const answering = answered !== undefined && unit.parts.some((part) => part.id === answered)
    return answering && composer ? [row, { type: 'composer', key: COMPOSER_KEY, guides, target: composer, level: level + 1 }] : [row]
  })
  if (shown.length < flat.length) {
    rows.push({ type: 'more-comments', key: `more-comments:${postId}`, guides, postId, hidden: flat.length - shown.length })
  }
  // A new comment is written after the ones already there.
  if (composer?.kind === 'comment' && composer.postId === postId && answered === undefined) {
    rows.push({ type: 'composer', key: COMPOSER_KEY, guides, target: composer, level: 0 })
  }
  return rows
}

function postRows(node: PostNode, view: ThreadViewState, rows: ThreadRow[], composer: ComposerTarget | null): void {
  const collapsed = node.depth > 0 && view.collapsed.has(node.post.id)
  rows.push({ type: 'post', key: postKey(node.post.id), guides: node.guides, node, collapsed })
  const inside = node.depth === 0 ? node.guides : [...node.guides, node.post.id]
  // A reply is written right under what it answers, where it will appear first among its replies.
  if (composer?.kind === 'reply' && composer.postId === node.post.id) {
    rows.push({ type: 'composer', key: COMPOSER_KEY, guides: inside, target: composer, level: 0 })
  }
  if (collapsed) {
    rows.push({
      type: 'collapsed',
      key: `collapsed:${node.post.id}`,
      guides: node.guides,
      postId: node.post.id,
      replies: node.descendants,
      comments: node.commentsBelow,
    })
    return
  }
  rows.push(...commentRows(node, view, inside, composer))
  for (const child of node.children) postRows(child, view, rows, composer)
}

const isNewRow = (row: ThreadRow) => (row.type === 'post' && row.node.post.new) || (row.type === 'comment' && row.unit.isNew)

/**
 * The rows of the thread layout, with stable keys: contributions nested by reply, each
 * followed by its comments. "New since your last visit" goes before the first new row,
 * when something old comes before it (when everything is new, there is no line to draw).
 * An open composer is a row too, where what it writes will appear.
 */
export function threadRows(
  tree: ThreadTree,
  view: ThreadViewState = initialViewState,
  composer: ComposerTarget | null = null,
): ThreadRow[] {
  const rows: ThreadRow[] = []
  for (const root of tree.roots) postRows(root, view, rows, composer)
  for (const { postId, units } of tree.strayComments) {
    rows.push({ type: 'stray-comments', key: `stray-comments:${postId}`, guides: [], postId })
    for (const { unit, level, parent } of flattenUnits(units)) {
      rows.push({ type: 'comment', key: commentKey(unit.id), guides: [], postId, unit, level, parent, stray: true })
    }
  }
  const firstNew = rows.findIndex(isNewRow)
  if (firstNew > 0) rows.splice(firstNew, 0, { type: 'new-divider', key: 'new-divider', guides: [] })
  return rows
}

// ── What is new, in reading order ───────────────────────────────────────────────────────

/** A new contribution, or a chain with a new part, by the row key that draws it. */
export interface UnreadItem {
  key: string
  postId: string
  /** Set for a comment: the id of its chain's first part. */
  unitId?: string
}

/** Every new item in the order the thread layout reads, folded or not. */
export function unreadOrder(tree: ThreadTree): UnreadItem[] {
  const items: UnreadItem[] = []
  const visit = (node: PostNode) => {
    if (node.post.new) items.push({ key: postKey(node.post.id), postId: node.post.id })
    for (const { unit } of flattenUnits(node.comments)) {
      if (unit.isNew) items.push({ key: commentKey(unit.id), postId: node.post.id, unitId: unit.id })
    }
    node.children.forEach(visit)
  }
  tree.roots.forEach(visit)
  for (const { postId, units } of tree.strayComments) {
    for (const { unit } of flattenUnits(units)) {
      if (unit.isNew) items.push({ key: commentKey(unit.id), postId, unitId: unit.id })
    }
  }
  return items
}

/** Where "Next new" and "Previous new" go from `current` (a row key, or null before the first). */
export function unreadStep(order: readonly UnreadItem[], current: string | null, direction: 1 | -1): number | null {
  const at = current === null ? -1 : order.findIndex((item) => item.key === current)
  if (at === -1) return direction === 1 ? (order.length > 0 ? 0 : null) : null
  const next = at + direction
  return next >= 0 && next < order.length ? next : null
}

/** The view with whatever hides `target` opened: folded ancestors, and comments past the first few. */
export function revealItem(tree: ThreadTree, view: ThreadViewState, target: { postId: string; unitId?: string }): ThreadViewState {
  const node = tree.byId.get(target.postId)
  if (!node) return view
  const hiding = new Set([...node.guides, ...(target.unitId ? [node.post.id] : [])])
  const collapsed = [...view.collapsed].filter((id) => !hiding.has(id))
  let allComments = view.allComments
  if (target.unitId) {
    const index = flattenUnits(node.comments).findIndex(({ unit }) => unit.id === target.unitId)
    if (index >= COMMENTS_OPEN && !allComments.has(node.post.id)) allComments = new Set([...allComments, node.post.id])
  }
  if (collapsed.length === view.collapsed.size && allComments === view.allComments) return view
  return { collapsed: new Set(collapsed), allComments }
}

// ── The gallery layout ──────────────────────────────────────────────────────────────────

export interface GalleryCard {
  key: string
  node: PostNode
  /** Something on the card is new: the contribution itself or one of its comments. */
  hasNew: boolean
}

/**
 * The gallery: the starter as its cover and the starter's direct replies as cards, oldest
 * first. Orphans are cards too. `fresh` are the cards with something new on them.
 */
export function galleryCards(tree: ThreadTree): { cover: PostNode; all: GalleryCard[]; fresh: GalleryCard[] } {
  const nodes = [...tree.starter.children, ...tree.roots.slice(1)]
  const all = nodes.map((node) => ({
    key: postKey(node.post.id),
    node,
    hasNew: node.post.new || flattenUnits(node.comments).some(({ unit }) => unit.isNew),
  }))
  return { cover: tree.starter, all, fresh: all.filter((card) => card.hasNew) }
}
