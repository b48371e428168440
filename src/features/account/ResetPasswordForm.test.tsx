import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { getAccessToken, setAccessToken } from '../../api/access-token'
import { apiPath, http, HttpResponse, server } from '../../test/msw'
import { renderWithRouter } from '../../test/render-with-router'
import { ResetPasswordForm } from './ResetPasswordForm'

afterEach(() => setAccessToken(null))

async function choose(password: string, again = password) {
  await userEvent.type(screen.getByLabelText('New password'), password)
  await userEvent.type(screen.getByLabelText('The same again'), again)
  await userEvent.click(screen.getByRole('button', { name: 'Set the new password' }))
}

describe('ResetPasswordForm', () => {
  it('sends nothing while the two passwords differ', async () => {
    let sent = 0
    server.use(
      http.post(apiPath('/auth/password-reset/:token'), () => {
        sent++
        return new HttpResponse(null, { status: 204 })
      }),
    )
    await renderWithRouter(<ResetPasswordForm token="the-token" />)
    await choose('a good password', 'a good passw0rd')
    expect(await screen.findByRole('alert')).toHaveTextContent('The two passwords differ.')
    expect(sent).toBe(0)
  })

  it('says a used link is used, keeps what was typed, and offers a new link', async () => {
    server.use(
      http.post(apiPath('/auth/password-reset/:token'), () =>
        HttpResponse.json({ message: 'This link has already been used. Ask for a new one if you still need it.' }, { status: 400 }),
      ),
    )
    await renderWithRouter(<ResetPasswordForm token="the-token" />)
    await choose('a good password')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('This link has already been used.')
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password')
    expect(screen.getByLabelText('New password')).toHaveValue('a good password')
  })

  it('once set, forgets this browser’s session too (every session ended) and leads to log in', async () => {
    let body: unknown
    server.use(
      http.post(apiPath('/auth/password-reset/:token'), async ({ request, params }) => {
        body = { token: params.token, ...((await request.json()) as object) }
        return new HttpResponse(null, { status: 204 })
      }),
    )
    setAccessToken('a-token-of-before')
    await renderWithRouter(<ResetPasswordForm token="the-token" />)
    await choose('a good password')
    expect(await screen.findByRole('status')).toHaveTextContent('Your password is changed')
    expect(body).toEqual({ token: 'the-token', password: 'a good password' })
    expect(getAccessToken()).toBeNull()
    expect(screen.getByRole('link', { name: 'Log in with your new password' })).toHaveAttribute('href', '/login')
  })
})
