import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { ApiError } from '../../api/client'
import { authMutations } from '../../api/queries/auth'
import { inviteMutations, inviteQueries } from '../../api/queries/invites'
import { userQueries } from '../../api/queries/users'
import { type Credentials } from '../../contract/schemas/credentials'
import { showToast } from '../../components/ui/toasts'

/** How the reader joins: as who they are signed in as, with a new account, or with an account they have. */
export type JoinWay = { kind: 'signed-in' } | { kind: 'new-account' | 'existing-account'; credentials: Credentials }

/** The new account exists and is in the realm; only the sign-in after it failed. */
class JoinedButNotSignedIn extends Error {
  constructor(readonly realmSlug: string) {
    super('Your account was made, but signing in with it failed.')
  }
}

/**
 * Joins the realm, signing in first (an existing account) or after (a new one: accepting
 * makes the account but does not sign in). Every way out of the page replaces its history
 * entry, so the used nonce is neither in the address bar nor one Back away.
 */
export function useAcceptInvite(realmId: string, nonce: string) {
  const queryClient = useQueryClient()
  const router = useRouter()
  return useMutation({
    mutationFn: async (way: JoinWay) => {
      if (way.kind === 'existing-account') await authMutations.logIn(way.credentials)
      // Signed in, the post carries no body at all.
      const accepted = await inviteMutations.accept(realmId, nonce, way.kind === 'new-account' ? way.credentials : undefined)
      if (way.kind === 'new-account') {
        await authMutations.logIn(way.credentials).catch(() => {
          throw new JoinedButNotSignedIn(accepted.realm_slug)
        })
      }
      return accepted
    },
    onSuccess: async (accepted) => {
      // The user's realms changed, and their dex has the new realm's seasons.
      await queryClient.invalidateQueries({ queryKey: userQueries.me().queryKey })
      await queryClient.invalidateQueries({ queryKey: userQueries.dex().queryKey })
      await router.navigate({
        to: '/realms/$realmSlug',
        params: { realmSlug: accepted.realm_slug },
        replace: true,
        state: { welcome: true },
      })
    },
    onError: async (error) => {
      if (error instanceof JoinedButNotSignedIn) {
        showToast({ tone: 'info', title: 'You have joined. Log in with your new account.', description: error.message })
        await router.navigate({ to: '/login', search: { redirect: `/realms/${error.realmSlug}` }, replace: true })
        return
      }
      // Refused because the invite is used up (or expired meanwhile): the page then says so.
      if (error instanceof ApiError && error.status === 403) {
        await queryClient.invalidateQueries({ queryKey: inviteQueries.status(realmId, nonce).queryKey })
      }
    },
  })
}
