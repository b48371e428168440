import { describe, expect, it } from 'vitest'
import { useTestServer } from '../../test/harness'
import { replyBody } from '../../test/replies'
import { replyResponseSchema } from '../../../src/contract/schemas/reply'
import { parseSearchQuery } from '../../lib/search-query'
import { searchPage } from './search'

const t = useTestServer()

describe('searchPage', () => {
  it('ranks only the newest matches of words many rows hold, and every match of rarer ones, whichever way it finds them', async () => {
    const thread = await t.threadBy('tea-room', 'ada')
    const token = await t.login('bo')
    const ids: string[] = []
    // The oldest says it most often, so it would rank first if it were ranked at all.
    for (const text of ['Persimmon persimmon persimmon persimmon.', 'A persimmon.', 'One persimmon.']) {
      const answer = await t.request(`/posts/${thread.starterId}/contributions`, { method: 'POST', token, json: replyBody(text) })
      ids.push(answer.as(replyResponseSchema).contribution.id)
    }
    const [oldest, ...newest] = ids
    const boardIds = [await t.boardId('tea-room')]
    const page = (candidates?: number, fewMatches?: number) =>
      searchPage(t.db, { search: parseSearchQuery('persimmon'), boardIds, at: new Date(), after: null, limit: 20, candidates, fewMatches })

    expect((await page()).map((hit) => hit.postId)[0]).toBe(oldest)
    // Whether every match comes through GIN first (few expected) or the newest by date (many).
    for (const fewMatches of [Number.POSITIVE_INFINITY, -1])
      expect((await page(2, fewMatches)).map((hit) => hit.postId).sort(), String(fewMatches)).toEqual([...newest].sort())
  })
})
