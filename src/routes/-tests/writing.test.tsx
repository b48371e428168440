import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setAccessToken } from '../../api/access-token'
import { withReply } from '../../api/thread-cache/splice-posts'
import { loginSchema } from '../../contract/schemas/auth'
import { type Contribution } from '../../contract/schemas/contribution'
import { type Reply, replySchema } from '../../contract/schemas/reply'
import { type Thread } from '../../contract/schemas/thread'
import { forgetDataOnSessionChange } from '../../features/auth/session'
import { loadDraft } from '../../lib/drafts/drafts'
import { contribution, delta, fullThread, realmId, testId } from '../../test/builders'
import { apiPath, http, HttpResponse, server } from '../../test/msw'
import { renderApp } from '../../test/render-app'

// A real Quill, lazy chunks and a 400 ms draft timer: more time than the default second on a busy machine.
configure({ asyncUtilTimeout: 3000 })

// The real composer throughout: Quill itself runs in jsdom (its MutationObserver sees what
// user-event types into the focused writing area), so nothing here is mocked but the network.

const DRAFTS = 'teahouse.drafts'
const me = {
  id: testId(),
  username: 'bo',
  email: 'bo@example.com',
  avatar: null,
  realms: [{ id: realmId, slug: 'demo', name: 'Demo Realm', role: 'member' as const }],
}
const accessToken = (token: string) => HttpResponse.json({ access_token: token, expires_at: new Date(Date.now() + 900_000).toISOString() })

/** What the server answers a reply: the post made (or made before, for a key it has seen), a failure, or no answer at all. */
type Answer = 'posted' | 'network' | { status: number; message: string }

interface Attempt {
  key: string | null
  authorization: string | null
  body: Reply
}

/**
 * The server of a thread page a member writes on, as far as these tests need it: the tokens it
 * takes, the refresh cookie, and a reply endpoint that answers `replies` in turn (the last one
 * from then on) and keeps every attempt. The thread answers as it was when asked for. A posted reply goes into the thread it serves, and
 * the same key posts nothing twice, as the real server's Idempotency-Key does.
 */
function serve({ replies = ['posted'], threadAnswerMs = 0 }: { replies?: Answer[]; threadAnswerMs?: number } = {}) {
  const state = {
    thread: fullThread({ starter: { content: delta('Oolong season') } }),
    tokens: new Set(['token']),
    /** False once the session is over: the refresh cookie is refused. */
    refreshes: true,
    attempts: [] as Attempt[],
  }
  const answered = new Map<string, Contribution>()
  let answers = 0
  const tokenOf = (request: Request) => request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? null
  const refused = (request: Request) =>
    HttpResponse.json({ message: tokenOf(request) ? 'Authentication token expired.' : 'No authenticated user found.' }, { status: 401 })
  const signedIn = (request: Request) => state.tokens.has(tokenOf(request) ?? '')

  setAccessToken('token')
  server.use(
    http.post(apiPath('/auth/refresh'), () =>
      state.refreshes
        ? accessToken('token')
        : HttpResponse.json({ message: 'No valid refresh token. Please log in again.' }, { status: 401 }),
    ),
    http.post(apiPath('/auth/login'), async ({ request }) => {
      const { email, password } = loginSchema.parse(await request.json())
      if (email !== me.email || password !== 'bo-password-1')
        return HttpResponse.json({ message: 'Wrong email or password.' }, { status: 401 })
      state.tokens.add('fresh')
      return accessToken('fresh')
    }),
    http.get(apiPath('/users/@me'), ({ request }) => (signedIn(request) ? HttpResponse.json(me) : refused(request))),
    // The thread as it was when asked for, answered `threadAnswerMs` later (a slow server).
    http.get(apiPath('/threads/:threadId'), async () => {
      const asked = state.thread
      if (threadAnswerMs) await new Promise((resolve) => setTimeout(resolve, threadAnswerMs))
      return HttpResponse.json(asked)
    }),
    http.post(apiPath('/threads/:threadId/visits'), () => new HttpResponse(null, { status: 204 })),
    http.post(apiPath('/posts/:postId/contributions'), async ({ request, params }) => {
      const key = request.headers.get('Idempotency-Key')
      const body = replySchema.parse(await request.json())
      state.attempts.push({ key, authorization: request.headers.get('Authorization'), body })
      if (!signedIn(request)) return refused(request)
      const answer = replies[Math.min(answers, replies.length - 1)]
      answers += 1
      if (answer === 'network') return HttpResponse.error()
      if (answer !== 'posted' && answer !== undefined) return HttpResponse.json({ message: answer.message }, { status: answer.status })
      const reply =
        answered.get(key ?? '') ??
        contribution({
          parent_thread_id: state.thread.id,
          parent_post_id: String(params.postId),
          content: body.content,
          own: true,
          secret_identity: { name: 'Assam Axolotl', avatar: '/avatars/axolotl.svg', color: null, accessory: null },
          tags: {
            whisper_tags: body.whisper_tags,
            index_tags: body.index_tags,
            category_tags: body.category_tags,
            content_warnings: body.content_warnings,
          },
        })
      if (key) answered.set(key, reply)
      state.thread = withReply(state.thread, reply)
      return HttpResponse.json({ contribution: reply })
    }),
  )
  return state
}

/** The thread page, with the reply composer open on its starter; the writing area has the focus. */
async function openReply(threadId: string) {
  const view = renderApp(`/threads/${threadId}`)
  await userEvent.click(await screen.findByRole('button', { name: /^Reply to Licorice Lion's post, / }))
  const editor = await screen.findByRole('textbox', { name: 'Reply to Licorice Lion' })
  await waitFor(() => expect(editor).toHaveFocus())
  return { ...view, editor }
}

/** Types at the end of what the writing area holds, as someone who clicked back into it would. */
async function write(editor: HTMLElement, text: string) {
  if (document.activeElement !== editor) {
    editor.focus()
    const walker = document.createTreeWalker(editor, NodeFilter.SHOW_TEXT)
    let last: Node | null = null
    while (walker.nextNode()) last = walker.currentNode
    const caret = document.createRange()
    if (last) caret.setStart(last, last.textContent?.length ?? 0)
    else caret.selectNodeContents(editor.firstElementChild ?? editor)
    caret.collapse(true)
    document.getSelection()?.removeAllRanges()
    document.getSelection()?.addRange(caret)
  }
  await userEvent.keyboard(text)
}

/** The reply draft kept for the starter of `thread`, read as the composer reads it. */
const replyDraft = (thread: Thread) => loadDraft({ userId: me.id, scope: thread.id, parentId: thread.starter.id, kind: 'reply' })
const draftText = (thread: Thread) =>
  replyDraft(thread)
    ?.parts.flatMap((part) => part.ops.map((op) => (typeof op.insert === 'string' ? op.insert : '')))
    .join('')

/** The Tags field's chips are buttons with these names, in this order. */
function expectChips(names: string[]) {
  const list = screen.getByRole('list', { name: 'Tags added' })
  expect(within(list).getAllByRole('button')).toEqual(names.map((name) => within(list).getByRole('button', { name })))
}

const postButton = () => screen.getByRole('button', { name: 'Post' })
const queryEditor = () => screen.queryByRole('textbox', { name: 'Reply to Licorice Lion' })

beforeAll(async () => {
  // The editor (Quill) and the dialogs are loaded when first opened: load them once here, so
  // the first test does not spend its time budget on compiling them on a busy machine.
  await Promise.all([
    import('../../features/writing/composer/ThreadComposer'),
    import('../../features/writing/editor/QuillEditor'),
    import('../../components/ui/dialog-radix'),
  ])
  // jsdom has no layout: the page brings what was just posted into view with this, and Quill
  // scrolls its caret into view when it takes the focus with words in it.
  Element.prototype.scrollIntoView ??= () => undefined
  Range.prototype.getBoundingClientRect ??= () => new DOMRect()
})

beforeEach(() => localStorage.clear())

/** Set by a test that wires the session to the cache as main.tsx does; undone before MSW resets the session. */
let stopForgetting: (() => void) | null = null
afterEach(() => {
  stopForgetting?.()
  stopForgetting = null
})

describe('a post the server refuses', () => {
  it.each([
    [400, 'Invalid body: content must be a Quill document.'],
    [403, 'User does not have required permissions to contribute to thread.'],
  ])('shows the %i message beside the editor, keeps the words and offers no Retry', async (status, message) => {
    const state = serve({ replies: [{ status, message }] })
    const { editor } = await openReply(state.thread.id)
    await write(editor, 'Hello there')
    await userEvent.keyboard('{Control>}{Enter}{/Control}')

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(message)
    expect(alert.id).not.toBe('')
    expect(editor).toHaveAttribute('aria-describedby', alert.id)
    expect(editor).toHaveAccessibleDescription(message)
    expect(editor).toHaveTextContent('Hello there')
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
    expect(screen.queryByText(/Maybe not posted/)).not.toBeInTheDocument()
    expect(state.attempts).toHaveLength(1)
    await waitFor(() => expect(draftText(state.thread)).toBe('Hello there\n'))
  })
})

describe('a post that may not have arrived', () => {
  it.each<[string, Answer, string]>([
    ['a 500', { status: 500, message: 'Something went wrong on the server.' }, 'Something went wrong on the server.'],
    ['a lost connection', 'network', 'Could not reach the server. Check your connection and try again.'],
  ])(
    'offers Retry after %s, which sends the same Idempotency-Key; once posted, the reply is in and the draft gone',
    async (_what, failure, message) => {
      const state = serve({ replies: [failure, 'posted'] })
      const { editor } = await openReply(state.thread.id)
      await write(editor, 'Hello there')
      await waitFor(() => expect(draftText(state.thread)).toBe('Hello there\n'))
      await userEvent.click(postButton())

      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent(`Maybe not posted: ${message} Your text is kept, and Retry cannot post it twice.`)
      expect(editor).toHaveTextContent('Hello there')
      expect(draftText(state.thread)).toBe('Hello there\n')
      await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))

      await waitFor(() => expect(queryEditor()).not.toBeInTheDocument())
      expect(screen.getByText('Hello there').closest('article')).toHaveTextContent('Assam Axolotl')
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
      const [first, retry] = state.attempts
      expect(first?.key).toMatch(/^.+$/)
      expect(retry?.key).toBe(first?.key)
      expect(state.attempts).toHaveLength(2)
      expect(localStorage.getItem(DRAFTS)).toBeNull()
    },
  )

  it('keeps the key after a failure that may have posted, even once the words change', async () => {
    const state = serve({ replies: [{ status: 503, message: 'Something went wrong on the server.' }] })
    const { editor } = await openReply(state.thread.id)
    await write(editor, 'Hello')
    await userEvent.click(postButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('Maybe not posted')
    await userEvent.click(postButton())
    await waitFor(() => expect(state.attempts).toHaveLength(2))
    // Let the second failure come back before writing on: a press while sending is ignored.
    await waitFor(() => expect(postButton()).not.toHaveAttribute('aria-disabled', 'true'))

    await write(editor, ' again')
    expect(editor).toHaveTextContent('Hello again')
    await userEvent.click(postButton())
    await waitFor(() => expect(state.attempts).toHaveLength(3))

    // Had the first try arrived, a new key would post the words twice.
    const [first, same, edited] = state.attempts
    expect(same?.key).toBe(first?.key)
    expect(edited?.key).toBe(first?.key)
    expect(edited?.body.content).toBe(JSON.stringify({ ops: [{ insert: 'Hello again\n' }] }))
  })

  it('sends a new key once the words change after a refusal, which posted nothing', async () => {
    const state = serve({ replies: [{ status: 400, message: 'Invalid body: content must not be empty.' }, 'posted'] })
    const { editor } = await openReply(state.thread.id)
    await write(editor, 'Hello')
    await userEvent.click(postButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid body')
    await write(editor, ' again')
    await userEvent.click(postButton())
    await waitFor(() => expect(state.attempts).toHaveLength(2))
    const [first, edited] = state.attempts
    expect(edited?.key).not.toBe(first?.key)
    expect(edited?.key).toMatch(/^.+$/)
  })
})

describe('a post whose session is over', () => {
  it('asks for a sign-in in place, then sends the post with the same key, and it is posted', async () => {
    // The thread answers slowly: the fetch that signing in starts is still on its way when the
    // post lands, and its answer (without the reply) must not hide the reply.
    const state = serve({ threadAnswerMs: 150 })
    const { editor, router, queryClient } = await openReply(state.thread.id)
    // As the app does (main.tsx): the cache empties when a session ends or begins.
    stopForgetting = forgetDataOnSessionChange(queryClient, router)
    await write(editor, 'Hello there')
    // Meanwhile the session ended elsewhere: the token and the refresh cookie are refused.
    state.tokens.clear()
    state.refreshes = false
    await userEvent.click(postButton())

    const dialog = await screen.findByRole('dialog', { name: 'Sign in to post' })
    const starter = screen.getByText('Oolong season')
    expect(dialog).toHaveAccessibleDescription('Your session has ended. Sign in again and your post is sent as it is.')
    expect(router.state.location.pathname).toBe(`/threads/${state.thread.id}`)
    await userEvent.type(await within(dialog).findByLabelText('Email'), 'bo@example.com')
    await userEvent.type(within(dialog).getByLabelText('Password'), 'bo-password-1')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }))
    // The page stays as it was while the thread is fetched again for the signed-in reader.
    expect(starter).toBeInTheDocument()

    await waitFor(() => expect(state.thread.posts).toHaveLength(2))
    await waitFor(() => expect(queryEditor()).not.toBeInTheDocument())
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(await screen.findByText('Hello there')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(`/threads/${state.thread.id}`)
    // Shown where it was written, once, and focused; it stays once the thread is fetched again.
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Hello there'))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.getAllByText('Hello there')).toHaveLength(1)
    // Refused with the old token, refused again as a visitor after the refresh failed, then sent signed in.
    expect(state.attempts.map((attempt) => attempt.authorization)).toEqual(['Bearer token', null, 'Bearer fresh'])
    expect(new Set(state.attempts.map((attempt) => attempt.key)).size).toBe(1)
    expect(localStorage.getItem(DRAFTS)).toBeNull()
  })
})

describe('checks before sending', () => {
  it('says "Write something first." for an empty editor and sends nothing', async () => {
    const state = serve()
    const { editor } = await openReply(state.thread.id)
    await userEvent.click(postButton())

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Write something first.')
    expect(editor).toHaveAccessibleDescription('Write something first.')
    // Writing puts the problem away.
    await write(editor, 'H')
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
    expect(state.attempts).toHaveLength(0)
  })

  it('says there are too many categories at 31 and sends nothing; at 30 it posts', async () => {
    const state = serve()
    const { editor } = await openReply(state.thread.id)
    await write(editor, 'Hello')
    const tags = screen.getByRole('textbox', { name: 'Tags' })
    await userEvent.click(tags)
    await userEvent.paste(Array.from({ length: 31 }, (_, index) => `+c${index + 1}`).join(',') + ',')
    expect(within(screen.getByRole('list', { name: 'Tags added' })).getAllByRole('button')).toHaveLength(31)
    await userEvent.click(postButton())

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Too many categories: at most 30, and there are 31.')
    expect(tags.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id)
    expect(state.attempts).toHaveLength(0)

    await userEvent.click(screen.getByRole('button', { name: 'Remove category c31' }))
    await userEvent.click(postButton())
    await waitFor(() => expect(state.attempts).toHaveLength(1))
    expect(state.attempts[0]?.body.category_tags).toHaveLength(30)
  })
})

describe('discarding', () => {
  it('asks first when something is written: "Keep writing" keeps it, "Discard" drops the draft and closes', async () => {
    const state = serve()
    const { editor } = await openReply(state.thread.id)
    await write(editor, 'Hello there')
    await waitFor(() => expect(draftText(state.thread)).toBe('Hello there\n'))

    await userEvent.click(screen.getByRole('button', { name: 'Discard' }))
    let dialog = await screen.findByRole('dialog', { name: 'Discard what you wrote?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep writing' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(editor).toHaveTextContent('Hello there')
    expect(draftText(state.thread)).toBe('Hello there\n')

    await userEvent.click(screen.getByRole('button', { name: 'Discard' }))
    dialog = await screen.findByRole('dialog', { name: 'Discard what you wrote?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }))
    await waitFor(() => expect(queryEditor()).not.toBeInTheDocument())
    expect(localStorage.getItem(DRAFTS)).toBeNull()
    expect(state.attempts).toHaveLength(0)
  })

  it('closes at once when nothing is written', async () => {
    const state = serve()
    await openReply(state.thread.id)
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }))
    await waitFor(() => expect(queryEditor()).not.toBeInTheDocument())
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('drafts', () => {
  it('keeps the words a moment after the typing stops, not at every key', async () => {
    const state = serve()
    const { editor } = await openReply(state.thread.id)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    // Testing Library lets updates settle with a setTimeout(0), and moves fake timers on only when they are Jest's.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
    try {
      const typist = userEvent.setup({ delay: null })
      // A key at a time, each drawn before the next, as a browser would; the clock stands still.
      for (const key of 'Half a thought') {
        await typist.keyboard(key)
        // Quill hears the typing through a MutationObserver: let it and React's effects run.
        await act(() => Promise.resolve())
      }
      expect(editor).toHaveTextContent('Half a thought')
      expect(localStorage.getItem(DRAFTS)).toBeNull()
      act(() => vi.advanceTimersByTime(399))
      expect(localStorage.getItem(DRAFTS)).toBeNull()
      act(() => vi.advanceTimersByTime(1))
      expect(draftText(state.thread)).toBe('Half a thought\n')
    } finally {
      vi.unstubAllGlobals()
      vi.useRealTimers()
    }
  })

  it('keeps the words and tags a moment after typing, and the same composer opened again starts from them', async () => {
    const state = serve()
    const { editor } = await openReply(state.thread.id)
    await write(editor, 'Half a thought')
    await userEvent.type(screen.getByRole('textbox', { name: 'Tags' }), '#green{Enter}')
    await waitFor(() =>
      expect(replyDraft(state.thread)).toMatchObject({
        parts: [{ ops: [{ insert: 'Half a thought\n' }] }],
        tags: { index_tags: ['green'], category_tags: [], whisper_tags: [], content_warnings: [] },
      }),
    )

    // Another composer takes its place on the page; then the reply is opened again.
    await userEvent.click(screen.getByRole('button', { name: /^Comment on Licorice Lion's post, / }))
    await screen.findByRole('textbox', { name: "Comment on Licorice Lion's post" })
    expect(queryEditor()).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /^Reply to Licorice Lion's post, / }))

    const reopened = await screen.findByRole('textbox', { name: 'Reply to Licorice Lion' })
    await waitFor(() => expect(reopened).toHaveTextContent('Half a thought'))
    expect(screen.getByRole('button', { name: 'Remove index tag green' })).toBeInTheDocument()
    expect(state.attempts).toHaveLength(0)
  })
})

describe('the Tags field', () => {
  it('makes chips with Enter and comma, takes the last one back with Backspace, and removes one by its button', async () => {
    const state = serve()
    const { editor } = await openReply(state.thread.id)
    await write(editor, 'Tagged')
    const tags = screen.getByRole('textbox', { name: 'Tags' })
    await userEvent.click(tags)
    await userEvent.keyboard('#oolong{Enter}+Green Tea,cw: spoilers{Enter}a whisper,')

    expectChips(['Remove index tag oolong', 'Remove category green tea', 'Remove content warning spoilers', 'Remove whisper tag a whisper'])
    expect(screen.getByRole('button', { name: 'Remove category green tea' })).toHaveTextContent('+green tea')
    expect(tags).toHaveValue('')

    await userEvent.keyboard('{Backspace}')
    expect(tags).toHaveValue('a whisper')
    expectChips(['Remove index tag oolong', 'Remove category green tea', 'Remove content warning spoilers'])
    // With text in the field, Backspace only deletes a character.
    await userEvent.keyboard('{Backspace}')
    expect(tags).toHaveValue('a whispe')
    expectChips(['Remove index tag oolong', 'Remove category green tea', 'Remove content warning spoilers'])
    await userEvent.keyboard('r{Enter}')
    await userEvent.click(screen.getByRole('button', { name: 'Remove category green tea' }))
    expectChips(['Remove index tag oolong', 'Remove content warning spoilers', 'Remove whisper tag a whisper'])

    await userEvent.click(postButton())
    await waitFor(() => expect(state.attempts).toHaveLength(1))
    expect(state.attempts[0]?.body).toMatchObject({
      index_tags: ['oolong'],
      category_tags: [],
      content_warnings: ['spoilers'],
      whisper_tags: ['a whisper'],
    })
  })
})

describe('pasting', () => {
  it('keeps only the formats the editor offers from pasted HTML, and posts no script link, colour, video or data: image', async () => {
    const state = serve()
    const { editor } = await openReply(state.thread.id)
    const html =
      '<p style="color:red;font-size:40px"><b>Bold</b> and <i>italic</i> <span style="background:yellow">marked</span> ' +
      '<a href="javascript:alert(1)">bad link</a> <a href="https://tea.example/">good link</a></p>' +
      '<iframe class="ql-video" src="https://video.example/"></iframe><img src="data:image/png;base64,AAAA"><h1 onclick="alert(1)">Title</h1>'
    // jsdom has no DataTransfer: Quill reads only getData and files from the paste.
    const clipboard: Record<string, string> = { 'text/html': html, 'text/plain': 'Bold and italic marked bad link good link Title' }
    fireEvent.paste(editor, { clipboardData: { getData: (type: string) => clipboard[type] ?? '', files: [] } })
    await waitFor(() => expect(editor).toHaveTextContent(/good link/))
    await userEvent.click(postButton())

    await waitFor(() => expect(state.attempts).toHaveLength(1))
    const sent = JSON.stringify(JSON.parse(state.attempts[0]?.body.content ?? '{}'))
    expect(sent).toContain('"bold":true')
    expect(sent).toContain('"italic":true')
    expect(sent).toContain('"link":"https://tea.example/"')
    for (const banned of ['javascript:', 'color', 'background', 'size', 'video', 'data:', 'onclick', 'iframe'])
      expect(sent).not.toContain(banned)
  })
})
