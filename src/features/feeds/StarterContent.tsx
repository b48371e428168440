import { useId, useState } from 'react'
import { Button } from '../../components/ui/Button'
import { DeltaContent } from '../../lib/delta/DeltaContent'
import { isLongDelta } from '../../lib/delta/delta-lines'

/**
 * A thread's opening post on a card. Content warnings keep it out of the page (not merely
 * blurred) until the reader asks; long posts are clamped with "Show more".
 */
export function StarterContent({ content, warnings }: { content: string; warnings: readonly string[] }) {
  const [revealed, setRevealed] = useState(warnings.length === 0)
  if (!revealed) {
    return (
      <div className="rounded-md border border-amber-300 bg-amber-50 p-3 dark:border-amber-800 dark:bg-amber-950">
        <p>
          <span className="font-semibold">Content warning:</span> {warnings.join(', ')}
        </p>
        <Button className="mt-2" onClick={() => setRevealed(true)}>
          Show content
        </Button>
      </div>
    )
  }
  return <ClampedContent content={content} />
}

function ClampedContent({ content }: { content: string }) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  const long = isLongDelta(content)
  const clamped = long && !expanded
  return (
    <div>
      <div
        id={id}
        className={clamped ? 'relative max-h-56 overflow-hidden [mask-image:linear-gradient(to_bottom,black_70%,transparent)]' : undefined}
      >
        <DeltaContent content={content} />
      </div>
      {long && (
        <Button variant="quiet" className="mt-1" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show less' : 'Show more'}
        </Button>
      )}
    </div>
  )
}
