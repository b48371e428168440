import { Link, useLocation } from '@tanstack/react-router'
import { type WriteAccess } from '../../lib/write-access'

/**
 * What a reader who may not write sees in place of the writing controls: a visitor the way
 * to log in (and back here), a reader of another realm whom to ask. Nothing for a member, or
 * while that is being found out. `action` completes "can …": "reply", "start threads here".
 */
export function WriteAccessNote({ access, realmName, action }: { access: WriteAccess; realmName: string | undefined; action: string }) {
  const href = useLocation({ select: (location) => location.href })
  if (access === 'visitor') {
    return (
      <Link
        to="/login"
        search={{ redirect: href }}
        className="inline-flex min-h-6 items-center text-teal-800 underline underline-offset-2 dark:text-teal-300"
      >
        Log in to {action}
      </Link>
    )
  }
  if (access !== 'outsider') return null
  return (
    <p className="text-stone-700 dark:text-stone-300">
      Only members of {realmName ?? 'this realm'} can {action} — ask a moderator for an invite.
    </p>
  )
}
