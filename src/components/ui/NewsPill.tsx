import { type ReactNode, useState } from 'react'
import { buttonClass } from './Button'
import { showToast } from './toasts'

/**
 * "Show 3 new replies": news that waits until the reader asks for it. A polite live region says
 * `news` as it changes (once per change, not on every render); the button, shown while there is
 * news, runs `onShow` and says so in a toast if it fails. `children` goes beside it (a note of
 * its own, such as a thread that moved).
 */
export function NewsPill({
  news,
  arrow,
  failedTitle,
  onShow,
  children,
}: {
  news: string
  arrow: '↑' | '↓'
  failedTitle: string
  onShow: () => Promise<void>
  children?: ReactNode
}) {
  const [busy, setBusy] = useState(false)
  return (
    <div className="sticky top-2 z-20 flex flex-col items-center gap-2">
      <p role="status" className="sr-only">
        {news}
      </p>
      {news && (
        <button
          type="button"
          disabled={busy}
          className={buttonClass('primary', 'rounded-full shadow-md')}
          onClick={async () => {
            setBusy(true)
            try {
              await onShow()
            } catch (error) {
              showToast({ tone: 'error', title: failedTitle, description: error instanceof Error ? error.message : String(error) })
            } finally {
              setBusy(false)
            }
          }}
        >
          <span aria-hidden="true">{arrow}</span> Show {news}
        </button>
      )}
      {children}
    </div>
  )
}
