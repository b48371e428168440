import { useId, useState } from 'react'
import { Button } from '../../components/ui/Button'
import { Reveal } from '../../components/ui/Reveal'
import { DeltaContent } from '../../lib/delta/DeltaContent'
import { isLongDelta } from '../../lib/delta/delta-lines'

/**
 * A thread's opening post on a card. Content warnings keep it out of the page (not merely
 * blurred) until the reader asks; long posts are clamped with "Show more".
 */
export function StarterContent({ content, warnings }: { content: string; warnings: readonly string[] }) {
  if (warnings.length === 0) return <ClampedContent content={content} />
  return (
    <Reveal notice={<ContentWarnings warnings={warnings} />} action="Show content">
      <ClampedContent content={content} />
    </Reveal>
  )
}

function ContentWarnings({ warnings }: { warnings: readonly string[] }) {
  return (
    <p>
      <span className="font-semibold">Content warning:</span> {warnings.join(', ')}
    </p>
  )
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
