import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { authMutations } from '../../api/queries/auth'
import { inviteMutations, inviteQueries } from '../../api/queries/invites'
import { userQueries } from '../../api/queries/users'
import { ApiError } from '../../api/client'
import { type Credentials } from '../../api/schemas/credentials'

/** How the reader joins: as who they are signed in as, with a new account, or with an account they have. */
export type JoinWay = { kind: 'signed-in' } | { kind: 'new-account' | 'existing-account'; credentials: Credentials }

/** The account exists and is in the realm; only the sign-in after it failed. */
export class JoinedButNotSignedIn extends Error {
  constructor(
    readonly realmSlug: string,
    readonly signInError: unknown,
  ) {
    super(signInError instanceof Error ? signInError.message : 'Signing in failed.')
  }
}

/**
 * Joins the realm, signing in first (an existing account) or after (a new one: accepting
 * makes the account but does not sign in). Then the realm's home replaces the invite's
 * address, so the used nonce is neither in the address bar nor one Back away.
 */
export function useAcceptInvite(realmId: string, nonce: string) {
  const queryClient = useQueryClient()
  const router = useRouter()
  return useMutation({
    mutationFn: async (way: JoinWay) => {
      if (way.kind === 'existing-account') await authMutations.logIn(way.credentials)
      const accepted = await inviteMutations.accept(realmId, nonce, way.kind === 'new-account' ? way.credentials : {})
      if (way.kind === 'new-account') {
        await authMutations.logIn(way.credentials).catch((error: unknown) => {
          throw new JoinedButNotSignedIn(accepted.realm_slug, error)
        })
      }
      return accepted
    },
    onSuccess: async (accepted) => {
      // The user's realms changed (a new sign-in has emptied the cache anyway).
      await queryClient.invalidateQueries({ queryKey: userQueries.me().queryKey })
      await router.navigate({ to: '/realms/$realmSlug', params: { realmSlug: accepted.realm_slug }, replace: true, state: { welcome: true } })
    },
    onError: (error) => {
      // A refusal because the invite is used up: the page then explains that instead of the form.
      if (error instanceof ApiError && error.status === 403) void queryClient.invalidateQueries({ queryKey: inviteQueries.status(realmId, nonce).queryKey })
    },
  })
}
