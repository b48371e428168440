import { useState } from 'react'
import { buttonClass } from '../../../components/ui/Button'
import { showToast } from '../../../components/ui/toasts'
import { plural } from '../../../lib/plural'

/** "1 new thread · 2 threads with new activity", or nothing. */
function feedNewsText(newThreads: number, active: number): string {
  const parts = [newThreads > 0 ? plural(newThreads, 'new thread') : '', active > 0 ? `${plural(active, 'thread')} with new activity` : '']
  return parts.filter(Boolean).join(' · ')
}

/**
 * What happened on the feed's boards while the reader read, waiting until asked for. A polite
 * live region says it as it changes; the button reads the feed again and takes the reader to
 * its top, where the news is. The pages below stay loaded.
 */
export function NewThreadsPill({ newThreads, active, onRefresh }: { newThreads: number; active: number; onRefresh: () => Promise<void> }) {
  const [busy, setBusy] = useState(false)
  const said = feedNewsText(newThreads, active)
  return (
    <div className="sticky top-2 z-20 flex justify-center">
      <p role="status" className="sr-only">
        {said}
      </p>
      {said && (
        <button
          type="button"
          disabled={busy}
          className={buttonClass('primary', 'rounded-full shadow-md')}
          onClick={async () => {
            setBusy(true)
            try {
              await onRefresh()
              window.scrollTo({ top: 0 })
              document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true })
            } catch (error) {
              showToast({
                tone: 'error',
                title: 'The feed could not be refreshed.',
                description: error instanceof Error ? error.message : String(error),
              })
            } finally {
              setBusy(false)
            }
          }}
        >
          <span aria-hidden="true">↑</span> Show {said}
        </button>
      )}
    </div>
  )
}
