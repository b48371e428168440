import { apiToken, boardId, expect, openFollowing, realmBySlug, startThread, test } from './fixtures'
import { useOwnServer } from './own-server'

// The realm's boards as its moderators change them, seen live by an open page (design.md, "Realm
// admin"). On a server of its own: a new board, renamed and closed, would change the board list
// other specs read on the shared server.
useOwnServer('board-admin', 11, { RATE_LIMIT_PER_MINUTE: '0' })

test("a new board comes to a visitor's open board list, its description above its feed; closed to members, the visitor's open page says so", async ({
  page,
  request,
  expectAccessibleInBothLooks,
}) => {
  const realm = await realmBySlug(request, 'demo')
  const ada = { Authorization: `Bearer ${await apiToken(request, 'ada')}` }
  // The realm home follows its boards: the change must find its stream open.
  await openFollowing(page, '/realms/demo', await boardId(request, 'tea-room'))
  const boards = page.getByRole('banner').getByRole('navigation', { name: 'Boards' })
  await expect(boards.getByRole('link', { name: 'The Tea Room' })).toBeVisible()

  const description = JSON.stringify({
    ops: [{ insert: 'Where the ' }, { insert: 'kettle', attributes: { bold: true } }, { insert: ' sings.\n' }],
  })
  const made = await request.post(`/api/realms/${realm.id}/boards`, {
    headers: ada,
    data: { slug: 'kettle-songs', name: 'Kettle Songs', tagline: 'Whistles and hums.', description, members_only: false },
  })
  expect(made.status(), await made.text()).toBe(201)
  const board = (await made.json()) as { id: string }
  // Live: no reload.
  await expect(boards.getByRole('link', { name: 'Kettle Songs' })).toBeVisible()

  await startThread(request, await apiToken(request, 'bo'), board.id, [{ insert: 'The first song of the kettle.\n' }])
  const followsNewBoard = page.waitForResponse(
    (response) => response.url().includes('/api/events?') && response.url().includes(board.id) && response.status() === 200,
  )
  await boards.getByRole('link', { name: 'Kettle Songs' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Kettle Songs' })).toBeVisible()
  const about = page.getByRole('region', { name: 'About Kettle Songs' })
  await expect(about).toHaveText('Where the kettle sings.')
  await expect(about.locator('strong')).toHaveText('kettle')
  await expect(page.getByText('The first song of the kettle.')).toBeVisible()
  await expectAccessibleInBothLooks()

  await followsNewBoard
  expect((await request.patch(`/api/boards/${board.id}`, { headers: ada, data: { members_only: true } })).status()).toBe(200)
  await expect(page.getByText('This board is for members', { exact: true })).toBeVisible()
  await expect(page.getByText('The first song of the kettle.')).toHaveCount(0)
})
