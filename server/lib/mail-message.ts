/**
 * A mail ready to send, but for its sender and Message-ID (the outbox adds them): what the
 * templates write (server/mail/templates.ts) and the outbox keeps (db/queries/mail-outbox.ts).
 */
export interface Mail {
  to: string
  subject: string
  text: string
  html: string
  headers?: Record<string, string>
}
