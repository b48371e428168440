import { beforeEach, describe, expect, it } from 'vitest'
import {
  countUserDrafts,
  type DraftPlace,
  loadDraft,
  MAX_DRAFTS,
  onUserDraftsRemoved,
  removeDraft,
  removeUserDrafts,
  saveDraft,
} from './drafts'

const place = (overrides: Partial<DraftPlace> = {}): DraftPlace => ({
  userId: 'bo',
  scope: 'thread-1',
  parentId: 'post-1',
  kind: 'reply',
  ...overrides,
})
const text = (words: string) => ({ ops: [{ insert: `${words}\n` }] })
const tags = { whisper_tags: ['hi'], index_tags: [], category_tags: ['brewing'], content_warnings: [] }

beforeEach(() => localStorage.clear())

describe('drafts', () => {
  it('come back as they were saved, for the same user, place, parent and kind only', () => {
    saveDraft(place(), { parts: [text('Half a thought')], tags }, 1000)
    expect(loadDraft(place())).toEqual({ parts: [text('Half a thought')], tags, savedAt: 1000 })
    expect(loadDraft(place({ userId: 'ada' }))).toBeNull()
    expect(loadDraft(place({ scope: 'thread-2' }))).toBeNull()
    expect(loadDraft(place({ parentId: 'post-2' }))).toBeNull()
    expect(loadDraft(place({ kind: 'comment' }))).toBeNull()
  })

  it('keep a comment chain part by part', () => {
    saveDraft(place({ kind: 'comment' }), { parts: [text('one'), text('two')] })
    expect(loadDraft(place({ kind: 'comment' }))?.parts).toEqual([text('one'), text('two')])
  })

  it('are replaced by a later save, and gone once cleared', () => {
    saveDraft(place(), { parts: [text('first')] }, 1)
    saveDraft(place(), { parts: [text('second')] }, 2)
    expect(loadDraft(place())?.parts).toEqual([text('second')])
    removeDraft(place())
    expect(loadDraft(place())).toBeNull()
    expect(localStorage.length).toBe(0)
  })

  it(`stop at ${MAX_DRAFTS}: the oldest goes first`, () => {
    for (let i = 0; i <= MAX_DRAFTS; i++) saveDraft(place({ parentId: `post-${i}` }), { parts: [text(`draft ${i}`)] }, 1000 + i)
    expect(loadDraft(place({ parentId: 'post-0' }))).toBeNull()
    expect(loadDraft(place({ parentId: 'post-1' }))?.parts).toEqual([text('draft 1')])
    expect(loadDraft(place({ parentId: `post-${MAX_DRAFTS}` }))?.parts).toEqual([text(`draft ${MAX_DRAFTS}`)])
  })

  it("of one user all go when they log out; others' stay", () => {
    saveDraft(place(), { parts: [text('bo 1')] })
    saveDraft(place({ parentId: 'post-9', kind: 'comment' }), { parts: [text('bo 2')] })
    saveDraft(place({ userId: 'ada' }), { parts: [text('ada')] })
    expect([countUserDrafts('bo'), countUserDrafts('ada'), countUserDrafts('cy')]).toEqual([2, 1, 0])
    removeUserDrafts('bo')
    expect(countUserDrafts('bo')).toBe(0)
    expect(loadDraft(place())).toBeNull()
    expect(loadDraft(place({ parentId: 'post-9', kind: 'comment' }))).toBeNull()
    expect(loadDraft(place({ userId: 'ada' }))?.parts).toEqual([text('ada')])
  })

  it('tell open composers when their user logs out, so they keep nothing more', () => {
    const told: string[] = []
    const stop = onUserDraftsRemoved((userId) => told.push(userId))
    removeUserDrafts('bo')
    stop()
    removeUserDrafts('ada')
    expect(told).toEqual(['bo'])
  })

  it('survive storage that is broken or full: nothing is thrown', () => {
    localStorage.setItem('teahouse.drafts', '{not json')
    expect(loadDraft(place())).toBeNull()
    const full = {
      ...localStorage,
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
      removeItem: () => undefined,
    } as unknown as Storage
    expect(saveDraft(place(), { parts: [text('x')] }, 1, full)).toBe(false)
  })
})
