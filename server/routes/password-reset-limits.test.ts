import { describe, expect, it, vi } from 'vitest'
import { messages } from '../lib/api-error'
import { useTestServer } from '../test/harness'
import { useMailServer } from '../test/mail-server'
import { newMembers } from '../test/members'
import { RESETS_PER_ADDRESS, RESETS_PER_EMAIL } from './auth'

// The reset's limits (design.md, "Accounts"), with rate limits on as in earnest: five mails an hour
// for one email, twenty asks an hour from one address. Tests share one address (no socket).
const mail = useMailServer()
const t = useTestServer(() => ({ rateLimitPerMinute: 10, mail: { smtpUrl: mail.url, from: 'Teahouse <no-reply@teahouse.test>' } }))

const ask = (email: string) => t.request('/auth/password-reset', { method: 'POST', json: { email } })

describe('password reset limits', () => {
  it('answers a sixth ask for one email in an hour as the others but mails nothing, and says so in the log; the 21st ask from one address is 429', async () => {
    const [member] = await newMembers(t, 1, 'limited')
    if (!member) throw new Error('no member')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      for (let time = 0; time < RESETS_PER_EMAIL + 1; time++) {
        const asked = await ask(member.email)
        expect([asked.status, asked.body]).toEqual([202, { message: messages.resetRequested }])
      }
      await mail.waitFor((each) => each.recipients.includes(member.email), RESETS_PER_EMAIL)
      await t.outbox.idle()
      expect(mail.received.filter((each) => each.recipients.includes(member.email))).toHaveLength(RESETS_PER_EMAIL)
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('no mail sent'))
      expect(JSON.stringify(warn.mock.calls)).not.toContain(member.email)
    } finally {
      warn.mockRestore()
    }

    for (let time = RESETS_PER_EMAIL + 1; time < RESETS_PER_ADDRESS; time++)
      expect((await ask(`someone-${time}@example.com`)).status).toBe(202)
    const refused = await ask('one-too-many@example.com')
    expect([refused.status, refused.body]).toEqual([429, { message: messages.resetsRateLimited }])
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(60)
  })
})
