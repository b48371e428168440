import { describe, expect, it } from 'vitest'
import { feedPageSchema, type FeedPage } from '../../src/contract/schemas/feed'
import { starredBy } from '../db/test-queries/lookups'
import { messages } from '../lib/api-error'
import { encodeCursor } from '../lib/feed-cursor'
import { useTestServer } from '../test/harness'
import { reply } from '../test/replies'

const t = useTestServer()

async function feed(path: string, token?: string): Promise<FeedPage> {
  const answer = await t.request(path, { token })
  expect(answer.status, answer.text).toBe(200)
  return answer.as(feedPageSchema)
}

/** Follows `cursor.next` to the end, running `between` after each page. */
async function allPages(path: string, options: { token?: string; between?: (page: FeedPage, number: number) => Promise<void> } = {}) {
  const pages: FeedPage[] = []
  let next: string | null = null
  do {
    const separator = path.includes('?') ? '&' : '?'
    const page = await feed(next ? `${path}${separator}cursor=${encodeURIComponent(next)}` : path, options.token)
    pages.push(page)
    next = page.cursor.next
    await options.between?.(page, pages.length)
  } while (next && pages.length < 50)
  return pages
}

describe('GET /feeds/boards/{board_id}', () => {
  it('answers a page of thread summaries, 20 at most, with the next cursor', async () => {
    const boardId = await t.boardId('tea-room')
    const page = await feed(`/feeds/boards/${boardId}`)
    expect(page.activity).toHaveLength(20)
    expect(page.cursor.next).toEqual(expect.any(String))
    for (const thread of page.activity) {
      expect(thread.parent_board_id).toBe(boardId)
      expect(thread.parent_board_slug).toBe('tea-room')
      expect(thread.parent_realm_slug).toBe('demo')
      expect(thread.starter.parent_post_id).toBeNull()
      expect(thread.starter.parent_thread_id).toBe(thread.id)
      expect(thread.total_posts_amount).toBeGreaterThanOrEqual(1)
    }
    const times = page.activity.map((thread) => thread.last_activity_at)
    expect(times).toEqual([...times].sort().reverse())
  })

  it('pages through every thread once while replies land between pages', async () => {
    const boardId = await t.boardId('tea-room')
    const everyThread = await t.threadsOn('tea-room')
    expect(everyThread.length).toBeGreaterThanOrEqual(45)
    const bo = await t.login('bo')
    const shown = new Set<string>()
    const pages = await allPages(`/feeds/boards/${boardId}`, {
      between: async (page, number) => {
        for (const thread of page.activity) shown.add(thread.id)
        // Bump a thread already shown, the one due last on the next page (its cursor is
        // made from it) and one due mid-page: none of them may move in this paging.
        const bumped = [
          everyThread.find((thread) => shown.has(thread.id)),
          everyThread[(number + 1) * 20 - 1],
          everyThread[number * 20 + 5],
        ]
        t.clock.advance(1)
        for (const thread of bumped) {
          if (thread) await reply(t, bo, thread.starterId, `bump after page ${number}`)
        }
        t.clock.advance(1)
      },
    })
    expect(pages.length).toBeGreaterThanOrEqual(3)
    expect(pages.at(-1)?.cursor.next).toBeNull()
    const ids = pages.flatMap((page) => page.activity.map((thread) => thread.id))
    expect(new Set(ids).size).toBe(ids.length)
    expect([...ids].sort()).toEqual(everyThread.map((thread) => thread.id).sort())

    // A fresh first page shows the latest bump on top.
    const fresh = await feed(`/feeds/boards/${boardId}`)
    const [latest] = await t.threadsOn('tea-room')
    expect(fresh.activity[0]?.id).toBe(latest?.id)
  })

  it('pages every thread once from a page ended by a thread stamped after its moment', async () => {
    // A write stamped just after a page's moment, committed before the page was read, can end
    // that page (docs/decisions/002-feed-cursor-snapshot.md): its cursor then lies after its own
    // moment. Such a cursor, made here: the page read as of the 31st thread's activity, ended by
    // the 20th. Every thread begun by that moment was last active by it as far as the page knows,
    // so all of those follow, each once, by their activity as of then.
    const path = `/feeds/boards/${await t.boardId('tea-room')}`
    const live = (await allPages(path)).flatMap((page) => page.activity)
    const [ender, moment] = [live[19], live[30]]
    if (!ender || !moment) throw new Error('the Tea Room needs 31 threads')
    expect(ender.last_activity_at > moment.last_activity_at).toBe(true)
    let next: string | null = encodeCursor({
      asOf: new Date(moment.last_activity_at),
      lastActivityAt: new Date(ender.last_activity_at),
      threadId: ender.id,
    })
    const ids: string[] = []
    while (next && ids.length < 1000) {
      const page = await feed(`${path}?cursor=${encodeURIComponent(next)}`)
      ids.push(...page.activity.map((thread) => thread.id))
      next = page.cursor.next
    }
    expect(new Set(ids).size).toBe(ids.length)
    const begunBy = live.filter((thread) => thread.starter.created_at <= moment.last_activity_at)
    // More than a page of them: the paging goes on past the first page read from the cursor.
    expect(begunBy.length).toBeGreaterThan(20)
    expect([...ids].sort()).toEqual(begunBy.map((thread) => thread.id).sort())
  })

  it('filters by a starter category, ignoring case, across pages', async () => {
    const boardId = await t.boardId('tea-room')
    const lower = (await allPages(`/feeds/boards/${boardId}?categoryFilter=stories`)).flatMap((p) => p.activity)
    const upper = (await allPages(`/feeds/boards/${boardId}?categoryFilter=StOrIeS`)).flatMap((p) => p.activity)
    expect(lower.length).toBeGreaterThanOrEqual(5)
    expect(upper.map((thread) => thread.id)).toEqual(lower.map((thread) => thread.id))
    for (const thread of lower) expect(thread.starter.tags.category_tags).toContain('stories')
    const everything = (await allPages(`/feeds/boards/${boardId}`)).flatMap((p) => p.activity)
    expect(lower.length).toBe(everything.filter((thread) => thread.starter.tags.category_tags.includes('stories')).length)
  })

  it('answers an empty page for a category nobody uses', async () => {
    const page = await feed(`/feeds/boards/${await t.boardId('tea-room')}?categoryFilter=no-such-category`)
    expect(page).toEqual({ activity: [], cursor: { next: null } })
  })

  it('gives logged-out visitors every per-user flag false', async () => {
    const threads = (await allPages(`/feeds/boards/${await t.boardId('tea-room')}`)).flatMap((p) => p.activity)
    for (const thread of threads) {
      expect([thread.new, thread.muted, thread.hidden, thread.starred]).toEqual([false, false, false, false])
      expect([thread.new_posts_amount, thread.new_comments_amount]).toEqual([0, 0])
      expect([thread.starter.new, thread.starter.own, thread.starter.friend]).toEqual([false, false, false])
    }
  })

  it("shows a logged-in user's flags: muted, hidden, starred, new, own and friend", async () => {
    const ada = await t.login('ada')
    const threads = (await allPages(`/feeds/boards/${await t.boardId('tea-room')}`, { token: ada })).flatMap((p) => p.activity)
    expect(threads.some((thread) => thread.muted)).toBe(true)
    expect(threads.some((thread) => thread.hidden)).toBe(true)
    expect(threads.some((thread) => thread.starred)).toBe(true)
    expect(threads.some((thread) => thread.new)).toBe(true)
    expect(threads.some((thread) => thread.new_posts_amount > 0)).toBe(true)
    expect(threads.some((thread) => thread.starter.own)).toBe(true)
    expect(threads.some((thread) => thread.starter.friend)).toBe(true) // bo is ada's friend
    for (const thread of threads.filter((thread) => thread.starter.own)) expect(thread.new).toBe(false)
  })

  it('lets anyone read a public board, members only a members-only one', async () => {
    const backRoom = await t.boardId('back-room')
    const anonymous = await t.request(`/feeds/boards/${backRoom}`)
    expect([anonymous.status, anonymous.body]).toEqual([401, { message: messages.noUser }])
    const outsider = await t.request(`/feeds/boards/${backRoom}`, { token: await t.login('cy') })
    expect([outsider.status, outsider.body]).toEqual([403, { message: messages.boardAccessForbidden }])
    const member = await feed(`/feeds/boards/${backRoom}`, await t.login('bo'))
    expect(member.activity.length).toBeGreaterThan(0)
  })

  it('answers 404 with a message for a board that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000'
    const answer = await t.request(`/feeds/boards/${missing}`)
    expect([answer.status, answer.body]).toEqual([404, { message: `The board with id ${missing} was not found.` }])
    // The token is checked beside the page, and answers first: a refused one hears 401 (decision 003).
    const forged = await t.request(`/feeds/boards/${missing}`, { token: 'not-a-token' })
    expect([forged.status, forged.body]).toEqual([401, { message: messages.noUser }])
    const ada = await t.login('ada')
    t.clock.advance(901)
    const expired = await t.request(`/feeds/boards/${await t.boardId('tea-room')}?cursor=not-a-cursor`, { token: ada })
    expect([expired.status, expired.body]).toEqual([401, { message: messages.tokenExpired }])
  })

  it('refuses a cursor it did not make, once the board and the reader have been let in', async () => {
    const answer = await t.request(`/feeds/boards/${await t.boardId('tea-room')}?cursor=not-a-cursor`)
    expect([answer.status, answer.body]).toEqual([400, { message: messages.invalidCursor }])
    const missing = '00000000-0000-4000-8000-000000000000'
    expect((await t.request(`/feeds/boards/${missing}?cursor=not-a-cursor`)).status).toBe(404)
    const backRoom = `/feeds/boards/${await t.boardId('back-room')}?cursor=not-a-cursor`
    expect((await t.request(backRoom)).status).toBe(401)
    expect((await t.request(backRoom, { token: await t.login('cy') })).status).toBe(403)
    expect((await t.request(backRoom, { token: await t.login('bo') })).body).toEqual({ message: messages.invalidCursor })
  })

  it('answers an unchanged page alike, its cursor included, and a new one once a reply lands', async () => {
    const path = `/feeds/boards/${await t.boardId('tea-room')}`
    const bo = await t.login('bo')
    for (const token of [undefined, bo]) {
      const first = await t.request(path, { token })
      t.clock.advance(5)
      // Nothing on the board changed: the page and its moment are still true (decision 027).
      expect((await t.request(path, { token })).text).toBe(first.text)
      const secondPage = first.as(feedPageSchema).cursor.next
      const [, , laterThread] = (await feed(`${path}?cursor=${encodeURIComponent(secondPage ?? '')}`, token)).activity
      if (!laterThread) throw new Error('no second page')
      await reply(t, await t.login('ada'), laterThread.starter.id, 'Up it goes.')
      t.clock.advance(5)
      const fresh = await feed(path, token)
      expect(fresh.activity[0]?.id).toBe(laterThread.id)
      expect(fresh.cursor.next).not.toBe(secondPage)
    }
  })
})

describe('GET /feeds/users/@me/stars', () => {
  it("lists the user's starred threads, including members-only ones they can read", async () => {
    const ada = await t.login('ada')
    const page = await feed('/feeds/users/@me/stars', ada)
    expect(page.activity.length).toBeGreaterThanOrEqual(5)
    expect(page.cursor.next).toBeNull()
    for (const thread of page.activity) expect(thread.starred).toBe(true)
    expect(page.activity.some((thread) => thread.parent_board_slug === 'back-room')).toBe(true)
  })

  it('follows stars and unstars', async () => {
    const cy = await t.login('cy')
    expect((await feed('/feeds/users/@me/stars', cy)).activity).toEqual([])
    const thread = await t.threadBy('tea-room', 'bo')
    expect((await t.request(`/threads/${thread.id}/stars`, { method: 'POST', token: cy })).status).toBe(204)
    expect((await feed('/feeds/users/@me/stars', cy)).activity.map((s) => s.id)).toEqual([thread.id])
    expect((await t.request(`/threads/${thread.id}/stars`, { method: 'DELETE', token: cy })).status).toBe(204)
    expect((await feed('/feeds/users/@me/stars', cy)).activity).toEqual([])
  })

  it('pages with the same cursor as the board feed', async () => {
    const bo = await t.login('bo')
    for (const thread of (await t.threadsOn('tea-room')).slice(0, 25)) {
      await t.request(`/threads/${thread.id}/stars`, { method: 'POST', token: bo })
    }
    const pages = await allPages('/feeds/users/@me/stars', { token: bo })
    const threads = pages.flatMap((page) => page.activity)
    expect(pages.length).toBe(2)
    const starred = await starredBy(t.db, await t.userId('bo'))
    expect(threads.map((thread) => thread.id).sort()).toEqual(starred.sort())
    const times = threads.map((thread) => thread.last_activity_at)
    expect(times).toEqual([...times].sort().reverse())
  })

  it('needs a user', async () => {
    const answer = await t.request('/feeds/users/@me/stars')
    expect([answer.status, answer.body]).toEqual([401, { message: messages.noUser }])
  })
})
