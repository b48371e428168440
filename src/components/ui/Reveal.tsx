import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Button } from './Button'

/**
 * Keeps `children` out of the page (not merely blurred) until the reader asks, then moves
 * focus to what appeared, since the button that was pressed is gone.
 */
export function Reveal({ notice, action, children }: { notice: ReactNode; action: string; children: ReactNode }) {
  const [revealed, setRevealed] = useState(false)
  const region = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (revealed) region.current?.focus()
  }, [revealed])
  if (revealed) {
    return (
      <div ref={region} tabIndex={-1}>
        {children}
      </div>
    )
  }
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 p-3 dark:border-amber-800 dark:bg-amber-950">
      {notice}
      <Button className="mt-2" onClick={() => setRevealed(true)}>
        {action}
      </Button>
    </div>
  )
}

/** Content behind its content warnings, if it has any: one look for posts everywhere. */
export function WarnedContent({ warnings, children }: { warnings: readonly string[]; children: ReactNode }) {
  if (warnings.length === 0) return children
  const notice = (
    <p>
      <span className="font-semibold">Content warning:</span> {warnings.join(', ')}
    </p>
  )
  return (
    <Reveal notice={notice} action="Show content">
      {children}
    </Reveal>
  )
}
