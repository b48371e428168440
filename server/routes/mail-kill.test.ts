import { afterAll, expect, it } from 'vitest'
import { sparePort } from '../../scripts/lib/spawn-server.mjs'
import { demoLogins } from '../db/seed/users'
import { serverProcesses } from '../test/server-processes'
import { startSmtpCatcher } from '../test/smtp-catcher'

// The outbox across a SIGKILL: resets asked while the mail server is down wait in the database;
// the process is killed; the next process on the same database sends each of them, once.

const processes = serverProcesses()
afterAll(() => processes.cleanUp())

it('keeps the mail a killed server could not send, and the next process sends each once', { timeout: 120_000 }, async () => {
  const mail = await startSmtpCatcher()
  processes.onCleanup(() => mail.stop())
  await mail.stop()
  const env = { ...(await processes.databaseEnv()), SMTP_URL: mail.url, PUBLIC_URL: 'https://teahouse.example' }
  const port = await sparePort()
  const first = await processes.start(env, port)
  for (const login of demoLogins) {
    const asked = await fetch(`${first.url}/api/auth/password-reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: login.email }),
    })
    expect(asked.status).toBe(202)
  }
  // Tried once or twice against the closed port, and waiting for the next try.
  await new Promise((resolve) => setTimeout(resolve, 1500))
  process.kill(first.pid ?? 0, 'SIGKILL')
  await first.stop()

  await mail.start()
  await processes.start(env, port)
  for (const login of demoLogins) await mail.waitFor((each) => each.recipients.includes(login.email), 1, 30_000)
  // Nothing comes twice.
  await new Promise((resolve) => setTimeout(resolve, 1500))
  for (const login of demoLogins) {
    const received = mail.received.filter((each) => each.recipients.includes(login.email))
    expect(received, login.email).toHaveLength(1)
    expect(received[0]?.text).toMatch(/https:\/\/teahouse\.example\/reset-password\/[A-Za-z0-9_-]{43}/)
  }
})
