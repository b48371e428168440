import { useSyncExternalStore } from 'react'

/**
 * The access token lives in this module's memory only: never in localStorage, sessionStorage
 * or a readable cookie, so a script injected into the page finds nothing to steal after a
 * reload. The refresh token is an HttpOnly cookie the browser sends to /api/auth itself.
 */
let accessToken: string | null = null
let session = 0
const listeners = new Set<() => void>()

export function getAccessToken(): string | null {
  return accessToken
}

export function setAccessToken(token: string | null): void {
  if (token === accessToken) return
  if (token === null) session += 1
  accessToken = token
  for (const listener of listeners) listener()
}

/** Counts ended sessions: a refresh that began in an earlier one must not revive it. */
export function sessionNumber(): number {
  return session
}

/** For `useSyncExternalStore`: components re-render when the user logs in or out. */
export function subscribeToAccessToken(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * True while a user is logged in; re-renders on log in and log out. The server renders every
 * page for a visitor, and the browser hydrates it so, then re-renders for the user.
 */
export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(
    subscribeToAccessToken,
    () => accessToken !== null,
    () => false,
  )
}
