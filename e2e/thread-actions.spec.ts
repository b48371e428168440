import { type Page } from '@playwright/test'
import { apiToken, boardId, boardThreads, expect, test, userMenuButton } from './fixtures'

const options = (page: Page) => page.getByRole('button', { name: 'Thread options' })

test("the starter's author changes the default view and it holds; a plain member is not offered it", async ({
  page,
  request,
  logIn,
  expectAccessible,
}) => {
  const bo = await apiToken(request, 'bo')
  const threads = await boardThreads(request, 'tea-room', bo)
  const own = threads.find((thread) => thread.starter.own && thread.default_view === 'thread')
  const other = threads.find((thread) => !thread.starter.own)
  if (!own || !other) throw new Error('bo needs a thread of his own and one of someone else in the Tea Room')

  await logIn('bo')
  await page.goto(`/threads/${own.id}`)
  const layout = page.getByRole('tablist', { name: 'Layout' })
  await expect(layout.getByRole('tab', { name: 'Thread', selected: true })).toBeVisible()
  await options(page).click()
  const views = page.getByRole('group', { name: 'Change default view' })
  await expect(views.getByRole('menuitemradio', { name: 'Thread', checked: true })).toBeVisible()
  await expectAccessible()
  await views.getByRole('menuitemradio', { name: 'Gallery' }).click()
  await expect(page.getByText('The thread now opens as a gallery.', { exact: true })).toBeVisible()
  await expect(layout.getByRole('tab', { name: 'Gallery', selected: true })).toBeVisible()
  await page.reload()
  await expect(layout.getByRole('tab', { name: 'Gallery', selected: true })).toBeVisible()

  await page.goto(`/threads/${other.id}`)
  await options(page).click()
  await expect(page.getByRole('menuitem', { name: 'Mute thread' })).toBeVisible()
  await expect(page.getByRole('group', { name: 'Change default view' })).toHaveCount(0)
  await expect(page.getByRole('menuitemradio')).toHaveCount(0)
  await expect(page.getByRole('menuitem', { name: 'Move thread…' })).toHaveCount(0)
})

test('a moderator moves a thread from the keyboard: it leaves the old board for the new one', async ({
  page,
  request,
  logIn,
  expectAccessible,
}) => {
  const kettle = await boardThreads(request, 'kettle-corner')
  const thread = kettle.at(-1)
  if (!thread) throw new Error('no thread in Kettle Corner')
  const [kettleId, galleryId] = [await boardId(request, 'kettle-corner'), await boardId(request, 'gallery')]

  await logIn('ada')
  await page.goto(`/threads/${thread.id}`)
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(breadcrumb.getByRole('link', { name: 'Kettle Corner' })).toBeVisible()
  // The header marks the board the thread is on.
  await expect(page.getByRole('navigation', { name: 'Boards' }).getByRole('link', { name: 'Kettle Corner' })).toHaveAttribute(
    'aria-current',
    'true',
  )

  // Keyboard only: open the menu, walk to "Move thread…", pick Gallery, press Move.
  await options(page).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem').first()).toBeFocused()
  for (let step = 0; step < 6; step++) {
    if (await page.getByRole('menuitem', { name: 'Move thread…' }).evaluate((item) => item === document.activeElement)) break
    await page.keyboard.press('ArrowDown')
  }
  await expect(page.getByRole('menuitem', { name: 'Move thread…' })).toBeFocused()
  await expectAccessible()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Move thread' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('radio', { name: 'Kettle Corner' })).toHaveCount(0)
  await expectAccessible()
  // Focus opens on the boards; the arrow keys choose among them.
  await expect(dialog.getByRole('radio').first()).toBeFocused()
  for (let step = 0; step < 4 && !(await dialog.getByRole('radio', { name: 'Gallery' }).isChecked()); step++) {
    await page.keyboard.press('ArrowDown')
  }
  await expect(dialog.getByRole('radio', { name: 'Gallery' })).toBeChecked()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'Move' })).toBeFocused()
  await page.keyboard.press('Enter')

  await expect(dialog).toHaveCount(0)
  await expect(page.getByText('Moved to Gallery.', { exact: true })).toBeVisible()
  await expect(breadcrumb.getByRole('link', { name: 'Gallery' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Boards' }).getByRole('link', { name: 'Gallery' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  // Focus went back to what opened the dialog's menu.
  await expect(options(page)).toBeFocused()

  const link = page.locator(`main a[href="/threads/${thread.id}"]`)
  await page.getByRole('navigation', { name: 'Boards' }).getByRole('link', { name: 'Gallery' }).click()
  await expect(page).toHaveURL(`/boards/${galleryId}`)
  await expect(link.first()).toBeVisible()
  await page.getByRole('navigation', { name: 'Boards' }).getByRole('link', { name: 'Kettle Corner' }).click()
  await expect(page).toHaveURL(`/boards/${kettleId}`)
  await expect(page.getByRole('article').first()).toBeVisible()
  await expect(link).toHaveCount(0)
})

test('a reader mutes a thread and unmutes it', async ({ page, request, logIn }) => {
  const bo = await apiToken(request, 'bo')
  const thread = (await boardThreads(request, 'gallery', bo)).find((summary) => !summary.starter.own && !summary.muted)
  if (!thread) throw new Error('no thread for bo to mute')

  await logIn('bo')
  await page.goto(`/threads/${thread.id}`)
  const header = page.getByRole('main').locator('header').first()
  await options(page).click()
  await page.getByRole('menuitem', { name: 'Mute thread' }).click()
  await expect(header.getByText('Muted', { exact: true })).toBeVisible()
  await page.reload()
  await expect(header.getByText('Muted', { exact: true })).toBeVisible()
  await options(page).click()
  await page.getByRole('menuitem', { name: 'Unmute thread' }).click()
  await expect(header.getByText('Muted', { exact: true })).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('tablist', { name: 'Layout' })).toBeVisible()
  await expect(header.getByText('Muted', { exact: true })).toHaveCount(0)
})

test('a reader stars a thread from its page and finds it in the star feed', async ({ page, request, logIn, expectAccessible }) => {
  const ada = await apiToken(request, 'ada')
  const thread = (await boardThreads(request, 'tea-room', ada)).find((summary) => !summary.starred && summary.total_posts_amount < 100)
  if (!thread) throw new Error('no unstarred thread for ada')

  await logIn('ada')
  await page.goto(`/threads/${thread.id}`)
  const star = page.getByRole('main').getByRole('button', { name: 'Star', exact: true })
  await expect(star).toHaveAttribute('aria-pressed', 'false')
  await options(page).click()
  await page.getByRole('menuitem', { name: 'Star thread' }).click()
  await expect(star).toHaveAttribute('aria-pressed', 'true')
  await expectAccessible()

  await userMenuButton(page, 'ada').click()
  await page.getByRole('menuitem', { name: 'Star feed' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Starred threads' })).toBeVisible()
  await expect(page.locator(`main a[href="/threads/${thread.id}"]`).first()).toBeVisible()
})
