import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { setAccessToken } from '../../api/access-token'
import { type Session } from '../../contract/schemas/accounts'
import { apiPath, http, HttpResponse, server } from '../../test/msw'
import { renderWithRouter } from '../../test/render-with-router'
import { SessionsList } from './SessionsList'

afterEach(() => setAccessToken(null))

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString()
const session = (id: string, device: string, current = false): Session => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  created_at: at(600),
  last_used_at: at(Number(id)),
  device,
  current,
})

describe('SessionsList', () => {
  it('marks this browser, signs another out, then all the others, and says so where the focus goes', async () => {
    let sessions = [session('1', 'Chrome on Linux', true), session('2', 'Firefox on Linux'), session('3', 'Safari on iOS')]
    server.use(
      http.get(apiPath('/users/@me/sessions'), () => HttpResponse.json(sessions)),
      http.delete(apiPath('/users/@me/sessions/:id'), ({ params }) => {
        sessions = sessions.filter((each) => each.id !== params.id)
        return new HttpResponse(null, { status: 204 })
      }),
      http.delete(apiPath('/users/@me/sessions'), () => {
        sessions = sessions.filter((each) => each.current)
        return new HttpResponse(null, { status: 204 })
      }),
    )
    setAccessToken('token')
    await renderWithRouter(<SessionsList />)
    const rows = await screen.findAllByRole('listitem')
    expect(rows).toHaveLength(3)
    expect(within(rows[0] as HTMLElement).getByText('This browser')).toBeInTheDocument()
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: /^Sign out Firefox on Linux, last used / }))
    const status = await screen.findByText('Firefox on Linux was signed out.')
    expect(status).toHaveFocus()
    expect(await screen.findAllByRole('listitem')).toHaveLength(2)

    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }))
    expect(await screen.findByText('Signed out everywhere else: 1 other session ended.')).toHaveFocus()
    expect(await screen.findByText('You are signed in nowhere else.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull()
  })
})
