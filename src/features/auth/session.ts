import { redirect } from '@tanstack/react-router'
import { getAccessToken } from '../../api/access-token'
import { refreshAccessToken } from '../../api/client'

let restoring: Promise<unknown> | null = null

/**
 * On the first page load, the access token is gone (it lived in memory) but the refresh
 * cookie may still be good: trade it once, before any page asks for data, so a returning
 * user's pages load as theirs.
 */
export function restoreSession(): Promise<unknown> {
  restoring ??= refreshAccessToken()
  return restoring
}

/** Route guard: logged-out visitors go to /login, and come back here afterwards. */
export function requireUser(location: { href: string }): void {
  if (getAccessToken() === null) {
    throw redirect({ to: '/login', search: { redirect: location.href } })
  }
}

/**
 * Only a path on this site may be a redirect target: `//evil.example` or
 * `https://evil.example` from a crafted login link must not take a user away.
 */
export function safeRedirect(target: string | undefined): string {
  return target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : '/'
}
