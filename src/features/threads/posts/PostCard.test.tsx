import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { EMPTY_DELTA } from '../../../contract/schemas/own-words'
import { boardIds, contribution } from '../../../test/builders'
import { apiPath, http, HttpResponse, server } from '../../../test/msw'
import { renderWithRouter } from '../../../test/render-with-router'
import { PostCard } from './PostCard'

const delta = (text: string) => JSON.stringify({ ops: [{ insert: `${text}\n` }] })
const tags = { whisper_tags: [], index_tags: [], category_tags: [], content_warnings: [] }

describe("a post's own words", () => {
  it('reads "[deleted]" in place of what its author deleted', async () => {
    const post = contribution({ parent_post_id: null, content: EMPTY_DELTA, deleted: true, revision: 3 })
    await renderWithRouter(<PostCard post={post} boardId={boardIds.teaRoom} op={false} />)
    const card = screen.getByRole('article')
    expect(within(card).getByText('[deleted]')).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: /Edited/ })).not.toBeInTheDocument()
  })

  it('says "edited" beside the time, and shows every version kept, newest first, from the keyboard', async () => {
    const post = contribution({ content: delta('Second thoughts.'), revision: 2, edited_at: new Date(Date.now() - 60_000).toISOString() })
    server.use(
      http.get(apiPath(`/posts/${post.id}/revisions`), () =>
        HttpResponse.json({
          revisions: [
            { revision: 2, content: delta('Second thoughts.'), tags, created_at: post.edited_at },
            { revision: 1, content: delta('First thoughts.'), tags, created_at: post.created_at },
          ],
        }),
      ),
    )
    await renderWithRouter(<PostCard post={post} boardId={boardIds.teaRoom} op={false} />)
    const mark = screen.getByRole('button', { name: "Edited: show the versions of Licorice Lion's post" })
    expect(mark).toHaveTextContent('edited 1 minute ago')
    mark.focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Versions' })
    const versions = await within(dialog).findAllByRole('listitem')
    expect(versions.map((version) => version.textContent)).toEqual([
      expect.stringMatching(/^Now, written 1 minute ago.*Second thoughts\./),
      expect.stringMatching(/^Earlier, written 3 hours ago.*First thoughts\./),
    ])
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(mark).toHaveFocus()
  })
})

describe('a post a moderator removed', () => {
  it('reads "[removed by a moderator]" to those who may not read it', async () => {
    const post = contribution({ content: EMPTY_DELTA, removed: true, removal_reason: null })
    await renderWithRouter(<PostCard post={post} boardId={boardIds.teaRoom} op={false} />)
    expect(within(screen.getByRole('article')).getByText('[removed by a moderator]')).toBeInTheDocument()
  })

  it('shows its author and the moderators its words, with why nobody else reads them', async () => {
    const post = contribution({ content: delta('Words still here.'), removed: true, removal_reason: 'Off topic' })
    await renderWithRouter(<PostCard post={post} boardId={boardIds.teaRoom} op={false} />)
    const card = screen.getByRole('article')
    expect(within(card).getByText('Words still here.')).toBeInTheDocument()
    expect(within(card).getByText(/Removed by a moderator: Off topic\./)).toBeInTheDocument()
    expect(within(card).queryByText('[removed by a moderator]')).not.toBeInTheDocument()
  })
})
