import { describe, expect, it } from 'vitest'
import { type Comment } from '../../api/schemas/comment'
import { type Contribution } from '../../api/schemas/contribution'
import { comment, contribution, fullThread } from '../../test/builders'
import {
  buildThreadTree,
  COMMENTS_OPEN,
  commentUnits,
  galleryCards,
  initialViewState,
  revealItem,
  threadRows,
  unreadOrder,
  unreadStep,
  type ThreadRow,
  type ThreadViewState,
} from './thread-rows'
import { type ComposerTarget } from '../../lib/composer-target'

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 12, minute)).toISOString()
const reply = (parent: Contribution, minute: number, extra: Partial<Contribution> = {}) =>
  contribution({ parent_post_id: parent.id, created_at: at(minute), ...extra })
const commentOn = (post: Contribution, minute: number, extra: Partial<Comment> = {}) =>
  comment(post.id, { created_at: at(minute), ...extra })

/** A row as a short readable string: what it is and how deep it is drawn. */
function describeRow(row: ThreadRow, names: Map<string, string>): string {
  const indent = '  '.repeat(row.guides.length)
  switch (row.type) {
    case 'post':
      return `${indent}post ${names.get(row.node.post.id)}${row.collapsed ? ' (collapsed)' : ''}${row.node.orphan ? ' (orphan)' : ''}`
    case 'comment':
      return `${indent}${'>'.repeat(row.level + 1)} ${row.unit.parts.map((part) => names.get(part.id)).join('+')}${row.unit.orphan ? ' (orphan)' : ''}`
    case 'more-comments':
      return `${indent}more ${row.hidden}`
    case 'collapsed':
      return `${indent}hidden ${row.replies} replies ${row.comments} comments`
    case 'stray-comments':
      return 'stray'
    case 'new-divider':
      return '--- new ---'
    case 'composer':
      return `${indent}${'>'.repeat(row.level)}[${row.target.kind} to ${row.target.to}]`
  }
}

/** A small thread with names for every item, so expectations read as a picture. */
function sample() {
  const starter = contribution({ created_at: at(0) })
  const a = reply(starter, 10)
  const b = reply(starter, 5) // older than a: comes first
  const a1 = reply(a, 20)
  const a1x = reply(a1, 30)
  const posts = [a, b, a1, a1x]
  const c1 = commentOn(a, 11)
  const c2 = commentOn(a, 12, { chain_parent_id: c1.id })
  const c3 = commentOn(a, 13, { chain_parent_id: c2.id })
  const answer = commentOn(a, 14, { parent_comment_id: c2.id })
  const other = commentOn(a, 15)
  const s1 = commentOn(starter, 1)
  const comments = { [a.id]: [other, c3, answer, c1, c2], [starter.id]: [s1] }
  const thread = fullThread({ starter: { ...starter }, posts })
  const full = { ...thread, starter, posts: [starter, ...posts], comments }
  const names = new Map(Object.entries({ starter, a, b, a1, a1x, c1, c2, c3, answer, other, s1 }).map(([name, item]) => [item.id, name]))
  return { thread: full, names, starter, a, b, a1, a1x, c1, c3, answer }
}

const rowsOf = (s: ReturnType<typeof sample>, view: ThreadViewState = initialViewState, composer: ComposerTarget | null = null) =>
  threadRows(buildThreadTree(s.thread), view, composer).map((row) => describeRow(row, s.names))

describe('threadRows', () => {
  it('nests contributions by parent, oldest first, each followed by its comments', () => {
    expect(rowsOf(sample())).toEqual([
      'post starter',
      '> s1',
      'post b',
      'post a',
      '  > c1+c2+c3',
      '  >> answer',
      '  > other',
      '  post a1',
      '    post a1x',
    ])
  })

  it('puts an open composer where what it writes will appear', () => {
    const s = sample()
    expect(rowsOf(s, initialViewState, { kind: 'reply', postId: s.a.id, to: 'a' })).toEqual([
      'post starter',
      '> s1',
      'post b',
      'post a',
      '  [reply to a]',
      '  > c1+c2+c3',
      '  >> answer',
      '  > other',
      '  post a1',
      '    post a1x',
    ])
    expect(rowsOf(s, initialViewState, { kind: 'comment', postId: s.a.id, to: 'a' }).slice(3, 8)).toEqual([
      'post a',
      '  > c1+c2+c3',
      '  >> answer',
      '  > other',
      '  [comment to a]',
    ])
    // An answer to a chain goes under the chain, whichever of its parts was answered.
    expect(rowsOf(s, initialViewState, { kind: 'comment', postId: s.a.id, replyToCommentId: s.c3.id, to: 'c' }).slice(3, 7)).toEqual([
      'post a',
      '  > c1+c2+c3',
      '  >[comment to c]',
      '  >> answer',
    ])
    expect(rowsOf(s, initialViewState, { kind: 'reply', postId: s.a1x.id, to: 'x' }).at(-1)).toBe('      [reply to x]')
  })

  it('keys every row stably, whatever the order the API listed things in', () => {
    const s = sample()
    const keys = threadRows(buildThreadTree(s.thread)).map((row) => row.key)
    const shuffled = { ...s.thread, posts: [...s.thread.posts].reverse() }
    expect(threadRows(buildThreadTree(shuffled)).map((row) => row.key)).toEqual(keys)
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys[0]).toBe(`post:${s.starter.id}`)
  })

  it('folds a collapsed subtree into one row counting what it hides', () => {
    const s = sample()
    expect(rowsOf(s, { collapsed: new Set([s.a.id]), allComments: new Set() })).toEqual([
      'post starter',
      '> s1',
      'post b',
      'post a (collapsed)',
      'hidden 2 replies 3 comments',
    ])
    // The starter cannot be folded away: that would hide the whole thread.
    expect(rowsOf(s, { collapsed: new Set([s.starter.id]), allComments: new Set() })).toEqual(rowsOf(s))
  })

  it('shows the first few comments and offers the rest', () => {
    const starter = contribution({ created_at: at(0) })
    const comments = Array.from({ length: COMMENTS_OPEN + 2 }, (_, index) => commentOn(starter, index + 1))
    const thread = fullThread({ starter, comments: { [starter.id]: comments } })
    const tree = buildThreadTree({ ...thread, starter, posts: [starter] })
    const folded = threadRows(tree)
    expect(folded.map((row) => row.type)).toEqual(['post', ...Array<string>(COMMENTS_OPEN).fill('comment'), 'more-comments'])
    expect(folded.at(-1)).toMatchObject({ type: 'more-comments', hidden: 2 })
    const open = threadRows(tree, { collapsed: new Set(), allComments: new Set([starter.id]) })
    expect(open.filter((row) => row.type === 'comment')).toHaveLength(COMMENTS_OPEN + 2)
  })

  it('shows orphans at the top level instead of dropping them', () => {
    const starter = contribution({ created_at: at(0) })
    const lost = contribution({ parent_post_id: '99999999-0000-4000-8000-000000000000', created_at: at(1) })
    const lostChild = reply(lost, 2)
    // Two posts that answer each other: no way up to the starter.
    const loopA = contribution({ id: '88888888-0000-4000-8000-00000000000a', created_at: at(3) })
    const loopB = reply(loopA, 4)
    loopA.parent_post_id = loopB.id
    const strayComment = comment('77777777-0000-4000-8000-000000000000', { created_at: at(5) })
    const missingTarget = commentOn(starter, 6, { parent_comment_id: '66666666-0000-4000-8000-000000000000' })
    const thread = {
      ...fullThread({ starter }),
      starter,
      posts: [starter, lost, lostChild, loopA, loopB],
      comments: { [starter.id]: [missingTarget], [strayComment.parent_post_id]: [strayComment] },
    }
    const names = new Map(
      Object.entries({ starter, lost, lostChild, loopA, loopB, strayComment, missingTarget }).map(([n, item]) => [item.id, n]),
    )
    expect(threadRows(buildThreadTree(thread)).map((row) => describeRow(row, names))).toEqual([
      'post starter',
      '> missingTarget (orphan)',
      'post lost (orphan)',
      '  post lostChild',
      'post loopA (orphan)',
      '  post loopB',
      'stray',
      '> strayComment',
    ])
  })

  it('puts "New since your last visit" before the first new row, unless everything is new', () => {
    const s = sample()
    const withNew = (ids: string[]) => ({
      ...s.thread,
      posts: s.thread.posts.map((post) => ({ ...post, new: ids.includes(post.id) })),
    })
    const rows = threadRows(buildThreadTree(withNew([s.a1.id, s.a1x.id]))).map((row) => describeRow(row, s.names))
    expect(rows.indexOf('--- new ---')).toBe(rows.indexOf('  post a1') - 1)
    expect(rows.filter((row) => row === '--- new ---')).toHaveLength(1)
    const everything = threadRows(buildThreadTree(withNew(s.thread.posts.map((post) => post.id))))
    expect(everything.some((row) => row.type === 'new-divider')).toBe(false)
  })
})

describe('commentUnits', () => {
  it('reads a chain as one comment in parts, in order, and nests answers under the chain', () => {
    const post = contribution()
    const head = commentOn(post, 1)
    const part = commentOn(post, 2, { chain_parent_id: head.id })
    const answerToPart = commentOn(post, 3, { parent_comment_id: part.id })
    const answerPart = commentOn(post, 4, { parent_comment_id: part.id, chain_parent_id: answerToPart.id })
    const [unit, ...rest] = commentUnits([answerPart, part, answerToPart, head])
    expect(rest).toEqual([])
    expect(unit?.parts.map((c) => c.id)).toEqual([head.id, part.id])
    expect(unit?.replies.map((r) => r.parts.map((c) => c.id))).toEqual([[answerToPart.id, answerPart.id]])
  })

  it('keeps comments whose chain or answer loops back on itself, flat and marked', () => {
    const post = contribution()
    const x = commentOn(post, 1, { id: '55555555-0000-4000-8000-00000000000a' })
    const y = commentOn(post, 2, { parent_comment_id: x.id })
    x.parent_comment_id = y.id
    const loopPart = commentOn(post, 3, {
      id: '55555555-0000-4000-8000-00000000000b',
      chain_parent_id: '55555555-0000-4000-8000-00000000000c',
    })
    const loopOther = commentOn(post, 4, { id: '55555555-0000-4000-8000-00000000000c', chain_parent_id: loopPart.id })
    const units = commentUnits([x, y, loopPart, loopOther])
    expect(
      units
        .flatMap((unit) => unit.parts)
        .map((c) => c.id)
        .sort(),
    ).toEqual([x.id, y.id, loopPart.id, loopOther.id].sort())
    expect(units.filter((unit) => unit.parts.some((c) => c.id === x.id || c.id === y.id)).every((u) => u.orphan)).toBe(true)
  })
})

describe('unread order and navigation', () => {
  function unreadSample() {
    const s = sample()
    const newIds = new Set([s.a1x.id, s.b.id, s.answer.id])
    const thread = {
      ...s.thread,
      posts: s.thread.posts.map((post) => ({ ...post, new: newIds.has(post.id) })),
      comments: Object.fromEntries(
        Object.entries(s.thread.comments).map(([id, list]) => [id, list.map((c) => ({ ...c, new: newIds.has(c.id) }))]),
      ),
    }
    return { ...s, tree: buildThreadTree(thread) }
  }

  it('lists new contributions and comments in reading order', () => {
    const s = unreadSample()
    expect(unreadOrder(s.tree).map((item) => s.names.get(item.unitId ?? item.postId))).toEqual(['b', 'answer', 'a1x'])
  })

  it('steps forwards and back, and stops at either end', () => {
    const s = unreadSample()
    const order = unreadOrder(s.tree)
    expect(unreadStep(order, null, 1)).toBe(0)
    expect(unreadStep(order, null, -1)).toBeNull()
    expect(unreadStep(order, order[0]?.key ?? null, 1)).toBe(1)
    expect(unreadStep(order, order[2]?.key ?? null, 1)).toBeNull()
    expect(unreadStep(order, order[2]?.key ?? null, -1)).toBe(1)
    expect(unreadStep([], null, 1)).toBeNull()
  })

  it('opens what hides an item: folded ancestors, and comments past the first few', () => {
    const s = unreadSample()
    const folded = { collapsed: new Set([s.a.id, s.a1.id, s.b.id]), allComments: new Set<string>() }
    const opened = revealItem(s.tree, folded, { postId: s.a1x.id })
    expect([...opened.collapsed]).toEqual([s.b.id])
    const forComment = revealItem(s.tree, folded, { postId: s.a.id, unitId: s.answer.id })
    expect(forComment.collapsed.has(s.a.id)).toBe(false)
    // Nothing to open: the same object back, so React need not redraw.
    expect(revealItem(s.tree, initialViewState, { postId: s.b.id })).toBe(initialViewState)

    const starter = contribution({ created_at: at(0) })
    const comments = Array.from({ length: COMMENTS_OPEN + 1 }, (_, index) => commentOn(starter, index + 1))
    const tree = buildThreadTree({ ...fullThread({ starter }), starter, posts: [starter], comments: { [starter.id]: comments } })
    const last = comments.at(-1)
    if (!last) throw new Error('no comments')
    expect(revealItem(tree, initialViewState, { postId: starter.id, unitId: last.id }).allComments.has(starter.id)).toBe(true)
  })
})

describe('galleryCards', () => {
  it('takes the starter as the cover and its direct replies as cards; the new ones apart', () => {
    const s = sample()
    const withNew = {
      ...s.thread,
      posts: s.thread.posts.map((post) => ({ ...post, new: post.id === s.a1.id })),
      comments: { ...s.thread.comments, [s.b.id]: [commentOn(s.b, 40, { new: true })] },
    }
    const gallery = galleryCards(buildThreadTree(withNew))
    expect(gallery.cover.post.id).toBe(s.starter.id)
    expect(gallery.all.map((card) => s.names.get(card.node.post.id))).toEqual(['b', 'a'])
    // a1 is new but is not a card (it answers a, not the starter); b has a new comment.
    expect(gallery.fresh.map((card) => s.names.get(card.node.post.id))).toEqual(['b'])
    expect(gallery.all.find((card) => card.node.post.id === s.a.id)?.node.descendants).toBe(2)
  })
})
