import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { getAccessToken } from '../access-token'
import { apiRequest } from '../client'
import { type DecorationUpdate } from '../../contract/schemas/decoration'
import { type Me } from '../../contract/schemas/me'

/**
 * Everything here belongs to the logged-in user: logging out clears it with the rest. Each
 * has its own key under `all()`, so refreshing who the user is (after joining a realm) leaves
 * the dex and the settings alone.
 */
export const userQueries = {
  all: () => ['users', '@me'] as const,
  /** Extension: who is logged in, and their realms and roles. */
  me: () =>
    queryOptions({
      queryKey: [...userQueries.all(), 'profile'],
      queryFn: ({ signal }) => apiRequest('/users/@me', 'me', { signal }),
      staleTime: 5 * 60_000,
    }),
  /** 2. GET /users/@me/dex. */
  dex: () =>
    queryOptions({
      queryKey: [...userQueries.all(), 'dex'],
      queryFn: ({ signal }) => apiRequest('/users/@me/dex', 'dex', { signal }),
    }),
  /** The key of every settings save in flight (the settings page counts them). */
  settingsSave: () => [...userQueries.all(), 'settings', 'save'] as const,
  /** 6. GET /users/@me/settings. */
  settings: () =>
    queryOptions({
      queryKey: [...userQueries.all(), 'settings'],
      queryFn: ({ signal }) => apiRequest('/users/@me/settings', 'settings', { signal }),
    }),
}

/**
 * Who is logged in, for a loader: undefined for a visitor, and undefined too when the answer
 * fails (the page then shows as a visitor sees it rather than not at all).
 */
export function meIfLoggedIn(queryClient: QueryClient): Promise<Me | undefined> {
  if (getAccessToken() === null) return Promise.resolve(undefined)
  return queryClient.ensureQueryData(userQueries.me()).catch(() => undefined)
}

export const userMutations = {
  /** Extension: PATCH /users/@me/settings answers the whole settings object. */
  updateDecoration: (update: DecorationUpdate) => apiRequest('/users/@me/settings', 'settings', { method: 'PATCH', body: update }),
}
