import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { boardIds, threadSummary } from '../../test/builders'
import { apiPath, http, HttpResponse, server } from '../../test/msw'
import { renderWithRouter } from '../../test/render-with-router'
import { ThreadCard } from './ThreadCard'

const longText = JSON.stringify([{ insert: `${'A long story about tea. '.repeat(60)}\n` }])

describe('ThreadCard', () => {
  it('shows its first line as the title, who started it, when, the rest of what it says, its counts and a way in', async () => {
    const thread = threadSummary({
      total_posts_amount: 12,
      total_comments_amount: 1,
      starter: { content: JSON.stringify([{ insert: 'A cup of something warm.\nWith honey, please.\n' }]) },
    })
    await renderWithRouter(<ThreadCard thread={thread} signedIn={false} />)
    const card = screen.getByRole('article', { name: 'A cup of something warm.' })
    const title = within(card).getByRole('heading', { level: 2, name: 'A cup of something warm.' })
    expect(within(title).getByRole('link')).toHaveAttribute('href', `/threads/${thread.id}`)
    // The title line is said once: as the title, not again in the excerpt.
    expect(within(card).getAllByText('A cup of something warm.')).toHaveLength(1)
    expect(within(card).getByText('With honey, please.')).toBeInTheDocument()
    expect(within(card).getByText('Licorice Lion')).toBeInTheDocument()
    expect(within(card).getByText('3 hours ago')).toHaveAttribute('datetime', thread.starter.created_at)
    expect(within(card).getByText('12 posts')).toBeInTheDocument()
    expect(within(card).getByText('1 comment')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Open thread by Licorice Lion' })).toHaveAttribute('href', `/threads/${thread.id}`)
    expect(card.querySelector('img')).toHaveAttribute('src', '/avatars/lion.svg')
    expect(within(card).queryByRole('button', { name: 'Star' })).not.toBeInTheDocument()
  })

  it('keeps content behind its warnings until the reader asks', async () => {
    const thread = threadSummary({
      starter: {
        content: JSON.stringify([{ insert: 'Spiders in the teapot.\n' }]),
        tags: { whisper_tags: [], index_tags: [], category_tags: [], content_warnings: ['spiders', 'mess'] },
      },
    })
    await renderWithRouter(<ThreadCard thread={thread} signedIn={false} />)
    expect(screen.getByText('spiders, mess', { exact: false })).toBeInTheDocument()
    expect(screen.queryByText('Spiders in the teapot.')).not.toBeInTheDocument()
    // Not in the title either.
    expect(screen.getByRole('heading', { level: 2, name: 'Thread by Licorice Lion' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Show content' }))
    expect(screen.getByText('Spiders in the teapot.')).toBeInTheDocument()
  })

  it('clamps a long post with "Show more", and only a long one', async () => {
    await renderWithRouter(
      <>
        <ThreadCard thread={threadSummary({ starter: { content: longText } })} signedIn={false} />
        <ThreadCard thread={threadSummary()} signedIn={false} />
      </>,
    )
    const toggles = screen.getAllByRole('button', { name: 'Show more' })
    expect(toggles).toHaveLength(1)
    const [toggle] = toggles
    if (!toggle) throw new Error('no "Show more" button')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toHaveClass('max-h-56')
    await userEvent.click(toggle)
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true')
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).not.toHaveClass('max-h-56')
  })

  it("keeps a clamped picture's whole height from the start, so the cards below never move when it loads", async () => {
    const picture = JSON.stringify([{ insert: 'A cup\n' }, { insert: { image: '/images/a.svg' } }, { insert: '\n' }])
    await renderWithRouter(<ThreadCard thread={threadSummary({ starter: { content: picture } })} signedIn={false} />)
    const toggle = screen.getByRole('button', { name: 'Show more' })
    const clamp = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    expect(clamp).toHaveClass('h-56')
    expect(clamp).not.toHaveClass('max-h-56')
    await userEvent.click(toggle)
    expect(clamp).not.toHaveClass('h-56')
  })

  it('links category tags to the board filtered by them, and labels the other tags', async () => {
    const thread = threadSummary({
      starter: { tags: { whisper_tags: ['psst'], index_tags: ['guide'], category_tags: ['oolong'], content_warnings: [] } },
    })
    await renderWithRouter(<ThreadCard thread={thread} signedIn={false} />)
    const tags = screen.getByRole('list', { name: 'Tags' })
    expect(within(tags).getByRole('link', { name: 'Category: oolong' })).toHaveAttribute(
      'href',
      `/boards/${boardIds.teaRoom}?category=oolong`,
    )
    expect(within(tags).getByText('Index tag:', { exact: false }).parentElement).toHaveTextContent('Index tag: guide')
    expect(within(tags).getByText('Whisper:', { exact: false }).parentElement).toHaveTextContent('Whisper: #psst')
  })

  it('shows what is new since the last visit', async () => {
    await renderWithRouter(
      <>
        <ThreadCard thread={threadSummary({ new: true })} signedIn />
        <ThreadCard thread={threadSummary({ new_posts_amount: 2, new_comments_amount: 1 })} signedIn />
      </>,
    )
    expect(screen.getByText('New thread')).toBeInTheDocument()
    expect(screen.getByText('2 new posts')).toBeInTheDocument()
    expect(screen.getByText('1 new comment')).toBeInTheDocument()
  })

  it('marks a muted thread, and folds a hidden one until asked', async () => {
    await renderWithRouter(
      <>
        <ThreadCard thread={threadSummary({ muted: true })} signedIn />
        <ThreadCard
          thread={threadSummary({ hidden: true, starter: { content: JSON.stringify([{ insert: 'Secret brew.\n' }]) } })}
          signedIn
        />
      </>,
    )
    expect(screen.getByText('Muted')).toBeInTheDocument()
    expect(screen.queryByText('Secret brew.')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Thread by Licorice Lion' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Show it anyway' }))
    expect(screen.getByText('Secret brew.')).toBeInTheDocument()
  })

  it('offers a star to a logged-in reader, pressed when starred, named by its thread', async () => {
    await renderWithRouter(<ThreadCard thread={threadSummary({ starred: true })} signedIn />)
    // Its code comes with the first card that offers it.
    expect(await screen.findByRole('button', { name: 'Star “A cup of something warm.”' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('offers Hide, and Mark as read while there is something new; each is sent for its thread, and a refusal says why', async () => {
    const thread = threadSummary({ new: true })
    const sent: string[] = []
    server.use(
      http.post(apiPath(`/threads/${thread.id}/visits`), () => {
        sent.push('visit')
        return new HttpResponse(null, { status: 204 })
      }),
      http.post(apiPath(`/threads/${thread.id}/hide`), () => {
        sent.push('hide')
        return HttpResponse.json({ message: 'User does not have required permissions to access thread.' }, { status: 403 })
      }),
    )
    await renderWithRouter(<ThreadCard thread={thread} signedIn />)
    await userEvent.click(await screen.findByRole('button', { name: 'Mark “A cup of something warm.” as read' }))
    await userEvent.click(screen.getByRole('button', { name: 'Hide “A cup of something warm.”' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('User does not have required permissions to access thread.')
    expect(sent).toEqual(['visit', 'hide'])
  })

  it('offers Unhide on a hidden thread, and no Mark as read without news', async () => {
    await renderWithRouter(
      <ThreadCard thread={threadSummary({ hidden: true, new: false, new_posts_amount: 0, new_comments_amount: 0 })} signedIn />,
    )
    expect(await screen.findByRole('button', { name: 'Unhide “Thread by Licorice Lion”' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /as read$/ })).not.toBeInTheDocument()
  })

  it("tells each card's star apart, without the words of a thread behind a content warning", async () => {
    await renderWithRouter(
      <>
        <ThreadCard thread={threadSummary({ starter: { content: JSON.stringify([{ insert: 'Oolong season\n' }]) } })} signedIn />
        <ThreadCard
          thread={threadSummary({
            starter: {
              content: JSON.stringify([{ insert: 'Spiders.\n' }]),
              tags: { whisper_tags: [], index_tags: [], category_tags: [], content_warnings: ['spiders'] },
            },
          })}
          signedIn
        />
      </>,
    )
    expect(await screen.findByRole('button', { name: 'Star “Oolong season”' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Star “Thread by Licorice Lion”' })).toBeInTheDocument()
  })

  it('renders content that is not a delta as plain text', async () => {
    await renderWithRouter(<ThreadCard thread={threadSummary({ starter: { content: '<b>not a delta</b>' } })} signedIn={false} />)
    expect(screen.getByRole('heading', { level: 2, name: '<b>not a delta</b>' })).toBeInTheDocument()
    expect(document.querySelector('b')).toBeNull()
  })
})

describe('ThreadCard with a broken avatar', () => {
  it('shows a blank disc instead of crashing the feed', async () => {
    const thread = threadSummary({
      starter: { secret_identity: { name: 'Odd Owl', avatar: 'https://', color: null, accessory: '/\\evil.example/hat.png' } },
    })
    await renderWithRouter(<ThreadCard thread={thread} signedIn={false} />)
    const card = screen.getByRole('article', { name: 'A cup of something warm.' })
    expect(within(card).getByText('Odd Owl')).toBeInTheDocument()
    expect(card.querySelectorAll('img')).toHaveLength(0)
  })
})
