/**
 * Every mail the server sends, each as plain text and HTML. Links are built by the caller from
 * the configured public origin (PUBLIC_URL), never from a request's Host. Nothing a user wrote
 * reaches a header: the subject is ours, the recipient a checked address (outbox.ts).
 */

import type { Mail } from '../lib/mail-message'

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char)

/** One line of a user's words for a mail: line breaks folded, so that a body line is a line. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

function page(title: string, body: string): string {
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head>`,
    '<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1c1917; max-width: 36rem; margin: 0 auto; padding: 1rem">',
    body,
    '</body></html>',
  ].join('\n')
}

export function passwordResetMail({
  to,
  username,
  link,
  validMinutes,
}: {
  to: string
  username: string
  link: string
  validMinutes: number
}): Mail {
  const subject = 'Reset your Teahouse password'
  const text = [
    `Hello ${oneLine(username)},`,
    '',
    'Someone asked to reset the password of your Teahouse account. To choose a new one, open:',
    '',
    link,
    '',
    `The link works once, for ${validMinutes} minutes. Choosing a new password signs you out everywhere.`,
    '',
    'If it was not you, ignore this mail: your password stays as it is.',
  ].join('\n')
  const html = page(
    subject,
    [
      `<p>Hello ${escape(oneLine(username))},</p>`,
      '<p>Someone asked to reset the password of your Teahouse account.</p>',
      `<p><a href="${escape(link)}">Choose a new password</a></p>`,
      `<p>The link works once, for ${validMinutes} minutes. Choosing a new password signs you out everywhere.</p>`,
      '<p>If it was not you, ignore this mail: your password stays as it is.</p>',
    ].join('\n'),
  )
  return { to, subject, text, html }
}
