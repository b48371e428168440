import { type InfiniteData, type QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { feedQueries } from '../../api/queries/feeds'
import { type FeedPage } from '../../contract/schemas/feed'
import { type RealmRole } from '../../contract/schemas/me'
import { type Thread } from '../../contract/schemas/thread'
import { boardIds, comment, contribution, delta, feedPage, fullThread, testId } from '../../test/builders'
import { apiPath, http, HttpResponse, server } from '../../test/msw'
import { renderApp } from '../../test/render-app'
import { signInAs } from '../../test/sign-in'

function sampleThread(overrides: Parameters<typeof fullThread>[0] = {}): Thread {
  const id = testId()
  const starter = contribution({ parent_thread_id: id, content: delta('Oolong season\nIt is here at last.') })
  const replies = [
    contribution({
      parent_thread_id: id,
      parent_post_id: starter.id,
      content: delta('A first cup.'),
      created_at: new Date(Date.now() - 7200_000).toISOString(),
    }),
    contribution({
      parent_thread_id: id,
      parent_post_id: starter.id,
      content: '<b>not a delta</b>',
      created_at: new Date(Date.now() - 3600_000).toISOString(),
    }),
  ]
  const [first] = replies
  if (!first) throw new Error('no replies')
  return fullThread({
    id,
    starter,
    posts: replies,
    comments: { [first.id]: [comment(first.id, { content: '<i>also not a delta</i>' })] },
    ...overrides,
  })
}

beforeAll(async () => {
  // A signed-in reader's thread actions, the menu and the gallery load when first needed: load
  // them once here, so the first test that needs them does not spend its time budget on
  // compiling them on a busy machine.
  await Promise.all([
    import('../../features/threads/options/SignedInActions'),
    import('../../features/threads/gallery/GalleryLayout'),
    import('../../api/thread-cache/thread-flags'),
  ])
})

const threadPath = apiPath('/threads/:threadId')
const answerThread = (thread: Thread) => http.get(threadPath, () => HttpResponse.json(thread))

/** Logs a reader in (signInAs), on a thread page that marks their visits. */
function logIn(role: RealmRole | null) {
  signInAs(role)
  server.use(http.post(apiPath('/threads/:threadId/visits'), () => new HttpResponse(null, { status: 204 })))
}

/** A gate an MSW handler waits at, so a test sees the page before the thread's answer comes. */
function gate() {
  let open: () => void = () => undefined
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { open, opened }
}

/** Seeds the cache with the Tea Room's feed listing `thread`, as if the reader came from it. */
const fromFeed = (thread: Thread) => (queryClient: QueryClient) =>
  queryClient.setQueryData<InfiniteData<FeedPage, unknown>>(feedQueries.board(boardIds.teaRoom).queryKey, {
    pages: [feedPage([thread])],
    pageParams: [null],
  })

/** Opens "Thread options" and names what it offers, choices as "group: choice". */
async function openOptions() {
  await userEvent.click(await screen.findByRole('button', { name: 'Thread options' }))
  const menu = await screen.findByRole('menu')
  return [...menu.querySelectorAll('[role="menuitem"], [role="menuitemradio"]')].map((item) => {
    const group = item.closest('[role="group"]')?.getAttribute('aria-label')
    const name = item.textContent?.replace('✓', '').trim()
    return group ? `${group}: ${name}` : name
  })
}

describe('the thread page', () => {
  it('loads a thread opened by its address over a skeleton, headed by its first line', async () => {
    const thread = sampleThread()
    const { open: answer, opened: answered } = gate()
    server.use(
      http.get(threadPath, async () => {
        await answered
        return HttpResponse.json(thread)
      }),
    )
    renderApp(`/threads/${thread.id}`)
    expect(await screen.findByText('Loading the thread…')).toBeInTheDocument()
    answer()
    expect(await screen.findByRole('heading', { level: 1, name: 'Oolong season' })).toBeInTheDocument()
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(within(breadcrumb).getByRole('link', { name: 'The Tea Room' })).toHaveAttribute('href', `/boards/${boardIds.teaRoom}`)
    await waitFor(() => expect(document.title).toBe('Oolong season · The Tea Room'))
    // The starter's body does not say its first line again; the rest of it is there.
    const starter = screen.getAllByRole('article')[0]
    if (!starter) throw new Error('no starter')
    expect(within(starter).queryByText('Oolong season')).not.toBeInTheDocument()
    expect(within(starter).getByText('It is here at last.')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Thread', selected: true })).toBeInTheDocument()
  })

  it('shows the starter from a cached feed at once, while the rest of the thread loads', async () => {
    const thread = sampleThread()
    server.use(http.get(threadPath, () => new Promise(() => undefined)))
    renderApp(`/threads/${thread.id}`, fromFeed(thread))
    expect(await screen.findByRole('heading', { level: 1, name: 'Oolong season' })).toBeInTheDocument()
    expect(screen.getByText('Loading the replies…')).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(1)
    expect(screen.queryByText('Loading the thread…')).not.toBeInTheDocument()
  })

  it.each(['thread', 'gallery'])('shows content that is not a delta as text in the %s layout', async (view) => {
    const thread = sampleThread()
    server.use(answerThread(thread))
    renderApp(`/threads/${thread.id}?view=${view}`)
    expect(await screen.findByText('<b>not a delta</b>')).toBeInTheDocument()
    if (view === 'gallery') await userEvent.click(screen.getByRole('button', { name: '1 comment' }))
    expect(await screen.findByText('<i>also not a delta</i>')).toBeInTheDocument()
    expect(document.querySelector('main b, main i')).toBeNull()
  })

  it.each([
    [400, 'Invalid path: thread_id must be a uuid', "This thread doesn't exist", 'Go to the front page'],
    [401, 'No authenticated user found.', 'This thread is for members', 'Log in'],
    [403, 'User does not have required permissions to access thread.', 'This thread is for members', 'Go to the front page'],
    [404, 'The thread with id x was not found.', "This thread doesn't exist", 'Go to the front page'],
  ])(
    "answers a %i with a plain title as its heading, the server's message under it, and a next step",
    async (status, message, title, next) => {
      server.use(http.get(threadPath, () => HttpResponse.json({ message }, { status })))
      renderApp(`/threads/${status === 400 ? 'not-a-uuid' : testId()}`)
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument()
      expect(screen.getByText(message)).toBeInTheDocument()
      const main = screen.getByRole('main')
      expect(within(main).getByRole('link', { name: next })).toBeInTheDocument()
      expect(within(main).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
    },
  )

  it("says when Teahouse can't be reached, with Retry", async () => {
    server.use(http.get(threadPath, () => HttpResponse.error()))
    renderApp(`/threads/${testId()}`)
    expect(await screen.findByRole('heading', { level: 1, name: "Can't reach Teahouse" })).toBeInTheDocument()
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })
})

describe('writing in a thread', () => {
  const replyButtons = () => screen.queryAllByRole('button', { name: /^(Reply to|Comment on)/ })

  it('offers a member Reply and Comment, and no note about who may write', async () => {
    logIn('member')
    const thread = sampleThread()
    server.use(answerThread(thread))
    renderApp(`/threads/${thread.id}`)
    await waitFor(() => expect(replyButtons().length).toBeGreaterThan(0))
    expect(screen.queryByText(/Only members of/)).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Log in to reply' })).not.toBeInTheDocument()
  })

  it('offers a reader of another realm no Reply or Comment, but one line saying whom to ask', async () => {
    logIn(null)
    const thread = sampleThread()
    server.use(answerThread(thread))
    renderApp(`/threads/${thread.id}`)
    expect(await screen.findByText('Only members of Demo Realm can reply — ask a moderator for an invite.')).toBeInTheDocument()
    expect(screen.getByText('A first cup.')).toBeInTheDocument()
    expect(replyButtons()).toEqual([])
    expect(screen.queryByRole('button', { name: /^Reply to .*'s comment/ })).not.toBeInTheDocument()
  })

  it('offers a reader of another realm no Reply in the gallery either', async () => {
    logIn(null)
    const thread = sampleThread()
    server.use(answerThread(thread))
    renderApp(`/threads/${thread.id}?view=gallery`)
    expect(await screen.findByText('Only members of Demo Realm can reply — ask a moderator for an invite.')).toBeInTheDocument()
    expect(await screen.findByText('A first cup.')).toBeInTheDocument()
    expect(replyButtons()).toEqual([])
  })

  it('offers a visitor "Log in to reply", coming back to the thread', async () => {
    const thread = sampleThread()
    server.use(answerThread(thread))
    renderApp(`/threads/${thread.id}`)
    const logInToReply = await screen.findByRole('link', { name: 'Log in to reply' })
    expect(logInToReply).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(`/threads/${thread.id}`)}`)
    expect(replyButtons()).toEqual([])
  })
})

describe('thread options', () => {
  it('offers a visitor only the link', async () => {
    const thread = sampleThread()
    server.use(answerThread(thread))
    renderApp(`/threads/${thread.id}`)
    expect(await openOptions()).toEqual(['Copy link'])
    expect(screen.queryByRole('button', { name: 'Star' })).not.toBeInTheDocument()
  })

  it.each<[string, RealmRole, boolean, string[]]>([
    ['a member', 'member', false, ['Mute thread', 'Hide thread', 'Star thread', 'Copy link']],
    [
      "the starter's author",
      'member',
      true,
      [
        'Mute thread',
        'Hide thread',
        'Star thread',
        'Change default view: Thread',
        'Change default view: Gallery',
        'Change default view: Timeline',
        'Copy link',
      ],
    ],
    [
      'a moderator',
      'moderator',
      false,
      [
        'Mute thread',
        'Hide thread',
        'Star thread',
        'Change default view: Thread',
        'Change default view: Gallery',
        'Change default view: Timeline',
        'Move thread…',
        'Copy link',
      ],
    ],
  ])('offers %s what they may do', async (_who, role, own, expected) => {
    logIn(role)
    const thread = sampleThread()
    server.use(
      answerThread({
        ...thread,
        starter: { ...thread.starter, own },
        posts: thread.posts.map((p) => (p.id === thread.starter.id ? { ...p, own } : p)),
      }),
    )
    renderApp(`/threads/${thread.id}`)
    await waitFor(async () => expect(await openOptions()).toEqual(expected))
  })

  it("puts a refused mute back, with a toast in the server's words", async () => {
    logIn('member')
    const thread = sampleThread()
    server.use(
      answerThread(thread),
      http.post(apiPath('/threads/:threadId/mute'), () =>
        HttpResponse.json({ message: 'User does not have required permissions to access thread.' }, { status: 403 }),
      ),
    )
    renderApp(`/threads/${thread.id}`)
    await openOptions()
    await userEvent.click(screen.getByRole('menuitem', { name: 'Mute thread' }))
    expect(await screen.findByText('Could not mute the thread.')).toBeInTheDocument()
    expect(screen.getByText('User does not have required permissions to access thread.')).toBeInTheDocument()
    expect(screen.queryByText('Muted')).not.toBeInTheDocument()
    expect(await openOptions()).toContain('Mute thread')
  })
})

describe('a visit', () => {
  it('is told to the server once, and the cached feed forgets what was new', async () => {
    logIn('member')
    const thread = sampleThread()
    const fresh = { ...thread, new: true, new_posts_amount: 2, posts: thread.posts.map((post, index) => ({ ...post, new: index > 0 })) }
    let visits = 0
    server.use(
      answerThread(fresh),
      http.post(apiPath('/threads/:threadId/visits'), () => {
        visits += 1
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const feedKey = feedQueries.board(boardIds.teaRoom).queryKey
    const { queryClient } = renderApp(`/threads/${thread.id}`, (client) =>
      client.setQueryData<InfiniteData<FeedPage, unknown>>(feedKey, { pages: [feedPage([fresh])], pageParams: [null] }),
    )
    expect(await screen.findByRole('separator', { name: 'New since your last visit' })).toBeInTheDocument()
    await waitFor(() => expect(visits).toBe(1))
    await waitFor(() => {
      const summary = queryClient.getQueryData<InfiniteData<FeedPage, unknown>>(feedKey)?.pages[0]?.activity[0]
      expect([summary?.new, summary?.new_posts_amount]).toEqual([false, 0])
    })
    // The page still shows what was new when the reader arrived.
    expect(screen.getByText('2 new items since your last visit')).toBeInTheDocument()
    expect(visits).toBe(1)
  })
})

describe('coming back to a thread', () => {
  it('takes what is new from a fresh answer, not from the copy cached at the last visit', async () => {
    logIn('member')
    const thread = sampleThread()
    const late = contribution({ parent_thread_id: thread.id, parent_post_id: thread.starter.id, content: delta('Posted since.') })
    // As the server does: what is new is what came after the last recorded visit.
    let visited = false
    const order: string[] = []
    const { open: answer, opened: answered } = gate()
    server.use(
      http.get(threadPath, async () => {
        order.push('thread asked')
        await answered
        order.push('thread answered')
        return HttpResponse.json({ ...thread, posts: [...thread.posts, { ...late, new: !visited }], new_posts_amount: visited ? 0 : 1 })
      }),
      http.post(apiPath('/threads/:threadId/visits'), () => {
        order.push('visit')
        visited = true
        return new HttpResponse(null, { status: 204 })
      }),
    )
    renderApp(`/threads/${thread.id}`, (client) =>
      client.setQueryData(['threads', thread.id], thread, { updatedAt: Date.now() - 5 * 60_000 }),
    )
    // The old copy shows at once; the visit waits for the answer of now.
    expect(await screen.findByRole('heading', { level: 1, name: 'Oolong season' })).toBeInTheDocument()
    await waitFor(() => expect(order).toEqual(['thread asked']))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(order).toEqual(['thread asked'])
    answer()
    expect(await screen.findByText('1 new item since your last visit')).toBeInTheDocument()
    expect(screen.getByRole('separator', { name: 'New since your last visit' })).toBeInTheDocument()
    await waitFor(() => expect(order).toEqual(['thread asked', 'thread answered', 'visit']))
  })

  it('opens the gallery on "New" when there is something new, even from a feed\'s copy', async () => {
    logIn('member')
    const thread = sampleThread({ default_view: 'gallery' })
    const fresh = { ...thread, posts: thread.posts.map((post, index) => ({ ...post, new: index === 1 })) }
    const { open: answer, opened: answered } = gate()
    server.use(
      http.get(threadPath, async () => {
        await answered
        return HttpResponse.json(fresh)
      }),
    )
    renderApp(`/threads/${thread.id}`, fromFeed(thread))
    expect(await screen.findByText('Loading the replies…')).toBeInTheDocument()
    answer()
    expect(await screen.findByRole('tab', { name: 'New (1)', selected: true })).toBeInTheDocument()
  })

  it('still loads the whole thread when it is starred while loading', async () => {
    logIn('member')
    const thread = sampleThread()
    const { open: answer, opened: answered } = gate()
    server.use(
      http.get(threadPath, async () => {
        await answered
        return HttpResponse.json(thread)
      }),
      http.post(apiPath('/threads/:threadId/stars'), () => new HttpResponse(null, { status: 204 })),
    )
    renderApp(`/threads/${thread.id}`, fromFeed(thread))
    const star = await screen.findByRole('button', { name: 'Star' })
    await userEvent.click(star)
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'))
    answer()
    expect(await screen.findByText('A first cup.')).toBeInTheDocument()
    expect(screen.queryByText('Loading the replies…')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Star' })).toHaveAttribute('aria-pressed', 'true')
  })
})
