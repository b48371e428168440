import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { authMutations } from '../../api/queries/auth'
import { userQueries } from '../../api/queries/users'
import { buttonClass } from '../../components/ui/Button'

const itemClass = 'flex min-h-11 w-full items-center px-4 text-left hover:bg-stone-100 dark:hover:bg-stone-800'

/**
 * The logged-in user's menu: a disclosure button and a list of links (not an ARIA menu,
 * which would promise arrow-key handling that links do not need). Escape and a click
 * elsewhere close it.
 */
export function UserMenu() {
  const [open, setOpen] = useState(false)
  const me = useQuery(userQueries.me())
  const listId = useId()
  const root = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const queryClient = useQueryClient()
  const router = useRouter()

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

  async function logOut() {
    setOpen(false)
    await authMutations.logOut().catch(() => undefined)
    // Every cached answer may carry this user's data (their flags ride on feeds and threads).
    queryClient.clear()
    await router.navigate({ to: '/' })
  }

  const close = () => setOpen(false)
  return (
    <div ref={root} className="relative">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className={buttonClass('secondary', 'max-w-40')}
      >
        <span className="truncate">{me.data?.username ?? 'Account'}</span>
        <span aria-hidden="true">▾</span>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute right-0 z-20 mt-2 w-48 overflow-hidden rounded-md border border-stone-300 bg-white py-1 shadow-lg dark:border-stone-700 dark:bg-stone-900"
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
          <button type="button" className={itemClass} onClick={() => void logOut()}>
            Log out
          </button>
        </li>
      </ul>
    </div>
  )
}
