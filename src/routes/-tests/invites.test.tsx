import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { setAccessToken } from '../../api/access-token'
import { type InviteStatus } from '../../contract/schemas/invite'
import { type Me } from '../../contract/schemas/me'
import { feedPage, realmId, testId } from '../../test/builders'
import { apiPath, http, HttpResponse, server } from '../../test/msw'
import { renderApp } from '../../test/render-app'

const nonce = 'a-nonce-of-forty-three-characters-in-base64url'
const invitePath = `/invites/${realmId}/${nonce}`
const statusOf = (invite_status: InviteStatus['invite_status'], requires_email = false): InviteStatus => ({
  invite_status,
  requires_email,
  realm_slug: 'demo',
})
const answerStatus = (status: InviteStatus) => http.get(apiPath('/realms/:realmId/invites/:nonce'), () => HttpResponse.json(status))
const refuseAccept = (status: number, message: string) =>
  http.post(apiPath('/realms/:realmId/invites/:nonce'), () => HttpResponse.json({ message }, { status }))

const cy = (demoMember: boolean): Me => ({
  id: '30000000-0000-4000-8000-000000000003',
  username: 'cy',
  email: 'cy@example.com',
  avatar: null,
  realms: [
    { id: testId(), slug: 'elsewhere', name: 'Elsewhere', role: 'member' },
    ...(demoMember ? [{ id: realmId, slug: 'demo', name: 'Demo Realm', role: 'member' as const }] : []),
  ],
})

function signIn(me: () => Me) {
  setAccessToken('token')
  server.use(
    http.post(apiPath('/auth/refresh'), () =>
      HttpResponse.json({ access_token: 'token', expires_at: new Date(Date.now() + 900_000).toISOString() }),
    ),
    http.get(apiPath('/users/@me'), () => HttpResponse.json(me())),
    http.get(apiPath('/users/@me/settings'), () => HttpResponse.json({ decorations: [] })),
    http.get(apiPath('/users/@me/dex'), () => new HttpResponse(null, { status: 404 })),
    http.get(apiPath('/feeds/boards/:boardId'), () => HttpResponse.json(feedPage([]))),
  )
}

async function fillAndSend(email: string, password: string, button: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email)
  await userEvent.type(screen.getByLabelText('Password'), password)
  await userEvent.click(screen.getByRole('button', { name: button }))
}

describe('joining with an invite', () => {
  it('answers a refused new account with one message that does not say whether the email has an account', async () => {
    server.use(answerStatus(statusOf('pending')), refuseAccept(401, 'Wrong email or password.'))
    renderApp(invitePath)
    await fillAndSend('someone@example.com', 'a-long-password', 'Create account and join')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'Those details didn’t work. If you already have an account, choose “I already have an account” and use its password; if not, try another email address.',
    )
    expect(alert.querySelectorAll('p')).toHaveLength(1)
    expect(alert).not.toHaveTextContent(/already has an account|is registered|Wrong email or password/)
    expect(screen.getByLabelText('Email')).toHaveValue('someone@example.com')
  })

  it('answers a wrong login with one message', async () => {
    server.use(
      answerStatus(statusOf('pending')),
      http.post(apiPath('/auth/login'), () => HttpResponse.json({ message: 'Wrong email or password.' }, { status: 401 })),
    )
    renderApp(invitePath)
    await userEvent.click(await screen.findByRole('button', { name: 'I already have an account' }))
    await fillAndSend('someone@example.com', 'not-the-password', 'Log in and join')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('That email and password don’t match. Check both, then try again.')
    expect(alert.querySelectorAll('p')).toHaveLength(1)
  })

  it('says in one message that an invite bound to another email refuses this one', async () => {
    server.use(answerStatus(statusOf('pending', true)), refuseAccept(403, 'This invite was sent to a different email address.'))
    renderApp(invitePath)
    await fillAndSend('other@example.com', 'a-long-password', 'Create account and join')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('This invite was made for another email address.')
    expect(alert.querySelectorAll('p')).toHaveLength(1)
  })

  it("keeps the server's words under a failure the app has no words of its own for", async () => {
    server.use(answerStatus(statusOf('pending')), refuseAccept(500, 'Something broke.'))
    renderApp(invitePath)
    await fillAndSend('someone@example.com', 'a-long-password', 'Create account and join')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Joining failed. Your details are still here: try again.')
    expect(alert).toHaveTextContent('Something broke.')
  })

  it('takes a signed-in reader who joins to the realm, never telling them to keep the invite or ask for a new link on the way', async () => {
    let joined = false
    signIn(() => cy(joined))
    server.use(
      answerStatus(statusOf('pending')),
      http.post(apiPath('/realms/:realmId/invites/:nonce'), () => {
        joined = true
        return HttpResponse.json({ realm_id: realmId, realm_slug: 'demo' })
      }),
    )
    const seen: string[] = []
    const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ''))
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    const { router } = renderApp(invitePath)
    await userEvent.click(await screen.findByRole('button', { name: 'Join Demo Realm' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/realms/demo'))
    expect(await screen.findByText('Welcome to Demo Realm!')).toBeInTheDocument()
    observer.disconnect()
    expect(seen.filter((text) => /keep it for someone else|new link/.test(text))).toEqual([])
  })
})

describe('an invite that has been used', () => {
  it('tells a member who opens it that they are in, and takes them to the realm', async () => {
    signIn(() => cy(true))
    server.use(answerStatus(statusOf('used')))
    renderApp(invitePath)
    expect(await screen.findByRole('heading', { level: 1, name: 'You are a member of Demo Realm' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to Demo Realm' })).toHaveAttribute('href', '/realms/demo')
    expect(screen.queryByText(/new link/)).not.toBeInTheDocument()
  })

  it('tells a visitor how to get in if they used it, and whom to ask if not', async () => {
    server.use(answerStatus(statusOf('used')))
    renderApp(invitePath)
    expect(await screen.findByRole('heading', { level: 1, name: 'This invite is no longer valid' })).toBeInTheDocument()
    const main = screen.getByRole('main')
    expect(within(main).getByText('If you used it, you are a member: log in to go to Demo Realm.')).toBeInTheDocument()
    expect(within(main).getByText('If not, ask the person who sent it for a new link.')).toBeInTheDocument()
    expect(within(main).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/realms/demo')}`,
    )
  })

  it('tells a signed-in reader of another realm to ask for a new link', async () => {
    signIn(() => cy(false))
    server.use(answerStatus(statusOf('used')))
    renderApp(invitePath)
    expect(await screen.findByText('Ask the person who sent it for a new link.')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: /You are a member/ })).not.toBeInTheDocument()
  })
})
