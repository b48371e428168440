// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { type ComposerTarget } from '../../../lib/composer-target'
import { comment, contribution, fullThread } from '../../../test/builders'
import { at, commentOn, namedThread, reply } from '../../../test/named-thread'
import { buildThreadTree } from '../thread-tree'
import { threadRows, type ThreadRow } from './thread-rows'
import { COMMENTS_OPEN, initialViewState, type ThreadViewState } from './view-state'

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

const rowsOf = (s: ReturnType<typeof namedThread>, view: ThreadViewState = initialViewState, composer: ComposerTarget | null = null) =>
  threadRows(buildThreadTree(s.thread), view, composer).map((row) => describeRow(row, s.names))

describe('threadRows', () => {
  it('nests contributions by parent, oldest first, each followed by its comments', () => {
    expect(rowsOf(namedThread())).toEqual([
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
    const s = namedThread()
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
    const s = namedThread()
    const keys = threadRows(buildThreadTree(s.thread)).map((row) => row.key)
    const shuffled = { ...s.thread, posts: [...s.thread.posts].reverse() }
    expect(threadRows(buildThreadTree(shuffled)).map((row) => row.key)).toEqual(keys)
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys[0]).toBe(`post:${s.starter.id}`)
  })

  it('folds a collapsed subtree into one row counting what it hides', () => {
    const s = namedThread()
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
    const s = namedThread()
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
