import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { moderationMutations, moderationQueries } from '../../../api/queries/moderation'
import { notificationQueries } from '../../../api/queries/notifications'
import { threadQueries } from '../../../api/queries/threads'
import { type Resolution } from '../../../contract/schemas/moderation'
import { Button } from '../../../components/ui/Button'
import { showToast } from '../../../components/ui/toasts'
import { COMMON_REASONS, ReasonDialog } from '../../../components/forum/ReasonDialog'
import { type Report } from './report'

/** The server takes a resolution's reason of at most this many characters. */
const RESOLUTION_MAX_CHARS = 500

type Removing = 'remove' | 'remove-member'

/**
 * What a moderator does with an open report: remove the words (saying why), dismiss the report,
 * or remove them and take their author out of the realm, without ever learning who that is.
 */
export function ResolveActions({ report, realmName, onResolved }: { report: Report; realmName: string; onResolved: () => void }) {
  const queryClient = useQueryClient()
  const [removing, setRemoving] = useState<Removing | null>(null)
  const who = `${report.snapshot.secret_identity.name}'s ${report.target.kind}`
  const resolved = async (title: string) => {
    showToast({ tone: 'info', title })
    void queryClient.invalidateQueries({ queryKey: notificationQueries.all() })
    void queryClient.invalidateQueries({ queryKey: threadQueries.detail(report.target.thread_id).queryKey })
    await queryClient.invalidateQueries({ queryKey: moderationQueries.all() })
    // The entry has left the open list: focus goes to the list, not to the page's end.
    onResolved()
  }
  const resolve = (resolution: Resolution) => moderationMutations.resolve(report.id, resolution)
  const dismiss = useMutation({
    mutationFn: () => resolve({ outcome: 'dismissed' }),
    onSuccess: () => resolved(`Report of ${who} dismissed`),
    onError: (error) => showToast({ tone: 'error', title: 'Not dismissed', description: error.message }),
  })
  const gone = report.current.deleted || report.current.removed
  return (
    <div className="flex flex-wrap gap-2">
      {!gone && (
        <Button variant="primary" aria-haspopup="dialog" aria-label={`Remove ${who}`} onClick={() => setRemoving('remove')}>
          Remove
        </Button>
      )}
      <Button
        aria-label={`Dismiss the report of ${who}`}
        aria-disabled={dismiss.isPending}
        onClick={() => !dismiss.isPending && dismiss.mutate()}
      >
        {dismiss.isPending ? 'Dismissing…' : 'Dismiss'}
      </Button>
      {!gone && (
        <Button
          aria-haspopup="dialog"
          aria-label={`Remove ${who} and take its author out of ${realmName}`}
          onClick={() => setRemoving('remove-member')}
        >
          Remove and take out of the realm
        </Button>
      )}
      {removing && (
        <ReasonDialog
          title={removing === 'remove' ? `Remove ${who}` : `Remove ${who} and take its author out of ${realmName}`}
          description={
            removing === 'remove'
              ? 'Everyone else will read “[removed by a moderator]”. Its author keeps reading it, with your reason.'
              : `Its author stops being a member of ${realmName}; you will not learn who they are. They keep reading their words, with your reason.`
          }
          reasons={COMMON_REASONS}
          maxChars={RESOLUTION_MAX_CHARS}
          verb={removing === 'remove' ? 'Remove' : 'Remove and take out'}
          pendingVerb="Removing…"
          send={(reason) => resolve({ outcome: 'removed', reason, remove_member: removing === 'remove-member' })}
          onDone={(reason) => {
            setRemoving(null)
            if (reason !== null)
              void resolved(removing === 'remove' ? `${who} removed` : `${who} removed, and its author taken out of ${realmName}`)
          }}
        />
      )}
    </div>
  )
}
