import { describe, expect, it } from 'vitest'
import { feedPage } from '../../test/builders'
import { feedQueries } from './feeds'

describe('feed paging', () => {
  const { getNextPageParam } = feedQueries.board('board')

  it('asks for the cursor the last page gave, and stops at null', () => {
    expect(getNextPageParam(feedPage([], 'next-1'), [], undefined, [])).toBe('next-1')
    expect(getNextPageParam(feedPage([], null), [], 'next-1', [])).toBeUndefined()
  })

  it('stops rather than asking for the same page forever when a server repeats a cursor', () => {
    expect(getNextPageParam(feedPage([], 'same'), [], 'same', [])).toBeUndefined()
  })
})
