import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { setAccessToken } from '../../api/access-token'
import { feedPage, threadSummary } from '../../test/builders'
import { apiPath, http, HttpResponse, server } from '../../test/msw'
import { renderApp } from '../../test/render-app'

const me = { id: '30000000-0000-4000-8000-000000000001', username: 'ada', email: 'ada@example.com', avatar: null, realms: [] }

describe('the star feed', () => {
  it('sends a logged-out visitor to log in, and back to the star feed afterwards', async () => {
    let login: unknown
    server.use(
      http.post(apiPath('/auth/login'), async ({ request }) => {
        login = await request.json()
        return HttpResponse.json({ access_token: 'token', expires_at: new Date(Date.now() + 900_000).toISOString() })
      }),
      http.get(apiPath('/users/@me'), () => HttpResponse.json(me)),
      http.get(apiPath('/feeds/users/@me/stars'), () => HttpResponse.json(feedPage([threadSummary({ starred: true })]))),
    )
    const { router } = renderApp('/stars')
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument()
    expect(router.state.location.search).toEqual({ redirect: '/stars' })

    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com')
    await userEvent.type(screen.getByLabelText('Password'), 'ada-password-1')
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Starred threads' })).toBeInTheDocument()
    expect(await screen.findAllByRole('article')).toHaveLength(1)
    expect(login).toEqual({ email: 'ada@example.com', password: 'ada-password-1' })
    await waitFor(() => expect(screen.getByRole('button', { name: /ada/ })).toBeInTheDocument())
  })

  it('explains how to star when nothing is starred', async () => {
    setAccessToken('token')
    server.use(
      http.get(apiPath('/users/@me'), () => HttpResponse.json(me)),
      http.get(apiPath('/feeds/users/@me/stars'), () => HttpResponse.json(feedPage([]))),
    )
    renderApp('/stars')
    expect(await screen.findByText('You have not starred any threads yet.')).toBeInTheDocument()
    expect(screen.getByText(/on any thread in a board to keep it here/)).toBeInTheDocument()
  })

  it("keeps the login form filled in and shows the server's message when the login is refused", async () => {
    server.use(http.post(apiPath('/auth/login'), () => HttpResponse.json({ message: 'Wrong email or password.' }, { status: 401 })))
    renderApp('/login')
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com')
    await userEvent.type(screen.getByLabelText('Password'), 'nope-nope')
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password.')
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com')
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true')
  })
})
