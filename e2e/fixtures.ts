import axe from 'axe-core'
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test'
import { accessTokenSchema } from '../src/contract/schemas/auth'
import { feedPageSchema } from '../src/contract/schemas/feed'
import { inviteCreatedSchema } from '../src/contract/schemas/invite'
import { newCommentsResponseSchema } from '../src/contract/schemas/new-comments'
import { realmSchema } from '../src/contract/schemas/realm'
import { replyResponseSchema } from '../src/contract/schemas/reply'
import { threadSchema } from '../src/contract/schemas/thread'
import { demoLogins, type DemoUser } from '../server/db/seed/users'

type User = DemoUser
/** The demo seed's logins (design: demo data), as the seed has them; each one's username is their key. */
export const users = Object.fromEntries(demoLogins.map(({ key, email, password }) => [key, { email, password, username: key }])) as Record<
  User,
  { email: string; password: string; username: string }
>

/** A member a test made of its own (newMember). */
export interface Member {
  email: string
  password: string
  username: string
}

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']

// What the app logs when React redraws part of a page the server drew (src/main.tsx), and
// React's own hydration errors, minified in the production build.
const HYDRATION_TROUBLE = /Hydration:|react\.dev\/errors\/(418|419|421|422|423|425)\b/

interface Fixtures {
  /** Fails the test should the browser have redrawn any part of a page the server drew (issue 26). */
  noHydrationTrouble: undefined
  /**
   * Runs axe on the test's page (or `other`, a second reader's) as it stands; call it once the
   * page has settled. A state a worker has found clean already is not checked again.
   */
  expectAccessible: (other?: Page) => Promise<void>
  /** expectAccessible at 1280 px in the light, then at 360 px in the dark; the page is left at 1280 px, light. */
  expectAccessibleInBothLooks: (other?: Page) => Promise<void>
  /**
   * Signs a demo user or a test's own member (newMember) in through the API, in this page's
   * browser context (its refresh cookie), and opens no page: the next page the test opens is
   * signed in. The form and the page it lands on cost two page loads a test; tests of logging
   * in itself use logInByForm.
   */
  logIn: (who: User | Member) => Promise<void>
  /** Logs in through the form, as a reader does, and waits for the page it lands on, its heading focused. */
  logInByForm: (who: User | Member) => Promise<void>
}

export const test = base.extend<Fixtures>({
  // A page the server drew (issue 26) shows before the app has taken it over: every goto
  // waits for the app (src/main.tsx), but one that asks only for the answer's first bytes
  // (`waitUntil: 'commit'`: e2e/presses-before-takeover.spec.ts acts before the takeover).
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (options?.waitUntil === 'commit') return response
      if (javaScriptEnabled !== false && (await page.locator('script#teahouse-page').count()) > 0) {
        await page.locator('html[data-app="live"]').waitFor({ state: 'attached' })
      }
      return response
    }
    await use(page)
  },
  noHydrationTrouble: [
    async ({ page }, use) => {
      const trouble: string[] = []
      page.on('console', (message) => {
        if (HYDRATION_TROUBLE.test(message.text())) trouble.push(message.text())
      })
      page.on('pageerror', (error) => {
        if (HYDRATION_TROUBLE.test(`${error.message}`)) trouble.push(error.message)
      })
      await use(undefined)
      expect(trouble, 'hydration trouble in the browser').toEqual([])
    },
    { auto: true },
  ],
  expectAccessible: async ({ page }, use) => {
    await use(async (other) => {
      const checked = other ?? page
      const state = await pageState(checked)
      if (cleanStates.has(state)) return
      expect(await axeViolations(checked), `axe on ${checked.url()}`).toEqual([])
      cleanStates.add(state)
    })
  },
  expectAccessibleInBothLooks: async ({ page, expectAccessible }, use) => {
    await use(async (other) => {
      const checked = other ?? page
      await expectAccessible(checked)
      await checked.emulateMedia({ colorScheme: 'dark' })
      await checked.setViewportSize({ width: 360, height: 800 })
      await expectAccessible(checked)
      await checked.setViewportSize({ width: 1280, height: 720 })
      await checked.emulateMedia({ colorScheme: 'light' })
    })
  },
  logIn: async ({ page }, use) => {
    await use(async (who) => {
      const answer = await page.request.post('/api/auth/login', { data: credentials(who) })
      expect(answer.status(), await answer.text()).toBe(200)
    })
  },
  logInByForm: async ({ page }, use) => {
    await use(async (who) => {
      await page.goto('/login')
      await fillLogin(page, who)
      await expect(userMenuButton(page, who)).toBeVisible()
      // Logging in navigates away, and the new page's heading takes focus a frame later: a
      // test that focuses something of its own before then would lose it to the heading.
      await expect(page).not.toHaveURL(/\/login/)
      await expect(page.locator('main h1')).toBeFocused()
    })
  },
})

export { expect }

/**
 * The page states axe has found clean in this worker. Tests pass through the same states (a
 * board as a visitor sees it, a thread's first screen), and axe takes 0.5-1.5 s a call on two
 * cores: each state is checked once a worker. A state is what axe's WCAG rules look
 * at: the viewport, the colour scheme, and every element with its attributes (roles, ARIA,
 * classes, inline styles, ids, alt and label texts), and whether it holds words of its own.
 * Left out are the words themselves (the rules ask that a name or a text be there, and read
 * its colours and size from the classes) and the addresses links and pictures point to.
 */
const cleanStates = new Set<string>()

async function pageState(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const ignored = new Set(['href', 'src', 'srcset', 'datetime', 'action', 'value'])
    const parts: string[] = [`${innerWidth}x${innerHeight}`, matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light']
    const visit = (element: Element) => {
      const attributes = [...element.attributes].filter((attribute) => !ignored.has(attribute.name))
      const ownWords = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
      parts.push(`<${element.tagName} ${attributes.map((a) => `${a.name}=${a.value}`).join(' ')}${ownWords ? ' +words' : ''}>`)
      for (const child of element.children) visit(child)
      parts.push('>')
    }
    visit(document.documentElement)
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(parts.join('')))
    return btoa(String.fromCharCode(...new Uint8Array(digest)))
  })
}

/**
 * What axe-core's WCAG rules find wrong with the page as it stands. Axe goes into a page once
 * per document: its half a megabyte takes most of a second to compile, and a test asks several
 * times. Frames are left out: the only ones a page holds are embeds, other sites' pages, whose
 * frame element itself is still checked (frame-title). (@axe-core/playwright did both again on
 * every call, and gathered its results in a page of its own: 2–4 s a call on two cores.)
 */
async function axeViolations(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  return page.evaluate(async (tags) => {
    const inPage = (window as unknown as { axe: typeof axe }).axe
    const { violations } = await inPage.run(document, {
      runOnly: { type: 'tag', values: tags },
      iframes: false,
      resultTypes: ['violations'],
    })
    return violations.map((violation) => ({
      rule: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }))
  }, wcagTags)
}

/**
 * Opens `path` and waits until its own event stream, whose address names `topic` (a thread's or
 * a board's id), has been answered: what happens after that reaches the page. The page before it
 * (the one a login landed on) is closed first, so a stream it opened for the same topic, which
 * may answer only now, is not taken for this page's.
 */
export async function openFollowing(page: Page, path: string, topic: string): Promise<void> {
  await page.goto('about:blank')
  const streamOpen = page.waitForResponse(
    (response) => response.url().includes('/api/events?') && response.url().includes(topic) && response.status() === 200,
  )
  await page.goto(path)
  await streamOpen
}

/** Fills the login form as a demo user, or with an account a test made, and presses Log in. */
const credentials = (who: User | { email: string; password: string }) => {
  const { email, password } = typeof who === 'string' ? users[who] : who
  return { email, password }
}

export async function fillLogin(page: Page, who: User | { email: string; password: string }): Promise<void> {
  const { email, password } = credentials(who)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

export function userMenuButton(page: Page, who: User | Member) {
  return page.getByRole('banner').getByRole('button', { name: typeof who === 'string' ? users[who].username : who.username })
}

/** Opens the composer of the page's first "Reply to …" and answers its writing area, focused. */
export async function openReply(page: Page) {
  await page
    .getByRole('button', { name: /^Reply to / })
    .first()
    .click()
  const editor = page.getByRole('textbox', { name: /^Reply to / })
  await expect(editor).toBeFocused()
  return editor
}

/** A demo board's id, by its slug, from the API the app itself reads. */
export async function boardId(request: APIRequestContext, slug: string): Promise<string> {
  const realm = realmSchema.parse(await (await request.get('/api/realms/slug/demo')).json())
  const board = realm.boards.find((candidate) => candidate.slug === slug)
  if (!board) throw new Error(`no board ${slug} in the demo realm`)
  return board.id
}

/** Every thread id of a board feed, read page by page from the API. */
export async function allThreadIds(request: APIRequestContext, board: string): Promise<string[]> {
  const ids: string[] = []
  let cursor: string | null = null
  do {
    const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''
    const page = feedPageSchema.parse(await (await request.get(`/api/feeds/boards/${board}${query}`)).json())
    ids.push(...page.activity.map((thread) => thread.id))
    cursor = page.cursor.next
  } while (cursor)
  return ids
}

/** A demo user's (or a test's own member's) access token, from the API itself (for what the test does "as another user"). */
export async function apiToken(request: APIRequestContext, who: User | { email: string; password: string }): Promise<string> {
  const answer = await request.post('/api/auth/login', { data: credentials(who) })
  return accessTokenSchema.parse(await answer.json()).access_token
}

const bearer = (token?: string): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {})

/** The first page of a demo board's feed, as `token`'s user (or a visitor) sees it. */
export async function boardThreads(request: APIRequestContext, slug: string, token?: string) {
  const answer = await request.get(`/api/feeds/boards/${await boardId(request, slug)}`, { headers: bearer(token) })
  return feedPageSchema.parse(await answer.json()).activity
}

export async function readThread(request: APIRequestContext, threadId: string, token?: string) {
  return threadSchema.parse(await (await request.get(`/api/threads/${threadId}`, { headers: bearer(token) })).json())
}

/** Replies to a contribution through the API, as another reader would; `content` is the delta's ops. */
export async function replyTo(request: APIRequestContext, token: string, postId: string, ops: unknown[]) {
  const answer = await request.post(`/api/posts/${postId}/contributions`, {
    headers: bearer(token),
    data: { content: JSON.stringify(ops), whisper_tags: [], index_tags: [], category_tags: [], content_warnings: [] },
  })
  expect(answer.status(), await answer.text()).toBe(200)
  return replyResponseSchema.parse(await answer.json()).contribution
}

/** Comments on a contribution through the API, in one part; `ops` is the comment's delta. */
export async function commentOn(request: APIRequestContext, token: string, postId: string, ops: unknown[]) {
  const answer = await request.post(`/api/posts/${postId}/comments`, {
    headers: bearer(token),
    data: { contents: [JSON.stringify({ ops })] },
  })
  expect(answer.status(), await answer.text()).toBe(200)
  const [comment] = newCommentsResponseSchema.parse(await answer.json()).comments
  if (!comment) throw new Error('the comment was not answered')
  return comment
}

/** Starts a thread in thread view on a board through the API, as another reader would; `ops` is the starter's delta. */
export async function startThread(request: APIRequestContext, token: string, board: string, ops: unknown[]) {
  const answer = await request.post(`/api/boards/${board}`, {
    headers: bearer(token),
    data: {
      content: JSON.stringify(ops),
      whisper_tags: [],
      index_tags: [],
      category_tags: [],
      content_warnings: [],
      defaultView: 'thread',
    },
  })
  expect(answer.status(), await answer.text()).toBe(200)
  return threadSchema.parse(await answer.json())
}

/** A demo realm, as the API answers it to anyone. */
export async function realmBySlug(request: APIRequestContext, slug: string) {
  return realmSchema.parse(await (await request.get(`/api/realms/slug/${slug}`)).json())
}

/** An invite made through the API by a moderator (ada in the demo realm), optionally for one email. */
export async function createInvite(request: APIRequestContext, options: { realm?: string; email?: string } = {}) {
  const realm = await realmBySlug(request, options.realm ?? 'demo')
  const answer = await request.post(`/api/realms/${realm.id}/invites`, {
    headers: bearer(await apiToken(request, 'ada')),
    data: options.email ? { email: options.email } : {},
  })
  expect(answer.status(), await answer.text()).toBe(200)
  const { nonce } = inviteCreatedSchema.parse(await answer.json())
  return { realm, nonce, path: `/invites/${realm.id}/${nonce}` }
}

/**
 * A new member of the demo realm, the test's own, made through an invite: other tests read and
 * write as ada and bo meanwhile.
 */
export async function newMember(request: APIRequestContext, name: string): Promise<Member> {
  const invite = await createInvite(request)
  const email = freshEmail(name)
  const password = `${name}-password`
  const accepted = await request.post(`/api/realms/${invite.realm.id}/invites/${invite.nonce}`, { data: { email, password } })
  expect(accepted.status(), await accepted.text()).toBe(200)
  return { email, password, username: email.split('@')[0] ?? email }
}

/** An email no one has used yet in this run. */
export const freshEmail = (who: string) => `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
