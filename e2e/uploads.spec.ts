import { type APIRequestContext, type Page, type Route } from '@playwright/test'
import exifReader from 'exif-reader'
import sharp from 'sharp'
import { uploadSchema } from '../src/contract/schemas/upload'
import { HOSTILE_HTML, phonePhoto, plainPng, polyglotJpeg } from '../server/test/pictures'
import { apiToken, boardId, expect, type Member, newMember, openReply, startThread, test } from './fixtures'

/** A member of the test's own (uploads count against an hourly limit per user), logged in, replying in a thread of theirs. */
async function setting(page: Page, request: APIRequestContext, logIn: (who: Member) => Promise<void>, name: string) {
  const member = await newMember(request, name)
  const board = await boardId(request, 'kettle-corner')
  const thread = await startThread(request, await apiToken(request, member), board, [{ insert: 'Pictures from the tea garden\n' }])
  await logIn(member)
  await page.goto(`/threads/${thread.id}`)
  return { member, thread, editor: await openReply(page) }
}

/** Holds every upload request until `release` is called: the progress and Cancel can be seen. */
async function holdUploads(page: Page) {
  const held: Route[] = []
  await page.route('**/api/uploads', (route) => {
    held.push(route)
  })
  return {
    waitForOne: () => expect.poll(() => held.length).toBeGreaterThan(0),
    release: async () => {
      // A cancelled upload's request is gone already: only the others go on.
      for (const route of held.splice(0)) await route.continue().catch(() => undefined)
      await page.unroute('**/api/uploads')
    },
  }
}

/** Runs axe at 1280 and 360 px, light and dark, then back to 1280 light; `shot` names a screenshot of each. */
async function accessibleEverywhere(page: Page, expectAccessible: () => Promise<void>, shot: string) {
  for (const width of [1280, 360]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 800 })
      await page.emulateMedia({ colorScheme })
      await expectAccessible()
      await page.screenshot({ path: `test-results/screens/${shot}-${width}-${colorScheme}.png` })
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.emulateMedia({ colorScheme: 'light' })
}

/** Pastes (as a screenshot tool would) or drops (onto the writing area's text) a file into the editor. */
async function sendFile(page: Page, how: 'paste' | 'drop', file: { name: string; type: string; bytes: Buffer }) {
  await page.getByRole('textbox', { name: /^Reply to / }).evaluate(
    (root, { how, name, type, data }) => {
      const transfer = new DataTransfer()
      transfer.items.add(new File([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], name, { type }))
      if (how === 'paste') {
        root.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }))
        return
      }
      const box = root.getBoundingClientRect()
      const at = { clientX: box.left + 12, clientY: box.top + 12, bubbles: true, cancelable: true, dataTransfer: transfer }
      root.dispatchEvent(new DragEvent('dragenter', at))
      root.dispatchEvent(new DragEvent('dragover', at))
      root.dispatchEvent(new DragEvent('drop', at))
    },
    { how, name: file.name, type: file.type, data: file.bytes.toString('base64') },
  )
}

test('a member pastes, drops and picks pictures into a reply: each uploads with progress, is described and previewed, and the post shows them in several widths without their GPS', async ({
  page,
  request,
  logIn,
  expectAccessible,
}) => {
  // Three pictures re-encoded by sharp and axe on four page states: near the minute on a busy machine.
  test.slow()
  const { editor } = await setting(page, request, logIn, 'pictures')
  await page.keyboard.type('Three pictures from the garden.')
  const photo = await phonePhoto(1600, 1200)
  // What goes in: a photo that says where it was taken.
  expect(exifReader((await sharp(photo).metadata()).exif ?? Buffer.alloc(0)).GPSInfo?.GPSLatitude).toEqual([51, 30, 0])

  // Picked with the toolbar's "Add image", reached by keyboard (Shift+Tab to the toolbar, End to
  // its last control), as from a phone's camera roll; held so its progress shows.
  const hold = await holdUploads(page)
  const chooser = page.waitForEvent('filechooser')
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('End')
  await expect(page.getByRole('button', { name: 'Add image' })).toBeFocused()
  await page.keyboard.press('Enter')
  await (await chooser).setFiles({ name: 'garden.jpg', mimeType: 'image/jpeg', buffer: photo })
  await hold.waitForOne()
  await expect(page.getByRole('progressbar', { name: 'Uploading garden.jpg' })).toBeVisible()
  await expect(editor.getByText('Picture uploading…')).toBeVisible()
  await accessibleEverywhere(page, expectAccessible, 'upload-progress')
  await hold.release()
  await expect(page.getByRole('progressbar')).toHaveCount(0)
  await expect(editor.locator('img')).toHaveCount(1)

  // Pasted, as a screenshot is; then dropped onto the text.
  await sendFile(page, 'paste', { name: 'screenshot.png', type: 'image/png', bytes: await plainPng(900, 500) })
  await expect(editor.locator('img')).toHaveCount(2)
  await sendFile(page, 'drop', { name: 'teapot.png', type: 'image/png', bytes: await plainPng(400, 400) })
  await expect(editor.locator('img')).toHaveCount(3)

  // Each is asked for a description, numbered in the order they stand (the dropped one went
  // where it was dropped); two get one, the screenshot is left without.
  const pictures = page.getByRole('list', { name: 'Pictures in this post' })
  await expect(pictures.getByText('Add a few words for people who cannot see it')).toHaveCount(3)
  const widths = await editor.locator('img').evaluateAll((images) => images.map((image) => Number(image.getAttribute('width'))))
  const numberOf = (width: number) => `Description of picture ${widths.indexOf(width) + 1}`
  expect(widths.toSorted()).toEqual([1200, 400, 900].toSorted())
  await pictures.getByLabel(numberOf(400)).fill('A teapot on a garden wall')
  await pictures.getByLabel(numberOf(1200)).fill('The garden from the gate')
  await expect(pictures.getByText('Add a few words for people who cannot see it')).toHaveCount(1)
  await accessibleEverywhere(page, expectAccessible, 'upload-tray')

  // The preview shows them as the post will.
  await page.getByRole('button', { name: 'Preview', exact: true }).click()
  await expect(page.getByRole('img', { name: 'The garden from the gate' })).toBeVisible()
  await page.getByRole('button', { name: 'Write', exact: true }).click()

  await page.getByRole('button', { name: 'Post', exact: true }).click()
  const posted = page.getByRole('article').filter({ hasText: 'Three pictures from the garden.' })
  const garden = posted.locator('img[alt="The garden from the gate"]')
  await expect(garden).toBeVisible()
  // Upright: the phone's landscape photo said "turn me"; copies of 320 and 640 px beside it.
  expect(await garden.getAttribute('width')).toBe('1200')
  expect(await garden.getAttribute('height')).toBe('1600')
  const srcset = (await garden.getAttribute('srcset')) ?? ''
  expect(srcset).toMatch(/^\/uploads\/([0-9a-f]{64})-320\.jpg 320w, \/uploads\/\1-640\.jpg 640w, \/uploads\/\1\.jpg 1200w$/)
  await expect(posted.locator('img[alt="A teapot on a garden wall"]')).toHaveAttribute('srcset', /-320\.png 320w, \S+\.png 400w$/)
  // The one left undescribed is named "image" for screen readers, and nothing is added on screen.
  await expect(posted.locator('img[alt="image"]')).toHaveCount(1)
  await expect(posted.getByText('image', { exact: true })).toHaveCount(0)

  // In the gallery, a picture opens larger: Next and Previous go through the thread's pictures,
  // focus stays inside, Escape closes and gives focus back to the picture.
  await page.getByRole('tab', { name: 'Gallery' }).click()
  const enlarge = page.getByRole('button', { name: 'View larger: The garden from the gate' })
  await enlarge.click()
  const lightbox = page.getByRole('dialog')
  await expect(lightbox).toHaveAccessibleName(/^Picture \d of 3: The garden from the gate$/)
  await expect(lightbox.getByRole('img', { name: 'The garden from the gate' })).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(lightbox).not.toHaveAccessibleName(/The garden from the gate/)
  await page.keyboard.press('ArrowLeft')
  await expect(lightbox).toHaveAccessibleName(/The garden from the gate$/)
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab')
    expect(await lightbox.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
  }
  await lightbox.getByRole('button', { name: 'Actual size' }).click()
  await expect(lightbox.getByRole('region', { name: 'Picture at actual size, scrollable' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(lightbox).toHaveCount(0)
  await expect(enlarge).toBeFocused()
  // Opened by keyboard, and looked at on a phone and in the dark.
  await enlarge.press('Enter')
  await expect(lightbox.getByRole('img', { name: 'The garden from the gate' })).toBeVisible()
  await accessibleEverywhere(page, expectAccessible, 'lightbox')
  await page.keyboard.press('Escape')
  await expect(lightbox).toHaveCount(0)

  // What is stored has no EXIF at all: no GPS, no camera.
  const src = await garden.evaluate((image: HTMLImageElement) => image.src)
  const stored = await request.get(src)
  expect(stored.headers()['content-type']).toBe('image/jpeg')
  const metadata = await sharp(await stored.body()).metadata()
  expect([metadata.exif, metadata.orientation, metadata.width]).toEqual([undefined, undefined, 1200])
})

test('a picture that cannot be taken says why and keeps everything written; a cancelled one leaves nothing', async ({
  page,
  request,
  logIn,
}) => {
  const { editor } = await setting(page, request, logIn, 'refused')
  await page.keyboard.type('Words that must not be lost.')
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Add image' }).click()
  await (await chooser).setFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some words\n'.repeat(40)) })
  await expect(page.getByRole('alert').filter({ hasText: 'Not uploaded: This file is not a picture that can be uploaded' })).toBeVisible()
  await expect(editor).toContainText('Words that must not be lost.')
  await expect(editor.getByText('Picture uploading…')).toHaveCount(0)
  await page.getByRole('button', { name: 'Dismiss notes.png' }).click()
  await expect(page.getByRole('alert')).toHaveCount(0)

  const hold = await holdUploads(page)
  await sendFile(page, 'paste', { name: 'later.png', type: 'image/png', bytes: await plainPng(300, 300) })
  await hold.waitForOne()
  await page.getByRole('button', { name: 'Cancel later.png' }).click()
  await expect(editor.getByText('Picture uploading…')).toHaveCount(0)
  await expect(page.getByRole('list', { name: 'Pictures in this post' })).toHaveCount(0)
  await expect(editor).toContainText('Words that must not be lost.')
  await hold.release()
})

test('an uploaded JPEG that is also a page is served as a picture: opened directly, nothing of the page renders or runs', async ({
  page,
  request,
}) => {
  const polyglot = await polyglotJpeg()
  expect(polyglot.includes(HOSTILE_HTML)).toBe(true)
  const answer = await request.post('/api/uploads', {
    headers: { Authorization: `Bearer ${await apiToken(request, 'bo')}` },
    multipart: { file: { name: 'page.html', mimeType: 'text/html', buffer: polyglot } },
  })
  expect(answer.status()).toBe(201)
  const { url } = uploadSchema.parse(await answer.json())
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  const response = await page.goto(url)
  expect(response?.headers()['content-type']).toBe('image/jpeg')
  expect(response?.headers()['content-security-policy']).toBe("default-src 'none'; sandbox")
  expect(response?.headers()['x-content-type-options']).toBe('nosniff')
  // Chromium shows an image document: one <img>, none of the page's heading, its script never ran.
  await expect(page.locator('img')).toHaveCount(1)
  await expect(page.locator('#polyglot')).toHaveCount(0)
  expect(await page.title()).not.toBe('script ran')
  expect(await page.evaluate(() => document.contentType)).toBe('image/jpeg')
  expect(dialogs).toEqual([])
})

test('a picture on its way, or uploaded, is not posted yet: leaving the page asks first', async ({ page, request, logIn }) => {
  const { editor } = await setting(page, request, logIn, 'leaving')
  await sendFile(page, 'paste', { name: 'only-a-picture.png', type: 'image/png', bytes: await plainPng(200, 200) })
  await expect(editor.locator('img')).toHaveCount(1)
  await page.getByRole('banner').getByRole('link', { name: 'Teahouse' }).click()
  const leaving = page.getByRole('dialog', { name: 'Leave this page?' })
  await expect(leaving).toBeVisible()
  await leaving.getByRole('button', { name: 'Stay' }).click()
  await expect(editor.locator('img')).toHaveCount(1)
})

test('two pictures picked at once in the middle of a line stand in their order; an undo leaves no placeholder behind', async ({
  page,
  request,
  logIn,
}) => {
  const { editor } = await setting(page, request, logIn, 'order')
  await page.keyboard.type('Before after')
  for (let i = 0; i < 'after'.length; i += 1) await page.keyboard.press('ArrowLeft')
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Add image' }).click()
  await (
    await chooser
  ).setFiles([
    { name: 'first.png', mimeType: 'image/png', buffer: await plainPng(210, 50) },
    { name: 'second.png', mimeType: 'image/png', buffer: await plainPng(220, 50) },
  ])
  await expect(editor.locator('img')).toHaveCount(2)
  expect(await editor.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('width')))).toEqual(['210', '220'])
  await expect(editor).toContainText('Before')
  await expect(editor).toContainText('after')

  // Undo brings back what was there before the pictures came: never a placeholder with no upload.
  await editor.focus()
  await page.keyboard.press('Control+z')
  await page.keyboard.press('Control+z')
  await expect(editor.getByText('Picture uploading…')).toHaveCount(0)
  await page.keyboard.type(' more')
  await page.getByRole('button', { name: 'Post', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'still uploading' })).toHaveCount(0)
  await expect(page.getByRole('article').filter({ hasText: 'more' })).toBeVisible()
})
