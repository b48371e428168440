import { useSuspenseQuery } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { realmQueries } from '../../../api/queries/realms'
import { boardIds, demoRealm, realmId } from '../../../test/builders'
import { apiPath, http, HttpResponse, server } from '../../../test/msw'
import { renderWithRouter } from '../../../test/render-with-router'
import { BoardsAdmin } from './BoardsAdmin'
import { type DescriptionEditorProps } from './description-editor'

/** Stands in for the Quill editor the route gives: plain text, sent as a delta. */
function PlainEditor({ label, onChange }: DescriptionEditorProps) {
  return (
    <textarea
      aria-label={label}
      onChange={(event) =>
        onChange({ content: event.target.value ? JSON.stringify({ ops: [{ insert: `${event.target.value}\n` }] }) : null, problem: null })
      }
    />
  )
}

/** The boards page as its route draws it: the realm read from the cache the page changes. */
function Boards() {
  const realm = useSuspenseQuery(realmQueries.bySlug('demo')).data
  return <BoardsAdmin realm={realm} Editor={PlainEditor} />
}

const names = () =>
  within(screen.getByRole('list', { name: 'Boards of Demo Realm, in order' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)

async function open() {
  await renderWithRouter(
    <Suspense>
      <Boards />
    </Suspense>,
  )
  await screen.findByRole('list', { name: 'Boards of Demo Realm, in order' })
}

describe('the realm admin’s boards', () => {
  it('moves a board at once and sends the whole order; a refusal puts it back and says why', async () => {
    const user = userEvent.setup()
    const sent: unknown[] = []
    let refuse = false
    server.use(
      http.put(apiPath(`/realms/${realmId}/board-order`), async ({ request }) => {
        sent.push(await request.json())
        return refuse
          ? HttpResponse.json({ message: 'Boards changed meanwhile.' }, { status: 400 })
          : new HttpResponse(null, { status: 204 })
      }),
    )
    await open()
    expect(names()).toEqual(['The Tea Room', 'Back Room'])
    // First can't go up, last can't go down.
    expect(screen.getByRole('button', { name: 'Move up The Tea Room' })).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('button', { name: 'Move down Back Room' })).toHaveAttribute('aria-disabled', 'true')

    // The server's realm stays as it was: the list is read again after the move and shows it.
    server.use(
      http.get(apiPath('/realms/slug/demo'), () =>
        HttpResponse.json(refuse ? demoRealm : { ...demoRealm, boards: [...demoRealm.boards].reverse() }),
      ),
    )
    await user.click(screen.getByRole('button', { name: 'Move up Back Room' }))
    expect(names()).toEqual(['Back Room', 'The Tea Room'])
    expect(screen.getByRole('status')).toHaveTextContent('Back Room is now 1 of 2.')
    await waitFor(() => expect(sent).toEqual([{ board_ids: [boardIds.backRoom, boardIds.teaRoom] }]))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move up Back Room' })).toHaveFocus())

    refuse = true
    await user.click(screen.getByRole('button', { name: 'Move up The Tea Room' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The boards could not be moved. Boards changed meanwhile.')
    await waitFor(() => expect(names()).toEqual(['The Tea Room', 'Back Room']))
  })

  it('edits a board sending only what changed; a refusal keeps every field', async () => {
    const user = userEvent.setup()
    const sent: unknown[] = []
    server.use(
      http.patch(apiPath(`/boards/${boardIds.teaRoom}`), async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({ message: 'A board of this realm already has the slug "back-room".' }, { status: 409 })
      }),
    )
    await open()
    await user.click(screen.getByRole('button', { name: 'Edit The Tea Room' }))
    const name = screen.getByRole('textbox', { name: 'Name' })
    expect(name).toHaveFocus()
    await user.clear(screen.getByRole('textbox', { name: 'Slug' }))
    await user.type(screen.getByRole('textbox', { name: 'Slug' }), 'back-room')
    await user.type(screen.getByRole('textbox', { name: 'Description of The Tea Room' }), 'Pull up a chair.')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The board could not be saved. A board of this realm already has the slug "back-room".',
    )
    expect(sent).toEqual([{ slug: 'back-room', description: JSON.stringify({ ops: [{ insert: 'Pull up a chair.\n' }] }) }])
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('back-room')
    expect(screen.getByRole('textbox', { name: 'Description of The Tea Room' })).toHaveValue('Pull up a chair.')
  })

  it('refuses a blank name or a bad slug before sending anything, at the field', async () => {
    const user = userEvent.setup()
    await open()
    await user.click(screen.getByRole('button', { name: 'New board' }))
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '✨✨')
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('')
    await user.click(screen.getByRole('button', { name: 'Create board' }))
    expect(screen.getByRole('alert')).toHaveTextContent('The slug must be 2–40 lowercase letters, digits or hyphens.')
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveFocus()
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveAttribute('aria-invalid', 'true')

    await user.clear(screen.getByRole('textbox', { name: 'Name' }))
    await user.type(screen.getByRole('textbox', { name: 'Slug' }), 'sparkles')
    await user.click(screen.getByRole('button', { name: 'Create board' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Give the board a name.')
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus()
  })

  it('offers Delete only on a board without threads', async () => {
    await open()
    expect(screen.queryByRole('button', { name: 'Delete The Tea Room' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Delete Back Room' })).toBeInTheDocument()
  })
})
