import { useQuery } from '@tanstack/react-query'
import { Link, useLocation } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { realmQueries } from '../../api/queries/realms'
import { LockIcon } from '../../components/ui/LockIcon'
import { useThreadPlace } from './use-viewed-realm'

const linkClass =
  'inline-flex min-h-11 items-center rounded-md px-3 whitespace-nowrap text-stone-700 hover:bg-stone-200 dark:text-stone-300 dark:hover:bg-stone-800'

const currentClass = 'bg-stone-200 font-semibold text-stone-950 dark:bg-stone-800 dark:text-white'

/**
 * One row, the same height before and after the realm arrives: the boards may come in after
 * the page's first paint (under a page's loading skeleton), and a list that grew by a row
 * then pushed the whole page down under the reader's finger. Boards that do not fit scroll
 * sideways; the padding keeps the links' focus rings inside the scrolling box, and `relative`
 * the screen-reader-only text (positioned absolutely) inside it, off the page's width.
 */
const rowClass = 'relative -m-1 min-w-48 flex-1 overflow-x-auto p-1 [scrollbar-width:thin]'

/** The row fades at an edge it can scroll towards (styles.css), so a phone shows there is more. */
const navClass = `${rowClass} scroll-fade-x`

/**
 * The boards of the realm being viewed (the reader's pinned ones first, as the server orders
 * them), each link named by its board, marked when someone else wrote there since the reader's
 * last visit; the current board (the page's, or the thread's) is marked, and scrolled into the
 * row. Hidden if the realm cannot be read.
 */
export function BoardNav({ realmSlug }: { realmSlug: string }) {
  const realm = useQuery(realmQueries.bySlug(realmSlug))
  const threadBoardId = useThreadPlace().boardId
  const row = useRef<HTMLElement>(null)
  const path = useLocation({ select: (location) => location.pathname })
  // The current board may sit past the row's edge on a phone: bring it in, without moving the
  // page. After the frame has drawn, when reading where the links are costs no extra layout.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const box = row.current
      const current = box?.querySelector<HTMLElement>('[aria-current]')
      if (!box || !current || box.scrollWidth <= box.clientWidth) return
      const left = current.getBoundingClientRect().left - box.getBoundingClientRect().left + box.scrollLeft
      // Clear of the fade at the row's edge: the row's scroll padding is its width.
      const fade = parseFloat(getComputedStyle(box).scrollPaddingLeft) || 0
      if (left < box.scrollLeft + fade || left + current.offsetWidth > box.scrollLeft + box.clientWidth - fade)
        box.scrollLeft = Math.max(0, left - fade)
    })
    return () => cancelAnimationFrame(frame)
  }, [realm.data, threadBoardId, path])
  if (realm.isPending) return <div aria-hidden="true" className={`${rowClass} min-h-13`} />
  if (!realm.data) return null
  return (
    <nav ref={row} aria-label="Boards" className={navClass}>
      <ul className="flex gap-1">
        {realm.data.boards.map((board) => (
          <li key={board.id}>
            <Link
              to="/boards/$boardId"
              params={{ boardId: board.id }}
              className={board.id === threadBoardId ? `${linkClass} ${currentClass}` : linkClass}
              aria-current={board.id === threadBoardId ? 'true' : undefined}
              activeProps={{ className: currentClass, 'aria-current': 'page' }}
            >
              {board.name}
              {board.members_only && (
                <>
                  <LockIcon />
                  <span className="sr-only"> (members only)</span>
                </>
              )}
              {board.has_updates && (
                <>
                  <span aria-hidden="true" className="ml-1.5 size-2 rounded-full bg-teal-700 dark:bg-teal-300" />
                  <span className="sr-only"> (new activity)</span>
                </>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
