import { apiToken, boardId, boardThreads, commentOn, expect, readThread, realmBySlug, replyTo, startThread, test } from './fixtures'

// Issue 25 (part): the header's search box and the results page. The words are a reply of the
// test's own, so that no other spec's posts can rank above it.

test('a phrase typed after "/" and Enter lists its post first with the phrase marked; the result opens the thread at it', async ({
  page,
  request,
  expectAccessible,
}) => {
  const bo = await apiToken(request, 'bo')
  const thread = (await boardThreads(request, 'tea-room'))[1]
  if (!thread) throw new Error('no thread in the Tea Room')
  const { starter } = await readThread(request, thread.id)
  const reply = await replyTo(request, bo, starter.id, [{ insert: 'A saffron moonbeam infusion, steeped under the stars.\n' }])

  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.keyboard.press('/')
  const box = page.getByRole('searchbox', { name: 'Search this realm' })
  await expect(box).toBeFocused()
  await page.keyboard.type('"saffron moonbeam"')
  await page.keyboard.press('Enter')
  const results = page.getByRole('list', { name: 'Results for "saffron moonbeam"' })
  const first = results.getByRole('link').first()
  await expect(first).toContainText('saffron moonbeam infusion, steeped under the stars')
  await expect(first.locator('mark')).toHaveText(['saffron', 'moonbeam'])
  for (const width of [1280, 360]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 800 })
      await page.emulateMedia({ colorScheme })
      await expectAccessible()
      await page.screenshot({ path: `test-results/screens/search-${width}-${colorScheme}.png` })
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.emulateMedia({ colorScheme: 'light' })

  // By keyboard: Tab from the box (past the header's controls) reaches the first result; Enter opens it.
  await box.focus()
  for (let presses = 0; presses < 30 && !(await first.evaluate((link) => link === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab')
  }
  await expect(first).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/threads/${thread.id}\\?post=${reply.id}`))
  await expect(page.getByText('A saffron moonbeam infusion, steeped under the stars.')).toBeInViewport()
})

test('#tag finds a thread by its tag; an empty search says what to try', async ({ page, request }) => {
  const board = await boardId(request, 'kettle-corner')
  await startThread(request, await apiToken(request, 'bo'), board, [{ insert: 'Brass kettles, polished\n' }])
  const tagged = await request.post(`/api/boards/${board}`, {
    headers: { Authorization: `Bearer ${await apiToken(request, 'bo')}` },
    data: {
      content: JSON.stringify([{ insert: 'Copper kettles and their care\n' }]),
      whisper_tags: [],
      index_tags: ['Verdigris'],
      category_tags: [],
      content_warnings: [],
    },
  })
  expect(tagged.status()).toBe(200)
  await page.goto('/search?q=%23verdigris')
  await expect(page.getByRole('list', { name: 'Results for #verdigris' }).getByRole('link')).toHaveCount(1)
  await expect(page.getByRole('list', { name: 'Results for #verdigris' })).toContainText('Copper kettles and their care')
  await page.goto('/search?q=zzqxnotaword')
  await expect(page.getByText('Nothing found for “zzqxnotaword”.')).toBeVisible()
})

test("a members-only board's words are found by a member, not by a visitor", async ({ page, request, logIn }) => {
  const bo = await apiToken(request, 'bo')
  const secret = (await boardThreads(request, 'back-room', bo))[0]
  if (!secret) throw new Error('no thread in the Back Room')
  const { starter } = await readThread(request, secret.id, bo)
  await replyTo(request, bo, starter.id, [{ insert: 'The gooseberry conspiracy meets at nine.\n' }])
  await page.goto('/search?q=gooseberry+conspiracy')
  await expect(page.getByText('Nothing found for “gooseberry conspiracy”.')).toBeVisible()
  await logIn('bo')
  await page.goto('/search?q=gooseberry+conspiracy')
  await expect(page.getByRole('list', { name: 'Results for gooseberry conspiracy' })).toContainText('gooseberry conspiracy meets at nine')
})

test('a comment found by its words opens at the comment, the words marked in the thread; the board filter narrows to one board', async ({
  page,
  request,
  expectAccessible,
}) => {
  const bo = await apiToken(request, 'bo')
  const teaRoom = (await boardThreads(request, 'tea-room'))[2]
  if (!teaRoom) throw new Error('no third thread in the Tea Room')
  const { starter } = await readThread(request, teaRoom.id)
  const comment = await commentOn(request, bo, starter.id, [{ insert: 'Quince marmalade, spooned into smoky lapsang.\n' }])
  const kettles = await startThread(request, bo, await boardId(request, 'kettle-corner'), [
    { insert: 'A kettle for quince marmalade days\n' },
  ])

  await page.goto('/search?q=quince+marmalade')
  const results = page.getByRole('list', { name: 'Results for quince marmalade' }).getByRole('link')
  await expect(results).toHaveCount(2)
  // Narrowed to the Kettle Corner, only its thread is left; the heading says where.
  const filter = page.getByRole('combobox', { name: 'Search in' })
  await expect(filter).toHaveValue('')
  await filter.selectOption({ label: 'Kettle Corner' })
  await expect(page.getByRole('heading', { level: 1, name: 'Search Kettle Corner' })).toBeVisible()
  await expect(results).toHaveCount(1)
  await expect(results.first()).toContainText('A kettle for quince marmalade days')
  await expect(results.first()).toHaveAttribute('href', new RegExp(`/threads/${kettles.id}\\?`))
  await expectAccessible()
  // Back to the whole realm: the comment is there again, and says it is one.
  await filter.selectOption({ label: 'All of Demo Realm' })
  const found = results.filter({ hasText: 'spooned into smoky lapsang' })
  await expect(found).toContainText('in a comment')
  await found.click()

  await expect(page).toHaveURL(new RegExp(`/threads/${teaRoom.id}\\?post=${starter.id}&comment=${comment.id}&highlight=quince`))
  const shown = page.getByRole('article', { name: /^Comment by / }).filter({ hasText: 'Quince marmalade, spooned into smoky lapsang.' })
  await expect(shown).toBeInViewport()
  await expect(shown).toHaveAttribute('data-current', 'true')
  // The words are marked by the page's highlight registry, not by changing the thread's markup.
  await expect
    .poll(() => page.evaluate(() => [...(CSS.highlights.get('search') ?? [])].map((range) => (range as Range).toString())))
    .toEqual(['Quince', 'marmalade'])
  await expect(shown.locator('mark')).toHaveCount(0)
  for (const [width, colorScheme] of [
    [1280, 'light'],
    [360, 'dark'],
  ] as const) {
    await page.setViewportSize({ width, height: 800 })
    await page.emulateMedia({ colorScheme })
    await shown.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `test-results/screens/search-highlight-${width}-${colorScheme}.png` })
  }
})

// cy may have joined the demo realm by now (permissions.spec.ts invites her), but bo never joins
// Elsewhere: he is the member of another realm here, The Harbor the members-only board.
test("bo, a member of another realm, finds nothing of Elsewhere's members-only board and is not offered it; cy, its member, does", async ({
  page,
  request,
  logIn,
}) => {
  const harbor = (await realmBySlug(request, 'elsewhere')).boards.find((board) => board.slug === 'harbor')
  if (!harbor) throw new Error('no Harbor board')

  await logIn('bo')
  await page.goto('/search?q=foghorn&realm=elsewhere')
  await expect(page.getByText('Nothing found for “foghorn”.')).toBeVisible()
  const filter = page.getByRole('combobox', { name: 'Search in' })
  await expect(filter.getByRole('option', { name: 'All of Elsewhere' })).toHaveCount(1)
  await expect(filter.getByRole('option', { name: /Harbor/ })).toHaveCount(0)
  // Named in the address all the same, the board is refused in words.
  await page.goto(`/search?q=foghorn&realm=elsewhere&board=${harbor.id}`)
  await expect(page.getByRole('main')).toContainText('This board is for members')
  await expect(page.getByRole('main')).toContainText('Ask a moderator of its realm for an invite')
  await expect(page.getByText('swallowed the lighthouse whole')).toHaveCount(0)

  // bo's session ends with its cookie; cy logs in on the same page.
  await page.context().clearCookies()
  await logIn('cy')
  await page.goto('/search?q=foghorn&realm=elsewhere')
  await expect(page.getByRole('list', { name: 'Results for foghorn' })).toContainText('Fog rolling in, kettle on')
  await expect(page.getByRole('combobox', { name: 'Search in' }).getByRole('option', { name: /Harbor/ })).toHaveCount(1)
})
