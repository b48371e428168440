import { moderationMutations } from '../../../api/queries/moderation'
import { COMMON_REASONS, ReasonDialog } from '../../../components/forum/ReasonDialog'
import { type ModerationTarget } from './moderation-context'

/** The server takes a report's reason of at most this many characters. */
const REPORT_MAX_CHARS = 1000

/** A member tells the realm's moderators about a post or comment. Its author never learns who. */
export function ReportDialog({ target, onDone }: { target: ModerationTarget; onDone: () => void }) {
  return (
    <ReasonDialog
      title={`Report ${target.who}'s ${target.words}`}
      description="Only the realm's moderators read your report, and never with your name: its author does not learn who reported it."
      reasons={COMMON_REASONS}
      maxChars={REPORT_MAX_CHARS}
      verb="Report"
      pendingVerb="Reporting…"
      send={(reason) => moderationMutations.report(target.words, target.id, reason)}
      onDone={onDone}
      thanks="Thanks — the moderators will look at it."
    />
  )
}
