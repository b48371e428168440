import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { boardIds, feedPage, threadSummary } from '../../test/builders'
import { apiPath, http, HttpResponse, server } from '../../test/msw'
import { FIRST_CARDS } from '../../features/feeds/FeedList'
import { renderApp } from '../../test/render-app'
import { signInAs } from '../../test/sign-in'

const feedPath = apiPath('/feeds/boards/:boardId')
const threads = (count: number, tags: string[] = []) =>
  Array.from({ length: count }, () =>
    threadSummary({ starter: { tags: { whisper_tags: [], index_tags: [], category_tags: tags, content_warnings: [] } } }),
  )

describe('the board feed', () => {
  it('shows skeletons, then the board name and one article per thread', async () => {
    let answer: (value?: unknown) => void = () => undefined
    const answered = new Promise((resolve) => {
      answer = resolve
    })
    server.use(
      http.get(feedPath, async () => {
        await answered
        return HttpResponse.json(feedPage(threads(3)))
      }),
    )
    renderApp(`/boards/${boardIds.teaRoom}`)
    expect(await screen.findByText('Loading threads…')).toBeInTheDocument()
    expect(screen.queryByRole('article')).not.toBeInTheDocument()
    answer()
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3))
    expect(screen.getByRole('heading', { level: 1, name: 'The Tea Room' })).toBeInTheDocument()
    expect(screen.queryByText('Loading threads…')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
  })

  it('draws the first cards with the page and the others right after', async () => {
    server.use(http.get(feedPath, () => HttpResponse.json(feedPage(threads(20)))))
    renderApp(`/boards/${boardIds.teaRoom}`)
    expect(await screen.findAllByRole('article')).toHaveLength(FIRST_CARDS)
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20))
  })

  it('loads the next page with the cursor when "Load more" is pressed, and says when it has ended', async () => {
    const first = threads(20)
    const second = threads(5)
    const cursors: (string | null)[] = []
    server.use(
      http.get(feedPath, ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor')
        cursors.push(cursor)
        return HttpResponse.json(cursor === 'page-2' ? feedPage(second) : feedPage(first, 'page-2'))
      }),
    )
    renderApp(`/boards/${boardIds.teaRoom}`)
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20))
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25))
    expect(cursors).toEqual([null, 'page-2'])
    expect(screen.getByText('You have reached the end.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
  })

  it('keeps the loaded threads and offers to try again when a later page fails', async () => {
    server.use(
      http.get(feedPath, ({ request }) =>
        new URL(request.url).searchParams.get('cursor')
          ? HttpResponse.json({ message: 'The cursor is not valid.' }, { status: 400 })
          : HttpResponse.json(feedPage(threads(20), 'page-2')),
      ),
    )
    renderApp(`/boards/${boardIds.teaRoom}`)
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20))
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByText('The cursor is not valid.')).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(20)
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('filters by the category in the URL and clears it with "Clear filter"', async () => {
    const filters: (string | null)[] = []
    server.use(
      http.get(feedPath, ({ request }) => {
        const category = new URL(request.url).searchParams.get('categoryFilter')
        filters.push(category)
        return HttpResponse.json(feedPage(category ? threads(1, [category]) : threads(4, ['oolong'])))
      }),
    )
    const { router } = renderApp(`/boards/${boardIds.teaRoom}?category=Oolong`)
    expect(await screen.findByText('Showing threads in category', { exact: false })).toHaveTextContent('oolong')
    expect(await screen.findAllByRole('article')).toHaveLength(1)
    await userEvent.click(screen.getByRole('button', { name: 'Clear filter' }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4))
    expect(router.state.location.search).toEqual({})
    expect(filters).toEqual(['oolong', null])

    const [tag] = screen.getAllByRole('link', { name: 'Category: oolong' })
    if (!tag) throw new Error('no category tag on the page')
    await userEvent.click(tag)
    expect(await screen.findByText('Showing threads in category', { exact: false })).toBeInTheDocument()
    expect(router.state.location.search).toEqual({ category: 'oolong' })
  })

  it('says when a board, or a filter, has no threads', async () => {
    server.use(http.get(feedPath, () => HttpResponse.json(feedPage([]))))
    renderApp(`/boards/${boardIds.teaRoom}?category=rooibos`)
    expect(await screen.findByText('No threads in category rooibos.')).toBeInTheDocument()
  })

  it('reads a 204 as an empty board', async () => {
    server.use(http.get(feedPath, () => new HttpResponse(null, { status: 204 })))
    renderApp(`/boards/${boardIds.teaRoom}`)
    expect(await screen.findByText('No threads on this board yet.')).toBeInTheDocument()
  })

  it('offers "Log in" on a 401, coming back to the board afterwards', async () => {
    server.use(http.get(feedPath, () => HttpResponse.json({ message: 'No authenticated user found.' }, { status: 401 })))
    renderApp(`/boards/${boardIds.backRoom}`)
    const main = await screen.findByRole('main')
    const logIn = await within(main).findByRole('link', { name: 'Log in' })
    expect(logIn).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(`/boards/${boardIds.backRoom}`)}`)
    expect(screen.getByRole('heading', { level: 1, name: 'Back Room' })).toBeInTheDocument()
  })

  it.each([
    [403, 'User does not have required permissions to access board.', 'This board is for members'],
    [404, `The board with id ${boardIds.teaRoom} was not found.`, "This board doesn't exist"],
  ])("answers a %i with a plain title, the server's message under it, and the way home", async (status, message, title) => {
    server.use(http.get(feedPath, () => HttpResponse.json({ message }, { status })))
    renderApp(`/boards/${boardIds.teaRoom}`)
    expect(await screen.findByText(title)).toBeInTheDocument()
    expect(screen.getByText(message)).toBeInTheDocument()
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Go to the front page' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'New thread' })).not.toBeInTheDocument()
  })

  it('shows an error state, not a crash, when the feed does not match its schema', async () => {
    server.use(http.get(feedPath, () => HttpResponse.json({ activity: [{ id: 'not a thread' }], cursor: { next: null } })))
    renderApp(`/boards/${boardIds.teaRoom}`)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("This board's threads didn't load")
    expect(alert).toHaveTextContent('The server sent a reply this app does not understand.')
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})

describe('starting a thread from the board', () => {
  it('offers a member "New thread"', async () => {
    signInAs('member')
    server.use(http.get(feedPath, () => HttpResponse.json(feedPage(threads(1)))))
    renderApp(`/boards/${boardIds.teaRoom}`)
    expect(await screen.findByRole('link', { name: 'New thread' })).toHaveAttribute('href', `/boards/${boardIds.teaRoom}/new`)
    expect(screen.queryByText(/Only members of/)).not.toBeInTheDocument()
  })

  it('offers a reader of another realm no "New thread", but says whom to ask', async () => {
    signInAs(null)
    server.use(http.get(feedPath, () => HttpResponse.json(feedPage(threads(1)))))
    renderApp(`/boards/${boardIds.teaRoom}`)
    expect(
      await screen.findByText('Only members of Demo Realm can start threads here — ask a moderator for an invite.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'New thread' })).not.toBeInTheDocument()
  })

  it('offers a visitor a way to log in instead', async () => {
    server.use(http.get(feedPath, () => HttpResponse.json(feedPage(threads(1)))))
    renderApp(`/boards/${boardIds.teaRoom}`)
    expect(await screen.findByRole('link', { name: 'Log in to start threads here, or pin and mute this board' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/boards/${boardIds.teaRoom}`)}`,
    )
    expect(screen.queryByRole('link', { name: 'New thread' })).not.toBeInTheDocument()
  })

  it('offers nothing but the reason on a members-only board a reader of another realm cannot open', async () => {
    signInAs(null)
    server.use(
      http.get(feedPath, () => HttpResponse.json({ message: 'User does not have required permissions to access board.' }, { status: 403 })),
    )
    renderApp(`/boards/${boardIds.backRoom}`)
    expect(await screen.findByText('This board is for members')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'New thread' })).not.toBeInTheDocument()
  })
})
