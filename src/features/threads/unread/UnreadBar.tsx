import { Button } from '../../../components/ui/Button'
import { plural } from '../../../lib/plural'
import { useUnreadKeys } from './use-unread-keys'

/**
 * Stays at the bottom of the screen while there is something new: where the reader is among
 * the new items, how many are left, and the way to the previous and next one (also `k`, `j`).
 */
export function UnreadBar({
  total,
  position,
  onPrevious,
  onNext,
}: {
  total: number
  /** 1-based index of the new item the reader is on; 0 before the first. */
  position: number
  onPrevious: () => void
  onNext: () => void
}) {
  const left = total - position
  // The keys work while the bar is there: exactly while there is something new to go to.
  useUnreadKeys(onNext, onPrevious)
  return (
    <div className="sticky bottom-0 z-10 rounded-t-lg border border-b-0 border-amber-300 bg-amber-50/95 px-4 py-2 shadow-lg backdrop-blur dark:border-amber-800 dark:bg-amber-950/95">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm font-medium text-amber-950 dark:text-amber-50">
          {position === 0 ? `${plural(total, 'new item')} since your last visit` : `New ${position} of ${total}`}
          {position > 0 && <span className="text-amber-900 dark:text-amber-100"> · {left} left</span>}
        </p>
        <span className="flex gap-2">
          <Button aria-keyshortcuts="k" aria-disabled={position <= 1} onClick={() => position > 1 && onPrevious()}>
            Previous new
          </Button>
          <Button variant="primary" aria-keyshortcuts="j" aria-disabled={left === 0} onClick={() => left > 0 && onNext()}>
            Next new
          </Button>
        </span>
      </div>
    </div>
  )
}
