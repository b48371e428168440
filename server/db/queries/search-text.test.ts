import { describe, expect, it } from 'vitest'
import { matchingIds, searchDocumentOf } from '../test-queries/lookups'
import { forgetSearchText } from '../test-queries/writes'
import { useTestServer } from '../../test/harness'
import { replyBody } from '../../test/replies'
import { comment, newThreadBody, startThread } from '../../test/writes'
import { replyResponseSchema } from '../../../src/contract/schemas/reply'
import { fillSearchTexts } from './search-text'

const t = useTestServer()

const delta = (...ops: unknown[]) => JSON.stringify({ ops })

describe('search documents', () => {
  it('make a reply findable the moment it is answered: stemmed, accents folded, names and other scripts kept', async () => {
    const thread = await t.threadBy('tea-room', 'ada')
    const answer = await t.request(`/posts/${thread.starterId}/contributions`, {
      method: 'POST',
      token: await t.login('bo'),
      json: replyBody('', { content: delta({ insert: 'Steeping Gyokuro at the Café Zürich, 玉露 in hand.\n' }) }),
    })
    const reply = answer.as(replyResponseSchema).contribution
    for (const query of ['steep', 'cafe zurich', 'gyokuro', '玉露', '"cafe zurich"'])
      expect(await matchingIds(t.db, query), query).toContain(reply.id)
    expect(await matchingIds(t.db, 'zurich -gyokuro')).not.toContain(reply.id)
  })

  it("weigh a thread's title first, then its tags, its words, then whispers and content warnings; a spoiler stays out", async () => {
    const thread = await startThread(
      t,
      await t.login('bo'),
      await t.boardId('tea-room'),
      newThreadBody('', {
        content: delta(
          { insert: 'Oolong\n' },
          { insert: 'Roasted leaves and ' },
          { insert: 'twisted endings', attributes: { 'inline-spoilers': true } },
          { insert: '\n' },
        ),
        index_tags: ['guide'],
        category_tags: ['brewing'],
        whisper_tags: ['sleepy'],
        content_warnings: ['caffeine'],
      }),
    )
    const document = await searchDocumentOf(t.db, 'posts', thread.starter.id)
    expect(document).toMatch(/'oolong':1A/)
    expect(document).toMatch(/'guid':\d+B/)
    expect(document).toMatch(/'brew':\d+B/)
    expect(document).toMatch(/'roast':\d+C/)
    // D is the lowest weight, written without its letter.
    expect(document).toMatch(/'sleepi':\d+(?![\dA-C])/)
    expect(document).toMatch(/'caffein':\d+(?![\dA-C])/)
    expect(document).not.toMatch(/twist|end/)
  })

  it("make a comment's words findable too", async () => {
    const thread = await t.threadBy('tea-room', 'ada')
    const [made] = await comment(t, await t.login('bo'), thread.starterId, ['A whisk of matcha, please'])
    expect(await matchingIds(t.db, 'matcha whisk')).toContain(made?.id)
  })

  it('are filled at start for rows from before search existed', async () => {
    const thread = await t.threadBy('tea-room', 'ada')
    const before = await searchDocumentOf(t.db, 'posts', thread.starterId)
    await forgetSearchText(t.db, thread.starterId)
    // Its tags are columns of their own; its words, the title (A) among them, are gone until filled.
    expect(before).toMatch(/:\d+A/)
    expect(await searchDocumentOf(t.db, 'posts', thread.starterId)).not.toMatch(/:\d+A/)
    expect(await fillSearchTexts(t.db)).toBe(1)
    expect(await searchDocumentOf(t.db, 'posts', thread.starterId)).toBe(before)
  })
})
