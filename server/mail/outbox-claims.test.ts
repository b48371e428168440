import { describe, expect, it } from 'vitest'
import { claimNextMail, enqueueMail, retryMailLater, settleMail } from '../db/queries/mail-outbox'
import { outboxRows } from '../db/test-queries/writes'
import { useTestServer } from '../test/harness'

// The outbox's claims (decision 058): one mail a claim, held for a lease; a sender whose lease
// ran out and whose mail another sender took since changes nothing of the other's.
const t = useTestServer()
const LEASE_MS = 120_000

// A day ahead: the test server's own outbox, on the real time, finds none of these due.
const aheadOfTheServer = () => new Date(t.clock.now().getTime() + 24 * 3600_000)

const mailTo = (to: string) => ({ kind: 'message' as const, mail: { to, subject: 'Hello', text: 'Hi.', html: '<p>Hi.</p>' } })

describe('claims on the outbox', () => {
  it("hold a mail for their lease; after it another sender takes it, and the first one's late settling is ignored", async () => {
    const start = aheadOfTheServer()
    const id = await enqueueMail(t.db, mailTo('late@example.com'), start)
    const first = await claimNextMail(t.db, start, LEASE_MS)
    expect(first).toMatchObject({ id, attempt: 1 })
    if (!first) throw new Error('not claimed')
    // Held: nobody else takes it within the lease.
    expect(await claimNextMail(t.db, new Date(start.getTime() + LEASE_MS - 1000), LEASE_MS)).toBeNull()

    // The first sender is slow past its lease: a second takes the mail.
    const later = new Date(start.getTime() + LEASE_MS + 1000)
    const second = await claimNextMail(t.db, later, LEASE_MS)
    expect(second).toMatchObject({ id, attempt: 2 })
    if (!second) throw new Error('not claimed again')
    // The first one's answer comes now: neither its retry nor its settling touches the second's claim.
    await retryMailLater(t.db, first, new Date(later.getTime() + 5000), 'too slow')
    await settleMail(t.db, first, later)
    expect((await outboxRows(t.db)).find((row) => row.id === id)).toMatchObject({ attempts: 2, doneAt: null, lastError: null })
    expect(await claimNextMail(t.db, new Date(later.getTime() + 1000), LEASE_MS)).toBeNull()

    await settleMail(t.db, second, later)
    expect((await outboxRows(t.db)).find((row) => row.id === id)).toMatchObject({ attempts: 2, doneAt: later })
  })

  it('take one mail at a time, the oldest first, skipping those held', async () => {
    const start = aheadOfTheServer()
    await enqueueMail(t.db, mailTo('one@example.com'), start)
    await enqueueMail(t.db, mailTo('two@example.com'), new Date(start.getTime() + 1))
    const a = await claimNextMail(t.db, new Date(start.getTime() + 10), LEASE_MS)
    const b = await claimNextMail(t.db, new Date(start.getTime() + 10), LEASE_MS)
    const rows = await outboxRows(t.db)
    expect([a?.id, b?.id]).toEqual(rows.slice(-2).map((row) => row.id))
    expect(await claimNextMail(t.db, new Date(start.getTime() + 10), LEASE_MS)).toBeNull()
  })
})
