import { describe, expect, it } from 'vitest'
import { realmSchema, type Realm } from '../../src/contract/schemas/realm'
import { boardsCounted } from '../db/test-queries/lookups'
import { insertBoard } from '../db/test-queries/writes'
import { messages } from '../lib/api-error'
import { useTestServer, type DemoUser } from '../test/harness'
import { reply } from '../test/replies'
import { newThreadBody, startThread } from '../test/writes'

// Every query this file's server runs, in order, so a test can count a request's queries.
const queries: string[] = []
const t = useTestServer({}, { logQuery: (query) => void queries.push(query) })

async function getRealm(slug: string, token?: string): Promise<Realm> {
  const answer = await t.request(`/realms/slug/${slug}`, { token })
  expect(answer.status, answer.text).toBe(200)
  return answer.as(realmSchema)
}

/** Each board of the realm as the database has it, counted board by board, in the answer's terms. */
async function storedBoards(realmId: string) {
  return (await boardsCounted(t.db, realmId)).map((board) => ({
    id: board.id,
    slug: board.slug,
    threads_amount: board.threadCount,
    last_activity_at: board.lastActivityAt?.toISOString() ?? null,
  }))
}

const countsOf = (realm: Realm) =>
  realm.boards.map(({ id, slug, threads_amount, last_activity_at }) => ({ id, slug, threads_amount, last_activity_at }))

const boardOf = (realm: Realm, slug: string) => {
  const board = realm.boards.find((b) => b.slug === slug)
  if (!board) throw new Error(`no board ${slug} in ${realm.slug}`)
  return board
}

describe('GET /realms/slug/{realm_slug}', () => {
  it.each(['demo', 'elsewhere'])('gives each board of %s its thread count and newest activity, as stored', async (slug) => {
    const realm = await getRealm(slug)
    expect(realm.slug).toBe(slug)
    expect(countsOf(realm)).toEqual(await storedBoards(await t.realmId(slug)))
    for (const board of realm.boards) {
      expect(board.threads_amount, board.slug).toBeGreaterThan(0) // the seed fills every board
      expect(board.last_activity_at, board.slug).not.toBeNull()
    }
  })

  it('counts members-only boards for everyone, members or not', async () => {
    const answers = await Promise.all(
      ([null, 'cy', 'bo'] satisfies (DemoUser | null)[]).map(async (who) => getRealm('demo', who ? await t.login(who) : undefined)),
    )
    const [visitor, ...others] = answers
    if (!visitor) throw new Error('no answers')
    const backRoom = boardOf(visitor, 'back-room')
    expect(backRoom.members_only).toBe(true)
    expect(backRoom.threads_amount).toBeGreaterThan(0)
    // Each reader's own settings aside (reader-controls.test.ts), all see the same boards.
    const shared = (realm: Realm) => ({ ...realm, boards: realm.boards.map(({ has_updates: _news, ...board }) => board) })
    for (const answer of others) expect(shared(answer)).toEqual(shared(visitor))
  })

  it('reads the realm and all its boards in two queries, however many boards there are', async () => {
    const start = queries.length
    const realm = await getRealm('demo')
    expect(realm.boards.length).toBeGreaterThanOrEqual(4)
    expect(queries.slice(start)).toHaveLength(2)
  })

  it('counts a new thread and moves its board to the thread activity; a reply moves only the activity', async () => {
    const boardId = await t.boardId('kettle-corner')
    const before = await getRealm('demo')
    t.clock.advance(1)
    const thread = await startThread(t, await t.login('bo'), boardId, newThreadBody('Counting on the kettle.'))
    const after = await getRealm('demo')
    expect(boardOf(after, 'kettle-corner')).toEqual({
      ...boardOf(before, 'kettle-corner'),
      threads_amount: boardOf(before, 'kettle-corner').threads_amount + 1,
      last_activity_at: thread.last_activity_at,
    })
    // The other boards did not move.
    expect(after.boards.filter((b) => b.slug !== 'kettle-corner')).toEqual(before.boards.filter((b) => b.slug !== 'kettle-corner'))
    expect(countsOf(after)).toEqual(await storedBoards(after.id))

    t.clock.advance(1)
    const answer = await reply(t, await t.login('ada'), thread.starter.id, 'Still boiling.')
    const replied = boardOf(await getRealm('demo'), 'kettle-corner')
    expect(replied.threads_amount).toBe(boardOf(after, 'kettle-corner').threads_amount)
    expect(replied.last_activity_at).toBe(answer.created_at)
  })

  it('gives a board without threads 0 and null', async () => {
    const realmId = await t.realmId('demo')
    const emptyId = await insertBoard(t.db, { realmId, slug: 'empty-shelf', name: 'Empty Shelf', tagline: 'Nothing yet.', position: 1000 })
    const realm = await getRealm('demo')
    expect(realm.boards.at(-1)).toEqual({
      id: emptyId,
      slug: 'empty-shelf',
      name: 'Empty Shelf',
      tagline: 'Nothing yet.',
      description: null,
      members_only: false,
      threads_amount: 0,
      muted: false,
      pinned: false,
      has_updates: false,
      last_activity_at: null,
    })
    expect(countsOf(realm)).toEqual(await storedBoards(realmId))
  })

  it('answers 404 for an unknown slug', async () => {
    const answer = await t.request('/realms/slug/no-such-realm')
    expect([answer.status, answer.body]).toEqual([404, { message: messages.realmSlugNotFound('no-such-realm') }])
  })
})
