import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { demoRealm, realmId } from '../../../test/builders'
import { apiPath, http, HttpResponse, server } from '../../../test/msw'
import { renderWithRouter } from '../../../test/render-with-router'
import { MembersAdmin } from './MembersAdmin'

const ada = {
  user_id: '30000000-0000-4000-8000-000000000001',
  username: 'ada',
  avatar: null,
  role: 'moderator',
  joined_at: '2026-09-01T10:00:00.000Z',
}
const bo = {
  user_id: '30000000-0000-4000-8000-000000000002',
  username: 'bo',
  avatar: null,
  role: 'member',
  joined_at: '2026-09-02T10:00:00.000Z',
}

function answerMembers(asked: (string | null)[], members: () => object[]) {
  server.use(
    http.get(apiPath('/users/@me'), () =>
      HttpResponse.json({
        id: ada.user_id,
        username: 'ada',
        email: 'ada@example.com',
        avatar: null,
        realms: [{ id: realmId, slug: 'demo', name: 'Demo Realm', role: 'moderator' }],
      }),
    ),
    http.get(apiPath(`/realms/${realmId}/members`), ({ request }) => {
      const q = new URL(request.url).searchParams.get('q')
      asked.push(q)
      return HttpResponse.json({
        members: members().filter((member) => !q || ('username' in member && String(member.username).includes(q))),
        cursor: { next: null },
      })
    }),
  )
}

describe('the realm admin’s members', () => {
  it('finds members by username once typing rests, and offers the reader no changes to themselves', async () => {
    const user = userEvent.setup()
    const asked: (string | null)[] = []
    answerMembers(asked, () => [bo, ada])
    await renderWithRouter(<MembersAdmin realm={demoRealm} />)
    const list = await screen.findByRole('list', { name: 'Members of Demo Realm' })
    await waitFor(() => expect(within(list).getByText('(you)')).toBeInTheDocument())
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Make moderator bo', 'Remove bo'])

    await user.type(screen.getByRole('searchbox', { name: 'Find a member by username' }), 'bo')
    expect(await screen.findByRole('list', { name: 'Members whose username holds “bo”' })).toBeInTheDocument()
    // One question for the words typed, not one a key (the list may be named before it is asked).
    await waitFor(() => expect(asked).toEqual([null, 'bo']))
  })

  it('says why the last moderator stays one, and focuses the words saying a member was removed', async () => {
    const user = userEvent.setup()
    let members = [{ ...bo, role: 'moderator' }, ada]
    answerMembers([], () => members)
    server.use(
      http.patch(apiPath(`/realms/${realmId}/members/${bo.user_id}`), () =>
        HttpResponse.json({ message: 'The realm must keep at least one moderator.' }, { status: 409 }),
      ),
      http.delete(apiPath(`/realms/${realmId}/members/${bo.user_id}`), () => {
        members = [ada]
        return new HttpResponse(null, { status: 204 })
      }),
    )
    await renderWithRouter(<MembersAdmin realm={demoRealm} />)
    await user.click(await screen.findByRole('button', { name: 'Make member bo' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'bo’s role could not be changed. The realm must keep at least one moderator.',
    )

    await user.click(screen.getByRole('button', { name: 'Remove bo' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove bo from Demo Realm?' })
    await user.click(within(dialog).getByRole('button', { name: 'Remove bo' }))
    const removed = await screen.findByText('bo is no longer a member of Demo Realm.')
    await waitFor(() => expect(removed).toHaveFocus())
    expect(screen.queryByRole('button', { name: 'Remove bo' })).not.toBeInTheDocument()
  })
})
