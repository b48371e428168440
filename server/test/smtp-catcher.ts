import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A mail as the SMTP server received it: the envelope's recipients and the parsed message. */
export interface ReceivedMail {
  recipients: string[]
  to: string
  subject: string
  text: string
  html: string
  /** Header names in lowercase, each with its value as received. */
  headers: Map<string, string>
  messageId: string
}

export interface SmtpCatcher {
  /** Every mail taken, in the order taken. */
  received: ReceivedMail[]
  readonly url: string
  /** Listens again, on the same port: a mail server back after being down. */
  start(): Promise<void>
  /** Stops listening: a mail server that is down. */
  stop(): Promise<void>
  /** Waits until `count` mails match, or fails after `timeoutMs`. */
  waitFor(match: (mail: ReceivedMail) => boolean, count?: number, timeoutMs?: number): Promise<ReceivedMail[]>
}

/**
 * A real SMTP server on loopback (smtp-server, kept by nodemailer's authors) that takes every
 * mail and keeps it, for the server tests and the e2e specs. `port` 0 picks a spare one.
 */
export async function startSmtpCatcher(port = 0): Promise<SmtpCatcher> {
  const received: ReceivedMail[] = []
  let server: SMTPServer | null = null

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const smtp = new SMTPServer({
        // Plain SMTP on loopback: no certificate to trust, no login to give.
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, done) {
          simpleParser(stream)
            .then((parsed) => {
              received.push({
                recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                to: Array.isArray(parsed.to) ? parsed.to.map((each) => each.text).join(', ') : (parsed.to?.text ?? ''),
                subject: parsed.subject ?? '',
                text: parsed.text ?? '',
                html: typeof parsed.html === 'string' ? parsed.html : '',
                headers: new Map(parsed.headerLines.map((line) => [line.key, line.line.slice(line.key.length + 1).trim()])),
                messageId: parsed.messageId ?? '',
              })
              done()
            })
            .catch(done)
        },
      })
      smtp.on('error', reject)
      smtp.listen(port, '127.0.0.1', () => {
        const address = smtp.server.address()
        if (address && typeof address === 'object') port = address.port
        server = smtp
        resolve()
      })
    })

  await start()
  return {
    received,
    get url() {
      return `smtp://127.0.0.1:${port}`
    },
    start,
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve()
        server.close(() => resolve())
        server = null
      }),
    async waitFor(match, count = 1, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = received.filter(match)
        if (found.length >= count) return found
        if (Date.now() > deadline) throw new Error(`${found.length} of ${count} mails came within ${timeoutMs} ms`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    },
  }
}
