import { describe, expect, it } from 'vitest'
import { setAccessToken } from '../../api/access-token'
import { readEarlyThread } from '../../api/early-thread'
import { feedQueries } from '../../api/queries/feeds'
import { realmQueries } from '../../api/queries/realms'
import { threadQueries } from '../../api/queries/threads'
import { type Thread } from '../../contract/schemas/thread'
import { boardIds, demoRealm, feedPage, fullThread } from '../../test/builders'
import { apiPath, http, HttpResponse, server } from '../../test/msw'
import { testQueryClient } from '../../test/render-with-router'
import { loadThread } from './load-thread'

const elsewhere = { ...demoRealm, id: '10000000-0000-4000-8000-0000000000e1', slug: 'elsewhere', name: 'Elsewhere' }

/** Answers the thread (or never, `hold`) and counts how often the server was asked for it. */
function serveThread(thread: Thread, { hold = false } = {}) {
  const asked = { count: 0 }
  server.use(
    http.get(apiPath('/threads/:threadId'), () => {
      asked.count += 1
      return hold ? new Promise<never>(() => undefined) : HttpResponse.json(thread)
    }),
    http.get(apiPath('/realms/slug/elsewhere'), () => HttpResponse.json(elsewhere)),
  )
  return asked
}

/** As src/early.ts leaves it for a visitor who opened `thread` by its address, read as main.tsx does. */
function fetchedEarly(thread: Thread) {
  window.__teahouseEarlyThread = {
    threadId: thread.id,
    response: Promise.resolve(HttpResponse.json(thread)),
  }
  readEarlyThread()
}

describe('loadThread, source by source', () => {
  it('early fetch: takes a visitor’s, asking the server nothing more', async () => {
    const thread = fullThread()
    const asked = serveThread(thread)
    fetchedEarly(thread)
    const queryClient = testQueryClient()
    await loadThread(queryClient, thread.id)
    expect(queryClient.getQueryData(threadQueries.detail(thread.id).queryKey)).toEqual(thread)
    expect(asked.count).toBe(0)
  })

  it('early fetch: leaves it to a reader who turned out to be signed in: theirs comes with their token', async () => {
    const thread = fullThread()
    const asked = serveThread(thread)
    fetchedEarly(thread)
    setAccessToken('token')
    await loadThread(testQueryClient(), thread.id)
    expect(asked.count).toBe(1)
    // Taken all the same: the next visit asks the server again.
    setAccessToken(null)
    await loadThread(testQueryClient(), thread.id)
    expect(asked.count).toBe(2)
  })

  it('feed copy: settles for a feed’s copy of the starter, with its realm, while the thread is still on its way', async () => {
    const thread = fullThread({ parent_realm_slug: 'elsewhere' })
    const asked = serveThread(thread, { hold: true })
    const queryClient = testQueryClient()
    queryClient.setQueryData(feedQueries.board(boardIds.teaRoom).queryKey, { pages: [feedPage([thread])], pageParams: [null] })
    await loadThread(queryClient, thread.id)
    expect(queryClient.getQueryData(realmQueries.bySlug('elsewhere').queryKey)).toEqual(elsewhere)
    expect(asked.count).toBe(1)
    expect(queryClient.isFetching({ queryKey: threadQueries.detail(thread.id).queryKey })).toBe(1)
  })

  it('cache: prefers the thread cached from an earlier visit to a feed’s copy, and asks nothing', async () => {
    const thread = fullThread()
    const asked = serveThread(thread)
    const queryClient = testQueryClient()
    queryClient.setQueryData(threadQueries.detail(thread.id).queryKey, thread)
    queryClient.setQueryData(feedQueries.board(boardIds.teaRoom).queryKey, { pages: [feedPage([thread])], pageParams: [null] })
    await loadThread(queryClient, thread.id)
    expect(asked.count).toBe(0)
  })

  it('network: waits for it otherwise, with the default realm asked beside it and the thread’s own after', async () => {
    const thread = fullThread({ parent_realm_slug: 'elsewhere' })
    const asked = serveThread(thread)
    const queryClient = testQueryClient()
    await loadThread(queryClient, thread.id)
    expect(asked.count).toBe(1)
    expect(queryClient.getQueryData(threadQueries.detail(thread.id).queryKey)).toEqual(thread)
    expect(queryClient.getQueryData(realmQueries.bySlug('elsewhere').queryKey)).toEqual(elsewhere)
    expect(queryClient.getQueryState(realmQueries.bySlug('demo').queryKey)).toBeDefined()
  })
})
