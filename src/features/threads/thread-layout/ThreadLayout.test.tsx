import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { type Contribution } from '../../../contract/schemas/contribution'
import { comment, contribution, fullThread } from '../../../test/builders'
import { renderWithRouter } from '../../../test/render-with-router'
import { type ComposerControl, ComposerProvider } from '../composer-context'
import { ThreadLayout } from './ThreadLayout'

const who = (name: string) => ({ secret_identity: { name, avatar: '/avatars/x.svg', color: null, accessory: null } })
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString()
const reply = (parent: Contribution, name: string, hours: number, text = `${name} says hello.`) =>
  contribution({ parent_post_id: parent.id, created_at: hoursAgo(hours), content: JSON.stringify([{ insert: `${text}\n` }]), ...who(name) })

/** Hojicha Hare starts; Oat Milk Otter answers; Hare answers Otter; Otter answers again, seven deep. */
function nestedThread() {
  const starter = contribution({ created_at: hoursAgo(9), ...who('Hojicha Hare') })
  const otter = reply(starter, 'Oat Milk Otter', 8)
  const hare = reply(otter, 'Hojicha Hare', 7)
  const chain = [hare]
  for (let depth = 4; depth <= 8; depth++)
    chain.push(reply(chain.at(-1) ?? hare, depth % 2 ? 'Hojicha Hare' : 'Oat Milk Otter', 11 - depth))
  const otterAgain = reply(starter, 'Oat Milk Otter', 1, 'Otter, once more.')
  const onOtter = comment(otter.id, { created_at: hoursAgo(6), ...who('Quince Quail') })
  const answer = comment(otter.id, { created_at: hoursAgo(5), parent_comment_id: onOtter.id, ...who('Matcha Moth') })
  return fullThread({ starter, posts: [otter, ...chain, otterAgain], comments: { [otter.id]: [onOtter, answer] } })
}

const composer = (): ComposerControl => ({ target: null, open: vi.fn(), render: () => null })

async function renderLayout(withComposer = false) {
  const thread = nestedThread()
  const layout = <ThreadLayout thread={thread} complete titleBlock={null} targetPostId={undefined} />
  await renderWithRouter(withComposer ? <ComposerProvider value={composer()}>{layout}</ComposerProvider> : layout)
  return thread
}

describe('ThreadLayout for a screen reader', () => {
  // jsdom lays nothing out: folding scrolls the control that undoes it into view.
  beforeAll(() => {
    Element.prototype.scrollIntoView = vi.fn()
  })

  it('names every contribution by who wrote it, whom it answers and how deep it sits', async () => {
    await renderLayout()
    expect(screen.getByRole('article', { name: 'Hojicha Hare, thread starter, level 1, 9 hours ago' })).toBeInTheDocument()
    expect(screen.getByRole('article', { name: 'Oat Milk Otter, replying to Hojicha Hare, level 2, 8 hours ago' })).toBeInTheDocument()
    expect(screen.getByRole('article', { name: 'Hojicha Hare, replying to Oat Milk Otter, level 3, 7 hours ago' })).toBeInTheDocument()
    // Past the last indentation guide the name still counts.
    expect(screen.getByRole('article', { name: 'Oat Milk Otter, replying to Hojicha Hare, level 8, 3 hours ago' })).toBeInTheDocument()
    expect(screen.getByRole('article', { name: 'Oat Milk Otter, replying to Hojicha Hare, level 2, 1 hour ago' })).toBeInTheDocument()
  })

  it('says the place in the text too, for screen readers that do not announce article names', async () => {
    await renderLayout()
    const article = screen.getByRole('article', { name: /^Hojicha Hare, replying to Oat Milk Otter, level 3/ })
    expect(article).toHaveTextContent(/^Hojicha Hare, replying to Oat Milk Otter, level 3/)
  })

  it('names comments by the post they are on and the comment they answer', async () => {
    await renderLayout()
    expect(
      screen.getByRole('article', { name: "Comment by Quince Quail, on Oat Milk Otter's post, level 3, 6 hours ago" }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('article', { name: "Comment by Matcha Moth, replying to Quince Quail's comment, level 4, 5 hours ago" }),
    ).toBeInTheDocument()
  })

  it("tells one poster's Reply and Comment buttons apart by when the post was written", async () => {
    await renderLayout(true)
    const replies = screen
      .getAllByRole('button', { name: /^Reply to Oat Milk Otter's post/ })
      .map((button) => button.getAttribute('aria-label'))
    expect(replies).toContain("Reply to Oat Milk Otter's post, 8 hours ago")
    expect(replies).toContain("Reply to Oat Milk Otter's post, 1 hour ago")
    expect(new Set(replies).size).toBe(replies.length)
    expect(screen.getByRole('button', { name: "Comment on Oat Milk Otter's post, 1 hour ago" })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: "Reply to Quince Quail's comment, 6 hours ago" })).toBeInTheDocument()
  })

  it('folds replies away and back from the keyboard, the names of what stays unchanged', async () => {
    await renderLayout()
    const otter = screen.getByRole('article', { name: /^Oat Milk Otter, replying to Hojicha Hare, level 2, 8 hours ago/ })
    const hide = within(otter).getByRole('button', { name: 'Hide 6 replies and 2 comments' })
    hide.focus()
    await userEvent.keyboard('{Enter}')
    expect(screen.queryByRole('article', { name: /level 3/ })).not.toBeInTheDocument()
    const show = screen.getByRole('button', { name: '6 replies and 2 comments hidden · Show' })
    expect(show).toHaveAttribute('aria-expanded', 'false')
    await vi.waitFor(() => expect(show).toHaveFocus())
    await userEvent.keyboard('{Enter}')
    expect(screen.getByRole('article', { name: /^Hojicha Hare, replying to Oat Milk Otter, level 3/ })).toBeInTheDocument()
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Hide 6 replies and 2 comments' })).toHaveFocus())
  })
})
