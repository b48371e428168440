import { HIGHLIGHT_MAX_CHARS } from '../src/lib/highlight/find-words'
import { type Page } from '@playwright/test'
import { boardId, boardThreads, createInvite, expect, test } from './fixtures'

// An address is typed, pasted and kept for years: whatever its query says, a drawn page is
// taken over as drawn (the fixture fails a test on any hydration trouble) and shows its page.
// The server sends an address the page reads otherwise to the one it reads (server/pages/pages.ts).

/** Parameters no page uses, or uses with other values: every drawn page meets them. */
const oddForAny = ['x=%22&__proto__=1&constructor=2', 'q=%5B1%5D', 'post=not-a-uuid', 'view=%7B%22a%22%3A1%7D']

const oddForThreads = [
  'post=not-a-uuid',
  'post=1',
  'post=%22abc',
  'post=0f8fad5b-d9cb-469f-a165-70867728950e&post=not-a-uuid',
  'comment=xyz',
  `view=${'x'.repeat(41)}`,
  'view=%7B%22a%22%3A1%7D',
  'view=42',
  `highlight=${'w'.repeat(HIGHLIGHT_MAX_CHARS + 1)}`,
  'highlight=two%20words',
  'highlight=null',
]

const oddForBoards = [
  `category=${'c'.repeat(101)}`,
  'category=42',
  'category=%5B1%5D',
  'category=%20',
  'category=Black%20Tea',
  'category=true',
]

/** Opens `path` with each query of `queries`, and sees its page with its heading, taken over. */
async function opensEach(page: Page, path: string, queries: string[], heading: RegExp) {
  for (const query of queries) {
    await test.step(`${path}?${query}`, async () => {
      const response = await page.goto(`${path}?${query}`)
      expect(response?.ok(), `${path}?${query} answers`).toBe(true)
      await expect(page.locator('html[data-app="live"]')).toBeAttached()
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    })
  }
}

test('a thread opens whatever its address says of a post, a comment, a layout or words to mark', async ({ page, request }) => {
  const [thread] = await boardThreads(request, 'tea-room')
  if (!thread) throw new Error('the Tea Room has no thread')
  await opensEach(page, `/threads/${thread.id}`, [...oddForThreads, ...oddForAny], /./)
  // Dropped values leave the address: the router writes the one the page reads.
  await page.goto(`/threads/${thread.id}?post=not-a-uuid&view=gallery`)
  await expect(page).toHaveURL(new RegExp(`/threads/${thread.id}\\?view=gallery$`))
})

test('a board opens whatever its address says of a category, and reads one as it is kept: trimmed, in lower case', async ({
  page,
  request,
}) => {
  const board = await boardId(request, 'tea-room')
  await opensEach(page, `/boards/${board}`, [...oddForBoards, ...oddForAny], /The Tea Room/)
  await page.goto(`/boards/${board}?category=Black%20Tea`)
  await expect(page).toHaveURL(new RegExp(`/boards/${board}\\?category=black\\+tea$`))
  await expect(page.getByText('No threads in category black tea.').or(page.getByRole('article').first())).toBeVisible()
})

test('the front page, a realm home and an invite open whatever their address adds', async ({ page, request }) => {
  await opensEach(page, '/', oddForAny, /./)
  await opensEach(page, '/realms/demo', oddForAny, /Demo Realm/)
  const invite = await createInvite(request)
  // Each try uses nothing: an invite is spent only when it is accepted.
  await opensEach(page, invite.path, oddForAny, /Demo Realm/)
})
