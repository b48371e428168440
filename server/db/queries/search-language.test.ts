import { afterAll, describe, expect, it } from 'vitest'
import { matchingIds } from '../test-queries/lookups'
import { useTestServer } from '../../test/harness'
import { replyBody } from '../../test/replies'
import { replyResponseSchema } from '../../../src/contract/schemas/reply'
import { setSearchLanguage } from './search-language'

const t = useTestServer()

describe('the search language (SEARCH_LANGUAGE)', () => {
  afterAll(async () => {
    await setSearchLanguage(t.db, 'english')
  })

  it('stems in the language given, rebuilding the documents written before the change, once', async () => {
    const thread = await t.threadBy('tea-room', 'ada')
    const answer = await t.request(`/posts/${thread.starterId}/contributions`, {
      method: 'POST',
      token: await t.login('bo'),
      json: replyBody('', { content: JSON.stringify({ ops: [{ insert: 'Les chats mangeaient des croissants.\n' }] }) }),
    })
    const reply = answer.as(replyResponseSchema).contribution
    // English stemming leaves "mangeaient" whole: "manger" does not find it.
    expect(await matchingIds(t.db, 'manger')).not.toContain(reply.id)
    expect(await matchingIds(t.db, 'chat')).toContain(reply.id)

    expect(await setSearchLanguage(t.db, 'french')).toBeGreaterThan(0)
    expect(await matchingIds(t.db, 'manger')).toContain(reply.id)
    expect(await setSearchLanguage(t.db, 'french')).toBe(0)

    // No stemming: only the word as written.
    await setSearchLanguage(t.db, 'simple')
    expect(await matchingIds(t.db, 'chats')).toContain(reply.id)
    expect(await matchingIds(t.db, 'chat')).not.toContain(reply.id)

    expect(await setSearchLanguage(t.db, 'english')).toBeGreaterThan(0)
    expect(await matchingIds(t.db, 'manger')).not.toContain(reply.id)
    expect(await matchingIds(t.db, 'chat')).toContain(reply.id)
  })

  it('refuses a language the database has no stemmer for, naming the ones it has, and anything but a name', async () => {
    await expect(setSearchLanguage(t.db, 'klingon')).rejects.toThrow(/SEARCH_LANGUAGE=klingon .*english.*french/)
    await expect(setSearchLanguage(t.db, "english' --")).rejects.toThrow(/not a language name/)
    expect(await setSearchLanguage(t.db, 'english')).toBe(0)
  })
})
