import { useMutation, useQuery } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { authMutations } from '../../api/queries/auth'
import { userQueries } from '../../api/queries/users'
import { buttonClass } from '../../components/ui/Button'
import { Menu } from '../../components/ui/Menu'
import { showToast } from '../../components/ui/toasts'
import { focusPageHeading } from './use-focus-on-navigation'

/** The logged-in user's menu (Radix DropdownMenu): their pages, and logging out. */
export function UserMenu() {
  const me = useQuery(userQueries.me())
  const router = useRouter()
  const logOut = useMutation({
    // Nothing the user wrote and did not send stays behind on this browser.
    mutationFn: async (userId: string | undefined) => {
      await authMutations.logOut()
      // Loaded here: reading pages carry none of the writing code.
      if (userId) (await import('../../lib/drafts/drafts')).removeUserDrafts(userId)
    },
    // The token is gone by now, and with it every cached answer (forgetDataOnSessionChange).
    onSuccess: async () => {
      await router.navigate({ to: '/' })
      focusPageHeading()
    },
    onError: (error) =>
      showToast({
        tone: 'error',
        title: 'Logging out failed.',
        description: `${error.message} You may still be logged in here; try again.`,
      }),
  })
  return (
    <Menu
      label={
        <>
          <span className="sr-only">Account menu for </span>
          <span className="truncate">{me.data?.username ?? 'you'}</span>
          <span aria-hidden="true">▾</span>
        </>
      }
      triggerClassName={buttonClass('secondary', 'max-w-44')}
      entries={[
        { kind: 'link', key: 'stars', link: <Link to="/stars">Star feed</Link> },
        { kind: 'link', key: 'dex', link: <Link to="/dex">Dex</Link> },
        { kind: 'link', key: 'settings', link: <Link to="/settings">Settings</Link> },
        { kind: 'separator', key: 'separator' },
        { kind: 'action', key: 'log-out', label: 'Log out', disabled: logOut.isPending, onSelect: () => logOut.mutate(me.data?.id) },
      ]}
    />
  )
}
