import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { boardIds, demoRealm } from '../../test/builders'
import { http, HttpResponse, server } from '../../test/msw'
import { renderWithRouter } from '../../test/render-with-router'
import { BoardHeading } from './BoardHeading'

const description = JSON.stringify({
  ops: [
    { insert: 'Read the ' },
    { insert: 'house rules', attributes: { link: 'https://tea.example/rules' } },
    { insert: ' and ' },
    { insert: 'this', attributes: { link: 'javascript:alert(1)' } },
    { insert: ' first.\n' },
  ],
})

describe("a board's heading", () => {
  it('draws the description its moderators wrote under the name, a javascript: link never a link', async () => {
    server.use(
      http.get('*/api/realms/slug/demo', () =>
        HttpResponse.json({
          ...demoRealm,
          boards: demoRealm.boards.map((board) => (board.id === boardIds.teaRoom ? { ...board, description } : board)),
        }),
      ),
    )
    await renderWithRouter(<BoardHeading boardId={boardIds.teaRoom} />)
    const about = await screen.findByRole('region', { name: 'About The Tea Room' })
    expect(within(about).getByRole('link', { name: 'house rules (external link)' })).toHaveAttribute('href', 'https://tea.example/rules')
    expect(within(about).queryByRole('link', { name: 'this' })).not.toBeInTheDocument()
    expect(about).toHaveTextContent('Read the house rules ↗(external link) and this first.')
  })

  it('draws no description where the board has none', async () => {
    await renderWithRouter(<BoardHeading boardId={boardIds.teaRoom} />)
    expect(await screen.findByRole('heading', { name: 'The Tea Room' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: /^About/ })).not.toBeInTheDocument()
  })
})
