import { moderationMutations } from '../../../api/queries/moderation'
import { COMMON_REASONS, ReasonDialog } from '../../../components/forum/ReasonDialog'
import { type ModerationTarget } from './moderation-context'

/** The server takes a removal's reason of at most this many characters. */
const REMOVAL_MAX_CHARS = 500

/** Why a moderator removes a post or comment. Its author reads the reason beside their words; nobody else reads either. */
export function RemoveDialog({ target, onDone }: { target: ModerationTarget; onDone: (reason: string | null) => void }) {
  return (
    <ReasonDialog
      title={`Remove ${target.who}'s ${target.words}`}
      description="Everyone else will read “[removed by a moderator]”. Its author keeps reading it, with your reason."
      reasons={COMMON_REASONS}
      maxChars={REMOVAL_MAX_CHARS}
      verb="Remove"
      pendingVerb="Removing…"
      send={(reason) => moderationMutations.remove(target.words, target.id, reason)}
      onDone={onDone}
    />
  )
}
