// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { namedThread } from '../../../test/named-thread'
import { buildThreadTree } from '../thread-tree'
import { type ThreadRow } from '../thread-layout/thread-rows'
import { timelineRows, type TimelineMode } from './timeline-rows'

function describeRow(row: ThreadRow, names: Map<string, string>): string {
  if (row.type === 'post') return `post ${names.get(row.node.post.id)}${row.guides.length ? ' (indented)' : ''}`
  if (row.type === 'comment') return `${'>'.repeat(row.level + 1)} ${row.unit.parts.map((part) => names.get(part.id)).join('+')}`
  return row.type
}

const rowsOf = (s: ReturnType<typeof namedThread>, mode: TimelineMode) =>
  timelineRows(buildThreadTree(s.thread), mode).map((row) => describeRow(row, s.names))

describe('timelineRows', () => {
  it('lists every contribution flat in the order written, each followed by its comments (All)', () => {
    expect(rowsOf(namedThread(), 'all')).toEqual([
      'post starter',
      '> s1',
      'post b',
      'post a',
      '> c1+c2+c3',
      '>> answer',
      '> other',
      'post a1',
      'post a1x',
    ])
  })

  it('puts the newest first (Latest)', () => {
    expect(rowsOf(namedThread(), 'latest').filter((row) => row.startsWith('post'))).toEqual([
      'post a1x',
      'post a1',
      'post a',
      'post b',
      'post starter',
    ])
  })

  it('keeps only what is new, or holds a new comment (New)', () => {
    const s = namedThread()
    const posts = s.thread.posts.map((post) => (post.id === s.a1.id ? { ...post, new: true } : { ...post, new: false }))
    const comments = Object.fromEntries(
      Object.entries(s.thread.comments).map(([postId, list]) => [postId, list.map((c) => ({ ...c, new: c.id === s.answer.id }))]),
    )
    const fresh = { ...s, thread: { ...s.thread, posts, comments } }
    expect(rowsOf(fresh, 'new').filter((row) => row.startsWith('post'))).toEqual(['post a', 'post a1'])
  })
})
