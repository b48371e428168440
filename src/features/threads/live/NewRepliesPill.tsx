import { NewsPill } from '../../../components/ui/NewsPill'
import { plural } from '../../../lib/plural'
import type { LiveThreadChange } from './use-thread-live'

const changeText: Record<NonNullable<LiveThreadChange>, string> = {
  moved: 'This thread was moved to another board.',
  updated: 'This thread’s view was changed.',
  reset: 'This thread may have changed while you were away.',
}

/**
 * "3 new replies": what others posted while the reader read, waiting until asked for; the
 * button brings the replies in and takes the reader to the first. A thread that moved, changed
 * its view, or may have changed unseen offers to be read again.
 */
export function NewRepliesPill({
  waiting,
  change,
  onShow,
  onReload,
}: {
  waiting: number
  change: LiveThreadChange
  onShow: () => Promise<void>
  onReload: () => void
}) {
  return (
    <NewsPill
      news={waiting > 0 ? plural(waiting, 'new reply', 'new replies') : ''}
      arrow="↓"
      failedTitle="The new replies could not be loaded."
      onShow={onShow}
    >
      {change && (
        <p className="rounded-md border border-stone-300 bg-white px-4 py-2 text-sm shadow-sm dark:border-stone-700 dark:bg-stone-900">
          {changeText[change]}{' '}
          <button type="button" className="font-medium text-teal-800 underline dark:text-teal-300" onClick={onReload}>
            Reload it
          </button>
        </p>
      )}
    </NewsPill>
  )
}
