import { type Page } from '@playwright/test'
import { type Thread } from '../src/contract/schemas/thread'
import { apiToken, boardId, boardThreads, expect, readThread, replyTo, startThread, test } from './fixtures'

// Issue 20 §6, decision 029: in the thread layout each contribution's name says whom it
// answers and how deep it sits; comments say which post or comment they are on.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Every post's level (the starter 1) and the name of the post it answers, from the API's own lists. */
function placesOf(thread: Thread) {
  const byId = new Map(thread.posts.map((post) => [post.id, post]))
  const levelOf = (id: string): number => {
    const parent = byId.get(id)?.parent_post_id
    return parent && byId.has(parent) ? levelOf(parent) + 1 : 1
  }
  return thread.posts
    .filter((post) => post.parent_post_id !== null)
    .map((post) => ({ post, level: levelOf(post.id), answers: byId.get(post.parent_post_id ?? '')?.secret_identity.name ?? '' }))
}

const named = (who: string, place: string) => new RegExp(`^${escape(who)}, ${escape(place)}, `)

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('each nested reply of a demo thread is named by whom it answers and its level; comments by their post', async ({
    page,
    request,
    expectAccessible,
  }) => {
    const summaries = (await boardThreads(request, 'tea-room')).filter(
      (summary) => summary.total_posts_amount + summary.total_comments_amount < 140,
    )
    const threads = await Promise.all(summaries.map((summary) => readThread(request, summary.id)))
    const thread = threads.find((candidate) => placesOf(candidate).some(({ level }) => level >= 3))
    if (!thread) throw new Error('no thread with replies to replies in the Tea Room')
    const places = placesOf(thread)

    await page.goto(`/threads/${thread.id}?view=thread`)
    const main = page.getByRole('main')
    await expect(main.getByRole('article', { name: named(thread.starter.secret_identity.name, 'thread starter, level 1') })).toHaveCount(1)
    // Names repeat (one identity writes many posts): as many articles with each name as posts.
    const counts = new Map<string, { pattern: RegExp; count: number }>()
    for (const { post, level, answers } of places) {
      const key = `${post.secret_identity.name}|${answers}|${level}`
      const entry = counts.get(key) ?? { pattern: named(post.secret_identity.name, `replying to ${answers}, level ${level}`), count: 0 }
      entry.count++
      counts.set(key, entry)
    }
    for (const { pattern, count } of counts.values()) await expect(main.getByRole('article', { name: pattern })).toHaveCount(count)

    // The place is also said after the identity, for screen readers that read articles as text.
    const deep = places.find(({ level }) => level >= 3)
    if (!deep) throw new Error('unreachable')
    const deepArticle = main
      .getByRole('article', { name: named(deep.post.secret_identity.name, `replying to ${deep.answers}, level ${deep.level}`) })
      .first()
    await expect(deepArticle.locator('header')).toContainText(`replying to ${deep.answers}, level ${deep.level}`)

    const commented = [thread.starter, ...thread.posts].find((post) =>
      (thread.comments[post.id] ?? []).some((comment) => comment.parent_comment_id === null),
    )
    if (commented) {
      const level = commented.parent_post_id === null ? 2 : (places.find(({ post }) => post.id === commented.id)?.level ?? 0) + 1
      await expect(
        main
          .getByRole('article', {
            name: new RegExp(`^Comment by .*, on ${escape(commented.secret_identity.name)}'s post, level ${level}, `),
          })
          .first(),
      ).toBeVisible()
    }
    await expectAccessible()
  })

  test('a reply deep in the big, windowed thread says its place when a link brings it into view', async ({ page, request }) => {
    const big = (await boardThreads(request, 'tea-room')).reduce((a, b) => (a.total_posts_amount > b.total_posts_amount ? a : b))
    const thread = await readThread(request, big.id)
    const target = placesOf(thread).findLast(({ level }) => level >= 3)
    if (!target) throw new Error('no deep reply in the big thread')

    await page.goto(`/threads/${big.id}?post=${target.post.id}`)
    const article = page.getByRole('main').locator('article[data-current]')
    await expect(article).toBeFocused()
    await expect(article).toHaveAccessibleName(
      named(target.post.secret_identity.name, `replying to ${target.answers}, level ${target.level}`),
    )
  })

  test('j and k land on new replies whose names say where they sit; a fold works from the keyboard', async ({
    page,
    request,
    logIn,
    expectAccessible,
  }) => {
    // A thread of its own, started by bo on the Gallery board, so no other test writes to it.
    const [ada, bo] = [await apiToken(request, 'ada'), await apiToken(request, 'bo')]
    const thread = await startThread(request, bo, await boardId(request, 'gallery'), text('Which leaves for a cold morning?'))
    const first = await replyTo(request, ada, thread.starter.id, text('Genmaicha, always.'))
    const second = await replyTo(request, bo, first.id, text('Toasted rice, yes.'))
    const third = await replyTo(request, ada, second.id, text('And a little matcha in it.'))

    await logIn('ada')
    const visited = page.waitForResponse((response) => response.url().endsWith(`/api/threads/${thread.id}/visits`) && response.ok())
    await page.goto(`/threads/${thread.id}?view=thread`)
    await visited
    await replyTo(request, bo, third.id, text('Deep in the pot now.'))
    await replyTo(request, bo, thread.starter.id, text('Or plain sencha.'))
    const [boName, adaName] = [thread.starter.secret_identity.name, first.secret_identity.name]

    await page.reload()
    await expect(page.getByRole('status').filter({ hasText: '2 new items since your last visit' })).toBeVisible()
    await expect(page.getByRole('article', { name: named(adaName, `replying to ${boName}, level 4`) })).toBeVisible()
    await expectAccessible()

    await page.keyboard.press('j')
    const deep = page.getByRole('article', { name: named(boName, `replying to ${adaName}, level 5`) })
    await expect(deep).toBeFocused()
    await expect(deep).toContainText('Deep in the pot now.')
    await page.keyboard.press('j')
    const shallow = page.getByRole('article', { name: named(boName, `replying to ${boName}, level 2`) })
    await expect(shallow).toBeFocused()
    await expect(shallow).toContainText('Or plain sencha.')
    await page.keyboard.press('k')
    await expect(deep).toBeFocused()

    // Fold ada's first reply away and back, by the keyboard alone.
    const firstArticle = page.getByRole('article', { name: named(adaName, `replying to ${boName}, level 2`) })
    const hide = firstArticle.getByRole('button', { name: 'Hide 3 replies' })
    await hide.focus()
    await page.keyboard.press('Enter')
    const show = page.getByRole('button', { name: '3 replies hidden · Show' })
    await expect(show).toBeFocused()
    await expect(show).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('article', { name: /, level [345], / })).toHaveCount(0)
    await expectAccessible()
    await page.keyboard.press('Enter')
    await expect(firstArticle.getByRole('button', { name: 'Hide 3 replies' })).toBeFocused()
    await expect(deep).toBeVisible()
  })
})

test('at 360 px, Reply, Comment and Hide are 44 px tall, and the board bar shows that it scrolls', async ({ page, request, logIn }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  const thread = (await boardThreads(request, 'tea-room')).find(
    (summary) => summary.total_posts_amount > summary.direct_threads_amount + 1 && summary.total_posts_amount < 60,
  )
  if (!thread) throw new Error('no thread with nested replies')
  await logIn('bo')
  await page.goto(`/threads/${thread.id}?view=thread`)
  const main = page.getByRole('main')
  await expect(main.getByRole('button', { name: /^Hide \d+ / }).first()).toBeVisible()

  const targets = [/^Reply to .*'s post, /, /^Comment on .*'s post, /, /^Hide \d+ /]
  for (const name of targets) {
    const buttons = main.getByRole('button', { name })
    // Reply and Comment come once the reader's permissions have: wait for them, then measure all.
    await expect(buttons.first()).toBeVisible()
    for (const box of await boxes(page, buttons)) expect(box.height).toBeGreaterThanOrEqual(44)
  }

  // The board list is wider than the screen: its far edge fades, its near edge does not.
  const boards = page.getByRole('navigation', { name: 'Boards' })
  await boards.evaluate((nav) => (nav.scrollLeft = 0))
  const fade = () =>
    boards.evaluate((nav) => [getComputedStyle(nav).getPropertyValue('--fade-start'), getComputedStyle(nav).getPropertyValue('--fade-end')])
  expect(await boards.evaluate((nav) => nav.scrollWidth > nav.clientWidth)).toBe(true)
  await expect.poll(fade).toEqual(['0px', '40px'])
  await boards.evaluate((nav) => (nav.scrollLeft = nav.scrollWidth))
  await expect.poll(fade).toEqual(['40px', '0px'])
})

const text = (words: string) => [{ insert: `${words}\n` }]

async function boxes(page: Page, locator: ReturnType<Page['locator']>) {
  const all = await locator.all()
  const found = await Promise.all(all.map((element) => element.boundingBox()))
  return found.filter((box): box is NonNullable<typeof box> => box !== null)
}
