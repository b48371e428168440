import nodemailer from 'nodemailer'
import type { Mail } from '../lib/mail-message'

/** Hands a finished mail to whoever delivers it; rejects when it was not taken (the outbox tries again). */
export interface MailTransport {
  send(mail: Mail & { from: string; messageId: string }): Promise<void>
  /** For the start line: where mail goes. */
  readonly description: string
  close(): void
}

// A mail server that does not answer must not hold a sender for nodemailer's default two minutes.
const CONNECTION_TIMEOUT_MS = 10_000
const SOCKET_TIMEOUT_MS = 30_000

/**
 * SMTP through nodemailer (`smtp://user:pass@host:port`, STARTTLS whenever the server offers it;
 * `smtps://` for TLS from the start), one connection a mail.
 */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  })
  const { hostname, port } = new URL(url)
  return {
    description: `sent through ${hostname}${port ? `:${port}` : ''}`,
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        messageId: mail.messageId,
        // Envelope and header name the one recipient the outbox checked, nothing parsed from text.
        envelope: { from: addressOf(mail.from), to: [mail.to] },
      })
    },
    close: () => transporter.close(),
  }
}

/**
 * Without SMTP_URL: each mail is written to the server's log whole, so a person running the
 * server alone can still follow a reset link.
 */
export function logTransport(log: (line: string) => void = console.log): MailTransport {
  return {
    description: 'written to the log; set SMTP_URL to send',
    async send(mail) {
      log(`Mail to ${mail.to}: ${mail.subject}\n${mail.text}`)
    },
    close() {},
  }
}

/** `Name <box@host>` → `box@host`. */
function addressOf(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from
}
