import { expect, it } from 'vitest'
import { reportsPageSchema } from '../../src/contract/schemas/moderation'
import { messages } from '../lib/api-error'
import { useTestServer } from '../test/harness'
import { reply } from '../test/replies'
import { REPORTS_PER_HOUR } from './moderation'

// With rate limits on, as a real server has them (the other tests turn them off).
const t = useTestServer({ rateLimitPerMinute: 10 })

it(`limits reports to ${REPORTS_PER_HOUR} an hour per user: the next is a 429 that files nothing`, async () => {
  const [bo, ada] = [await t.login('bo'), await t.login('ada')]
  const thread = await t.threadBy('tea-room', 'ada')
  const written = []
  for (let n = 0; n <= REPORTS_PER_HOUR; n++) written.push(await reply(t, bo, thread.starterId, `Reply ${n} to report.`))
  const report = (postId: string) => t.request(`/posts/${postId}/reports`, { method: 'POST', token: ada, json: { reason: 'Too much.' } })
  for (const post of written.slice(0, REPORTS_PER_HOUR)) expect((await report(post.id)).status).toBe(201)
  const last = written.at(-1)
  if (!last) throw new Error('no reply')
  const refused = await report(last.id)
  expect([refused.status, refused.body]).toEqual([429, { message: messages.reportsPerHour(REPORTS_PER_HOUR) }])
  const listed = (await t.request(`/realms/${await t.realmId('demo')}/reports`, { token: ada })).as(reportsPageSchema)
  expect(listed.open_count).toBe(REPORTS_PER_HOUR)
  expect(listed.reports.some((entry) => entry.target.post_id === last.id)).toBe(false)
})
