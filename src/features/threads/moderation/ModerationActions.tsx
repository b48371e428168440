import { Button } from '../../../components/ui/Button'
import { TOUCH_TARGET } from '../posts/touch-target'
import { hasModerationAction, type ModerationTarget, useModeration } from './moderation-context'

/**
 * "Remove" on a post or comment for the realm's moderators, "Restore" once removed; "Report" for
 * its other members, on what others wrote; nothing for anyone else, nor on what its author
 * deleted. `when` tells one writer's posts apart in the names.
 */
export function ModerationActions({
  target,
  own,
  removed,
  deleted,
  when,
}: {
  target: ModerationTarget
  own: boolean
  removed: boolean
  deleted: boolean
  when: string
}) {
  const moderation = useModeration()
  if (!moderation || !hasModerationAction(moderation, { own, removed, deleted })) return null
  const named = `${target.who}'s ${target.words}, ${when}`
  if (moderation.kind === 'member')
    return (
      <Button
        variant="quiet"
        aria-label={`Report ${named}`}
        aria-haspopup="dialog"
        className={TOUCH_TARGET}
        onClick={() => moderation.report(target)}
      >
        Report
      </Button>
    )
  return removed ? (
    <Button variant="quiet" aria-label={`Restore ${named}`} className={TOUCH_TARGET} onClick={() => moderation.restore(target)}>
      Restore
    </Button>
  ) : (
    <Button
      variant="quiet"
      aria-label={`Remove ${named}`}
      aria-haspopup="dialog"
      className={TOUCH_TARGET}
      onClick={() => moderation.remove(target)}
    >
      Remove
    </Button>
  )
}
