import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../client'
import { type InviteAccept } from '../../contract/schemas/invite'

const path = (realmId: string, nonce?: string) =>
  `/realms/${encodeURIComponent(realmId)}/invites${nonce === undefined ? '' : `/${encodeURIComponent(nonce)}`}`

export const inviteQueries = {
  all: () => ['invites'] as const,
  /** Extension: whether an invite can still be used, before asking for a password. */
  status: (realmId: string, nonce: string) =>
    queryOptions({
      queryKey: [...inviteQueries.all(), realmId, nonce],
      queryFn: ({ signal }) => apiRequest(path(realmId, nonce), 'inviteStatus', { signal }),
    }),
  /**
   * Extension: GET /realms/{realm_id}/invites (moderators), newest first, each with its status:
   * asked again whenever the page opens, as invites are used meanwhile.
   */
  ofRealm: (realmId: string) =>
    queryOptions({
      queryKey: [...inviteQueries.all(), realmId, 'list'],
      staleTime: 0,
      queryFn: ({ signal }) => apiRequest(path(realmId), 'inviteList', { signal }),
    }),
}

export const inviteMutations = {
  /** 5. POST /realms/{realm_id}/invites/{nonce}: email and password only for a new account. */
  accept: (realmId: string, nonce: string, credentials?: InviteAccept) =>
    apiRequest(path(realmId, nonce), 'inviteAccepted', { method: 'POST', body: credentials }),
  /** Extension: moderators invite people, optionally bound to one email, with a label only they see. */
  create: (realmId: string, invite: { email?: string; label?: string }) =>
    apiRequest(path(realmId), 'inviteCreated', { method: 'POST', body: invite }),
  /** DELETE /realms/{realm_id}/invites/{id} (moderators): its link says it was taken back. */
  revoke: (realmId: string, inviteId: string) => apiRequest(path(realmId, inviteId), 'nothing', { method: 'DELETE' }),
}
