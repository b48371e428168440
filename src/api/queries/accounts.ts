import { queryOptions } from '@tanstack/react-query'
import type { EmailNotifications } from '../../contract/schemas/decoration'
import { apiRequest } from '../client'
import { userQueries } from './users'

/** The account's own keeping (design.md, "Accounts"): its sessions and its password. */
export const accountQueries = {
  /** The browsers signed in to this account, the one used last first. */
  sessions: () =>
    queryOptions({
      queryKey: [...userQueries.all(), 'sessions'],
      queryFn: ({ signal }) => apiRequest('/users/@me/sessions', 'sessions', { signal }),
    }),
}

export const accountMutations = {
  /** Asks for a reset link by mail; the answer is the same whether or not the address has an account. */
  requestReset: (email: string) => apiRequest('/auth/password-reset', 'message', { method: 'POST', body: { email }, authenticate: false }),
  /** Sets a new password with a reset link's token; every session of the account ends. */
  resetPassword: ({ token, password }: { token: string; password: string }) =>
    apiRequest(`/auth/password-reset/${encodeURIComponent(token)}`, 'nothing', { method: 'POST', body: { password }, authenticate: false }),
  changePassword: (body: { current_password: string; new_password: string }) =>
    apiRequest('/users/@me/password', 'nothing', { method: 'POST', body }),
  endSession: (sessionId: string) => apiRequest(`/users/@me/sessions/${sessionId}`, 'nothing', { method: 'DELETE' }),
  endOtherSessions: () => apiRequest('/users/@me/sessions', 'nothing', { method: 'DELETE' }),
  /** Whether the daily digest comes; answers the whole settings, as GET /users/@me/settings does. */
  setDigest: (value: EmailNotifications) =>
    apiRequest('/users/@me/settings', 'settings', { method: 'PATCH', body: { email_notifications: value } }),
  /** A digest's unsubscribe link, followed from its page: no login needed. */
  unsubscribe: (token: string) =>
    apiRequest(`/mail/unsubscribe/${encodeURIComponent(token)}`, 'message', { method: 'POST', authenticate: false }),
  /** Answers who the user is after the change, as GET /users/@me does. */
  rename: (username: string) => apiRequest('/users/@me', 'me', { method: 'PATCH', body: { username } }),
  /** One of the user's uploads (its url, as POST /uploads answered) as their avatar, or none. */
  setAvatar: (avatar: string | null) => apiRequest('/users/@me', 'me', { method: 'PATCH', body: { avatar } }),
}
