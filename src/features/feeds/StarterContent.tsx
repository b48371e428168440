import { useId, useMemo, useState } from 'react'
import { Button } from '../../components/ui/Button'
import { WarnedContent } from '../../components/ui/Reveal'
import { DeltaContent } from '../../lib/delta/DeltaContent'
import { cardClamp } from '../../lib/delta/delta-lines'

/**
 * A thread's opening post on a card. Content warnings keep it out of the page (not merely
 * blurred) until the reader asks; long posts are clamped with "Show more".
 */
export function StarterContent({
  content,
  postId,
  warnings,
  skipBlock,
}: {
  content: string
  /** Whose spoilers these are: a reveal in the feed holds in the thread too. */
  postId: string
  warnings: readonly string[]
  /** The title's block, shown as the card's heading already. */
  skipBlock: number | null
}) {
  return (
    <WarnedContent warnings={warnings}>
      <ClampedContent content={content} postId={postId} skipBlock={skipBlock} />
    </WarnedContent>
  )
}

function ClampedContent({ content, postId, skipBlock }: { content: string; postId: string; skipBlock: number | null }) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  // Parsing the delta again on every "Show more" toggle would be wasted work.
  const clamp = useMemo(() => cardClamp(content), [content])
  const long = clamp !== null
  const clamped = long && !expanded
  return (
    <div>
      <div
        id={id}
        className={
          clamped
            ? // A picture's height is known only once it has loaded: its card keeps the whole
              // clamp's height from the start, so the cards below do not move when it comes.
              `relative ${clamp === 'picture' ? 'h-56' : 'max-h-56'} overflow-hidden [mask-image:linear-gradient(to_bottom,black_70%,transparent)]`
            : undefined
        }
      >
        <DeltaContent content={content} skipBlock={skipBlock} revealScope={postId} />
      </div>
      {long && (
        <Button variant="quiet" className="mt-1" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show less' : 'Show more'}
        </Button>
      )}
    </div>
  )
}
