import { useMutation, useQuery } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { authMutations } from '../../api/queries/auth'
import { userQueries } from '../../api/queries/users'
import { Avatar } from '../../components/forum/Avatar'
import { buttonClass } from '../../components/ui/Button'
import { Menu } from '../../components/ui/Menu'
import { showToast } from '../../components/ui/toasts'
import { LogOutDialog } from './LogOutDialog'
import { focusPageHeading } from './use-focus-on-navigation'

// Loaded when asked: reading pages carry none of the writing code.
const drafts = () => import('../../lib/drafts/drafts')

/** The logged-in user's menu (Radix DropdownMenu): their pages, and logging out. */
export function UserMenu() {
  const me = useQuery(userQueries.me())
  const router = useRouter()
  /** Unsent drafts found when "Log out" was chosen: the dialog asks what becomes of them. */
  const [draftsFound, setDraftsFound] = useState(0)
  const logOut = useMutation({
    mutationFn: async ({ userId, keepDrafts }: { userId: string | undefined; keepDrafts: boolean }) => {
      await authMutations.logOut()
      if (userId && !keepDrafts) (await drafts()).removeUserDrafts(userId)
    },
    // The token is gone by now, and with it every cached answer (forgetDataOnSessionChange).
    onSuccess: async () => {
      setDraftsFound(0)
      // An open editor's words are kept or discarded already, as chosen: it need not ask again.
      await router.navigate({ to: '/', ignoreBlocker: true })
      focusPageHeading()
    },
    onError: (error) =>
      showToast({
        tone: 'error',
        title: 'Logging out failed.',
        description: `${error.message} You may still be logged in here; try again.`,
      }),
  })
  const userId = me.data?.id

  // Never deletes a draft without asking: with some kept on this device, the dialog asks first.
  async function chooseLogOut() {
    let unsent: number
    try {
      unsent = userId ? (await drafts()).countUserDrafts(userId) : 0
    } catch (error) {
      // The drafts' code could not load (the server unreachable): nothing is decided without it.
      showToast({ tone: 'error', title: 'Logging out failed.', description: error instanceof Error ? error.message : String(error) })
      return
    }
    if (unsent > 0) setDraftsFound(unsent)
    else logOut.mutate({ userId, keepDrafts: false })
  }

  return (
    <>
      <Menu
        label={
          <>
            {me.data?.avatar && <Avatar path={me.data.avatar} size={24} className="shrink-0 rounded-full object-cover" />}
            <span className="sr-only">Account menu for </span>
            <span className="truncate">{me.data?.username ?? 'you'}</span>
            <span aria-hidden="true">▾</span>
          </>
        }
        triggerClassName={buttonClass('secondary', 'max-w-44')}
        entries={[
          { kind: 'link', key: 'own', link: <Link to="/me">Your stuff</Link> },
          { kind: 'link', key: 'stars', link: <Link to="/stars">Star feed</Link> },
          { kind: 'link', key: 'dex', link: <Link to="/dex">Dex</Link> },
          { kind: 'link', key: 'settings', link: <Link to="/settings">Settings</Link> },
          { kind: 'separator', key: 'separator' },
          { kind: 'action', key: 'log-out', label: 'Log out', disabled: logOut.isPending, onSelect: () => void chooseLogOut() },
        ]}
      />
      <LogOutDialog
        drafts={draftsFound}
        pending={logOut.isPending}
        onChoose={(keepDrafts) => logOut.mutate({ userId, keepDrafts })}
        onCancel={() => setDraftsFound(0)}
      />
    </>
  )
}
