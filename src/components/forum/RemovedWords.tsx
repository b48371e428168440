import { REMOVED_TEXT } from '../../contract/schemas/moderation'

/** Whether a moderator removed these words out of this reader's sight: only its author and the moderators get the reason (and the words). */
export const removedFromSight = (item: { removed: boolean; removal_reason: string | null }) => item.removed && item.removal_reason === null

/** Where a post's or comment's words were before a moderator removed them, for everyone but its author and the moderators. */
export function RemovedWords() {
  return <p className="text-stone-600 italic dark:text-stone-400">{REMOVED_TEXT}</p>
}

/** Above removed words its author or a moderator still reads: that nobody else does, and why. */
export function RemovalNote({ reason }: { reason: string }) {
  return (
    <p className="rounded-md border border-amber-300 bg-amber-50 px-2 py-1 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      Removed by a moderator: {/[.!?]$/.test(reason) ? reason : `${reason}.`} Only its author and the moderators can read it.
    </p>
  )
}
