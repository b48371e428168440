import { screen, within } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { searchPageSchema, type SearchResult } from '../../contract/schemas/search'
import { boardIds, realmId, testId } from '../../test/builders'
import { apiPath, http, HttpResponse, server } from '../../test/msw'
import { renderWithRouter } from '../../test/render-with-router'
import { SearchResults } from './SearchResults'

const TITLE = 'Smoky teas for people who say they hate smoky teas'

/** A starter found by `q`, as the server answers it: the title, and an excerpt quoted after it. */
function starterFound(excerpt: string, highlights: SearchResult['highlights']): SearchResult {
  return {
    thread_id: testId(),
    board_id: boardIds.teaRoom,
    post_id: testId(),
    comment_id: null,
    title: TITLE,
    excerpt,
    highlights,
    created_at: new Date(Date.now() - 3600_000).toISOString(),
    secret_identity: { name: 'Licorice Lion', avatar: '/avatars/lion.svg' },
  }
}

async function renderResults(results: SearchResult[]) {
  server.use(http.get(apiPath('/search'), () => HttpResponse.json(searchPageSchema.parse({ results, cursor: { next: null } }))))
  await renderWithRouter(
    <Suspense fallback={null}>
      <SearchResults q="smoky teas" realm={realmId} />
    </Suspense>,
  )
  return within(await screen.findByRole('list', { name: 'Results for smoky teas' })).getAllByRole('link')
}

const timesSaid = (text: string, said: string) => said.split(text).length - 1

describe('SearchResults', () => {
  it('says a starter’s title once, then the words after it with the matches marked', async () => {
    const excerpt = 'I used to think smoky tea tasted like a bonfire in a mug.'
    const [link] = await renderResults([
      starterFound(excerpt, [
        [16, 21],
        [22, 25],
      ]),
    ])
    expect(timesSaid(TITLE, link?.textContent ?? '')).toBe(1)
    expect(
      within(link as HTMLElement)
        .getAllByRole('mark')
        .map((mark) => mark.textContent),
    ).toEqual(['smoky', 'tea'])
  })

  it('shows a starter that is its title alone as the title, with no empty line under it', async () => {
    const [link] = await renderResults([starterFound('', [])])
    expect(timesSaid(TITLE, link?.textContent ?? '')).toBe(1)
    expect([...(link?.children ?? [])].filter((line) => line.textContent === '')).toEqual([])
  })
})
