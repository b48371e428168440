import { useMutation, useQuery } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { type FocusEvent, useEffect, useId, useRef, useState } from 'react'
import { authMutations } from '../../api/queries/auth'
import { userQueries } from '../../api/queries/users'
import { buttonClass } from '../../components/ui/Button'
import { focusPageHeading } from './use-focus-on-navigation'

const itemClass = 'flex min-h-11 w-full items-center px-4 text-left hover:bg-stone-100 dark:hover:bg-stone-800'

/**
 * The logged-in user's menu: a disclosure button and a list of links (not an ARIA menu,
 * which would promise arrow-key handling that links do not need). Escape, a click
 * elsewhere and tabbing out close it.
 */
export function UserMenu() {
  const [open, setOpen] = useState(false)
  const me = useQuery(userQueries.me())
  const listId = useId()
  const root = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const router = useRouter()
  const logOut = useMutation({
    mutationFn: authMutations.logOut,
    // The token is gone by now, and with it every cached answer (forgetDataOnSessionChange).
    onSuccess: async () => {
      await router.navigate({ to: '/' })
      focusPageHeading()
    },
  })

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggle.current?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  const close = () => setOpen(false)
  const closeWhenFocusLeaves = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node && !root.current?.contains(event.relatedTarget)) close()
  }
  return (
    <div ref={root} className="relative" onBlur={closeWhenFocusLeaves}>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className={buttonClass('secondary', 'max-w-44')}
      >
        <span className="sr-only">Account menu for </span>
        <span className="truncate">{me.data?.username ?? 'you'}</span>
        <span aria-hidden="true">▾</span>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute right-0 z-20 mt-2 w-56 overflow-hidden rounded-md border border-stone-300 bg-white py-1 shadow-lg dark:border-stone-700 dark:bg-stone-900"
      >
        <li>
          <Link to="/stars" className={itemClass} onClick={close}>
            Star feed
          </Link>
        </li>
        <li>
          <Link to="/dex" className={itemClass} onClick={close}>
            Dex
          </Link>
        </li>
        <li>
          <Link to="/settings" className={itemClass} onClick={close}>
            Settings
          </Link>
        </li>
        <li>
          <button type="button" className={itemClass} aria-disabled={logOut.isPending} onClick={() => logOut.isPending || logOut.mutate()}>
            Log out
          </button>
        </li>
        {logOut.isError && (
          <li role="alert" className="px-4 py-2 text-sm text-red-800 dark:text-red-300">
            Logging out failed: {logOut.error.message} You may still be logged in here; try again.
          </li>
        )}
      </ul>
    </div>
  )
}
