import { useSyncExternalStore } from 'react'

/**
 * The access token lives in this module's memory only: never in localStorage, sessionStorage
 * or a readable cookie, so a script injected into the page finds nothing to steal after a
 * reload. The refresh token is an HttpOnly cookie the browser sends to /api/auth itself.
 */
let accessToken: string | null = null
const listeners = new Set<() => void>()

export function getAccessToken(): string | null {
  return accessToken
}

export function setAccessToken(token: string | null): void {
  if (token === accessToken) return
  accessToken = token
  for (const listener of listeners) listener()
}

/** For `useSyncExternalStore`: components re-render when the user logs in or out. */
export function subscribeToAccessToken(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** True while a user is logged in; re-renders on log in and log out. */
export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(subscribeToAccessToken, () => accessToken !== null)
}
