import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { apiPath, http, HttpResponse, server } from '../../../test/msw'
import { renderWithRouter } from '../../../test/render-with-router'
import { ModerationActions } from './ModerationActions'
import { ThreadModeration } from './ThreadModeration'

const target = {
  words: 'post',
  id: '7c0f3c51-6a6b-4f53-9d9a-3f1e2b0a9a11',
  postId: '7c0f3c51-6a6b-4f53-9d9a-3f1e2b0a9a11',
  who: 'Hojicha Hare',
} as const

function actions(role: 'moderator' | 'member' | null, words: { own?: boolean; removed?: boolean; deleted?: boolean } = {}) {
  return renderWithRouter(
    <ThreadModeration threadId="thread" role={role}>
      <ModerationActions
        target={target}
        own={words.own ?? false}
        removed={words.removed ?? false}
        deleted={words.deleted ?? false}
        when="1 hour ago"
      />
    </ThreadModeration>,
  )
}

describe('moderation on a post', () => {
  it('gives a member "Report" on what others wrote, never on their own, what is removed or deleted', async () => {
    const others = await actions('member')
    expect(screen.getByRole('button', { name: "Report Hojicha Hare's post, 1 hour ago" })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument()
    others.unmount()
    for (const words of [{ own: true }, { removed: true }, { deleted: true }]) {
      const { unmount } = await actions('member', words)
      expect(screen.queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument()
      unmount()
    }
  })

  it('gives a moderator Remove or Restore, and a visitor nothing', async () => {
    const { unmount } = await actions('moderator')
    expect(screen.getByRole('button', { name: /^Remove Hojicha Hare's post/ })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument()
    unmount()
    const removed = await actions('moderator', { removed: true })
    expect(screen.getByRole('button', { name: /^Restore Hojicha Hare's post/ })).toBeInTheDocument()
    removed.unmount()
    await actions(null)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('reports with a reason, thanks the member in the dialog and keeps their words when the server refuses', async () => {
    const user = userEvent.setup()
    const sent: unknown[] = []
    let refuse = true
    server.use(
      http.post(apiPath(`/posts/${target.id}/reports`), async ({ request }) => {
        sent.push(await request.json())
        if (refuse) return HttpResponse.json({ message: 'Too many reports: try again in an hour.' }, { status: 429 })
        return HttpResponse.json({ id: '5b0b6f9e-2f7e-4a8e-9f0e-1c1d2e3f4a5b' }, { status: 201 })
      }),
    )
    await actions('member')
    await user.click(screen.getByRole('button', { name: /^Report/ }))
    const dialog = await screen.findByRole('dialog', { name: "Report Hojicha Hare's post" })
    await user.click(screen.getByRole('button', { name: 'Report' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a reason.')
    await user.click(screen.getByRole('radio', { name: 'Spam' }))
    await user.type(screen.getByRole('textbox'), 'The same link everywhere.')
    await user.click(screen.getByRole('button', { name: 'Report' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many reports: try again in an hour.')
    expect(screen.getByRole('textbox')).toHaveValue('The same link everywhere.')
    refuse = false
    await user.click(screen.getByRole('button', { name: 'Report' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks — the moderators will look at it.')
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
    expect(sent).toEqual([{ reason: 'Spam: The same link everywhere.' }, { reason: 'Spam: The same link everywhere.' }])
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(dialog).not.toBeInTheDocument()
  })
})
