import { useState } from 'react'
import { buttonClass } from '../../../components/ui/Button'
import { showToast } from '../../../components/ui/toasts'
import { plural } from '../../../lib/plural'
import type { ThreadChange } from './use-thread-live'

/**
 * "3 new replies": what others posted while the reader read, waiting until asked for. A polite
 * live region says the count as it changes (screen readers hear it once per change, not on
 * every render); the button brings the replies in and takes the reader to the first.
 */
export function NewRepliesPill({
  waiting,
  change,
  onShow,
  onReload,
}: {
  waiting: number
  change: ThreadChange
  onShow: () => Promise<void>
  onReload: () => void
}) {
  const [busy, setBusy] = useState(false)
  const said = waiting > 0 ? plural(waiting, 'new reply', 'new replies') : ''
  const changeText =
    change === 'moved'
      ? 'This thread was moved to another board.'
      : change === 'updated'
        ? 'This thread’s view was changed.'
        : change === 'reset'
          ? 'This thread may have changed while you were away.'
          : ''
  return (
    <div className="sticky top-2 z-20 flex flex-col items-center gap-2">
      <p role="status" aria-live="polite" className="sr-only">
        {said}
      </p>
      {waiting > 0 && (
        <button
          type="button"
          disabled={busy}
          className={buttonClass('primary', 'rounded-full shadow-md')}
          onClick={async () => {
            setBusy(true)
            try {
              await onShow()
            } catch (error) {
              showToast({
                tone: 'error',
                title: 'The new replies could not be loaded.',
                description: error instanceof Error ? error.message : String(error),
              })
            } finally {
              setBusy(false)
            }
          }}
        >
          <span aria-hidden="true">↓</span> Show {said}
        </button>
      )}
      {changeText && (
        <p className="rounded-md border border-stone-300 bg-white px-4 py-2 text-sm shadow-sm dark:border-stone-700 dark:bg-stone-900">
          {changeText}{' '}
          <button type="button" className="font-medium text-teal-800 underline dark:text-teal-300" onClick={onReload}>
            Reload it
          </button>
        </p>
      )}
    </div>
  )
}
