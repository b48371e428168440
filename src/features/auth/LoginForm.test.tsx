import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setAccessToken } from '../../api/access-token'
import { apiPath, http, HttpResponse, server } from '../../test/msw'
import { renderWithRouter } from '../../test/render-with-router'
import { LoginForm } from './LoginForm'

afterEach(() => setAccessToken(null))

async function logInAs(email: string) {
  await userEvent.type(screen.getByLabelText('Email'), email)
  await userEvent.type(screen.getByLabelText('Password'), 'a-password')
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
}

describe('LoginForm', () => {
  it('stays as it was sent once logged in, busy with the words in place, until the page moves on', async () => {
    let logins = 0
    server.use(
      http.post(apiPath('/auth/login'), () => {
        logins++
        return HttpResponse.json({ access_token: 'token', expires_at: new Date(Date.now() + 900_000).toISOString() })
      }),
    )
    const onLoggedIn = vi.fn()
    await renderWithRouter(<LoginForm onLoggedIn={onLoggedIn} />)
    await logInAs('bo@example.com')
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1))

    const button = screen.getByRole('button', { name: 'Log in' })
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByLabelText('Email')).toHaveValue('bo@example.com')
    // A second press while the page moves on sends nothing.
    await userEvent.click(button)
    expect(logins).toBe(1)
  })

  it('is offered again after a refusal, with the words kept and the message said', async () => {
    server.use(http.post(apiPath('/auth/login'), () => HttpResponse.json({ message: 'Wrong email or password.' }, { status: 401 })))
    await renderWithRouter(<LoginForm onLoggedIn={vi.fn()} />)
    await logInAs('bo@example.com')
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password.')
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveAttribute('aria-busy', 'false')
    expect(screen.getByLabelText('Email')).toHaveValue('bo@example.com')
  })
})
