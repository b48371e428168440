import { Link } from '@tanstack/react-router'
import { LockIcon } from '../ui/LockIcon'

/** A board's name as a link to it, marked with a lock when it is for members only. */
export function BoardLink({ board }: { board: { id: string; name: string; members_only: boolean } }) {
  return (
    <Link
      to="/boards/$boardId"
      params={{ boardId: board.id }}
      className="inline-flex items-center text-teal-800 underline-offset-2 hover:underline dark:text-teal-300"
    >
      {board.name}
      {board.members_only && <LockIcon />}
    </Link>
  )
}
