import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { setAccessToken } from '../../api/access-token'
import { type Settings } from '../../contract/schemas/decoration'
import { apiPath, http, HttpResponse, server } from '../../test/msw'
import { renderApp } from '../../test/render-app'

const me = { id: '30000000-0000-4000-8000-000000000001', username: 'ada', email: 'ada@example.com', avatar: null, realms: [] }

// The session restored on load: a reload trades the refresh cookie for a token.
const session = { access_token: 'token', expires_at: new Date(Date.now() + 900_000).toISOString() }

const settings = (feed: boolean, sidebar: boolean, cursor: boolean): Settings => ({
  decorations: [
    { name: 'FESTIVE_BACKGROUND_FEED', type: 'BOOLEAN', value: feed },
    { name: 'FESTIVE_BACKGROUND_SIDEBAR', type: 'BOOLEAN', value: sidebar },
    { name: 'FESTIVE_CURSOR', type: 'BOOLEAN', value: cursor },
    { name: 'FESTIVE_SOMETHING_NEW', type: 'BOOLEAN', value: true },
  ],
  email_notifications: 'off',
})

/** Signed in as ada, on a settings page whose settings are `current()` and whose saves `save` answers. */
function serveSettingsPage(current: () => Settings, save: Parameters<typeof http.patch>[1]) {
  setAccessToken('token')
  server.use(
    http.post(apiPath('/auth/refresh'), () => HttpResponse.json(session)),
    http.get(apiPath('/users/@me'), () => HttpResponse.json(me)),
    http.get(apiPath('/users/@me/sessions'), () => HttpResponse.json([])),
    http.get(apiPath('/users/@me/settings'), () => HttpResponse.json(current())),
    http.patch(apiPath('/users/@me/settings'), save),
  )
}

const decorations = () => screen.getByRole('region', { name: 'Decorations' })

describe('the settings page', () => {
  it('flips a switch and the page at once, says "Saved", and ignores decorations it does not know', async () => {
    let saved = settings(true, false, false)
    serveSettingsPage(
      () => saved,
      async ({ request }) => {
        const { value } = (await request.json()) as { value: boolean }
        saved = settings(true, value, false)
        return HttpResponse.json(saved)
      },
    )
    renderApp('/settings')
    const sidebar = await screen.findByRole('switch', { name: 'Festive background behind the board list' })
    expect(within(decorations()).getAllByRole('switch')).toHaveLength(3)
    expect(sidebar).toHaveAttribute('aria-checked', 'false')
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-festive-feed'))
    expect(document.documentElement).not.toHaveAttribute('data-festive-sidebar')

    await userEvent.click(sidebar)
    expect(sidebar).toHaveAttribute('aria-checked', 'true')
    expect(document.documentElement).toHaveAttribute('data-festive-sidebar')
    expect(await within(decorations()).findByText('Saved')).toBeInTheDocument()
  })

  it('puts a switch the server refused back as it was, and says why', async () => {
    serveSettingsPage(
      () => settings(true, true, true),
      () => HttpResponse.json({ message: 'The settings store is resting.' }, { status: 503 }),
    )
    renderApp('/settings')
    const cursor = await screen.findByRole('switch', { name: 'Festive cursor' })
    await userEvent.click(cursor)
    expect(await screen.findByText('“Festive cursor” could not be saved, so it is back as it was.')).toBeInTheDocument()
    expect(screen.getByText('The settings store is resting.')).toBeInTheDocument()
    expect(cursor).toHaveAttribute('aria-checked', 'true')
    expect(document.documentElement).toHaveAttribute('data-festive-cursor')
  })

  it('after two quick presses on one switch, both refused, shows what the server has', async () => {
    let refuse: () => void = () => {}
    const refused = new Promise<void>((resolve) => (refuse = resolve))
    // Both saves wait, then both fail: the second press must not be undone into the first's value.
    serveSettingsPage(
      () => settings(false, false, false),
      async () => {
        await refused
        return HttpResponse.json({ message: 'Try later.' }, { status: 503 })
      },
    )
    renderApp('/settings')
    const feed = await screen.findByRole('switch', { name: 'Festive background on feeds' })
    await userEvent.click(feed)
    expect(feed).toHaveAttribute('aria-checked', 'true')
    expect(within(decorations()).getByRole('status')).toHaveTextContent('Saving…')
    await userEvent.click(feed)
    expect(feed).toHaveAttribute('aria-checked', 'false')
    await userEvent.click(feed)
    expect(feed).toHaveAttribute('aria-checked', 'true')
    refuse()
    expect(await screen.findByText('“Festive background on feeds” could not be saved, so it is back as it was.')).toBeInTheDocument()
    await waitFor(() => expect(feed).toHaveAttribute('aria-checked', 'false'))
    expect(within(decorations()).getByRole('status')).not.toHaveTextContent('Saved')
    expect(document.documentElement).not.toHaveAttribute('data-festive-feed')
  })

  it('turns the daily mail on at once and keeps it so once saved', async () => {
    let saved = settings(true, true, true)
    let asked: unknown
    serveSettingsPage(
      () => saved,
      async ({ request }) => {
        asked = await request.json()
        saved = { ...saved, email_notifications: 'daily' }
        return HttpResponse.json(saved)
      },
    )
    renderApp('/settings')
    const digest = await screen.findByRole('switch', { name: 'A daily mail of unread notifications' })
    expect(digest).toHaveAttribute('aria-checked', 'false')
    expect(screen.getByText(/Sent to ada@example.com once a day/)).toBeInTheDocument()
    await userEvent.click(digest)
    expect(digest).toHaveAttribute('aria-checked', 'true')
    const email = screen.getByRole('region', { name: 'Email' })
    expect(await within(email).findByText('Saved')).toBeInTheDocument()
    expect(asked).toEqual({ email_notifications: 'daily' })
    expect(digest).toHaveAttribute('aria-checked', 'true')
  })
})
