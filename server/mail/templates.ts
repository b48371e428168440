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

/** One thread of a digest: what was said there that the reader has not read, newest first. */
export interface DigestThread {
  title: string
  link: string
  items: { who: string; what: string; excerpt: string }[]
}

/**
 * The daily digest (opt-in): unread notifications by thread, under secret identities, with a
 * one-click unsubscribe (RFC 8058): mail programs POST `List-Unsubscribe=One-Click` to
 * `unsubscribeLink`; a person following the link in the mail gets `pageLink`, a page with one
 * button (a link a scanner opens must not unsubscribe anyone).
 */
export function digestMail({
  to,
  username,
  threads,
  unread,
  unsubscribeLink,
  pageLink,
  settingsLink,
}: {
  to: string
  username: string
  threads: DigestThread[]
  /** Unread notifications in all, some of which the mail may leave out. */
  unread: number
  unsubscribeLink: string
  pageLink: string
  settingsLink: string
}): Mail {
  const subject = `Teahouse: ${unread} unread ${unread === 1 ? 'notification' : 'notifications'}`
  const shown = threads.reduce((sum, thread) => sum + thread.items.length, 0)
  const more = unread > shown ? `And ${unread - shown} more.` : ''
  const text = [
    `Hello ${oneLine(username)}, here is what happened since your last digest.`,
    '',
    ...threads.flatMap((thread) => [
      oneLine(thread.title),
      thread.link,
      ...thread.items.map((item) => `  ${oneLine(item.who)} ${item.what}${item.excerpt ? `: ${oneLine(item.excerpt)}` : ''}`),
      '',
    ]),
    ...(more ? [more, ''] : []),
    `You get this mail once a day. Stop it: ${pageLink}`,
    `Your settings: ${settingsLink}`,
  ].join('\n')
  const html = page(
    subject,
    [
      `<p>Hello ${escape(oneLine(username))}, here is what happened since your last digest.</p>`,
      ...threads.map((thread) =>
        [
          `<h2 style="font-size: 1.1rem; margin-bottom: 0.25rem"><a href="${escape(thread.link)}">${escape(oneLine(thread.title))}</a></h2>`,
          '<ul style="margin-top: 0">',
          ...thread.items.map(
            (item) =>
              `<li><strong>${escape(oneLine(item.who))}</strong> ${escape(item.what)}${item.excerpt ? `: ${escape(oneLine(item.excerpt))}` : ''}</li>`,
          ),
          '</ul>',
        ].join('\n'),
      ),
      more ? `<p>${escape(more)}</p>` : '',
      `<p style="font-size: 0.9rem; color: #57534e">You get this mail once a day. <a href="${escape(pageLink)}">Stop these mails</a> · <a href="${escape(settingsLink)}">Your settings</a></p>`,
    ].join('\n'),
  )
  return {
    to,
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${unsubscribeLink}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}
