import { type ReactNode } from 'react'
import { type SecretIdentity } from '../../../contract/schemas/secret-identity'
import { SecretIdentityBadge } from '../../../components/forum/SecretIdentityBadge'
import { DeltaContent } from '../../../lib/delta/DeltaContent'
import { RelativeTime } from '../../../lib/time/RelativeTime'

/**
 * Reported words drawn as the thread draws them: the identity, when, and the rich text (its
 * spoilers and warnings behind their reveals, scoped to this copy). `label` says which copy it
 * is: as reported, or as it stands now.
 */
export function ReportedWords({
  label,
  identity,
  writtenAt,
  content,
  scope,
  note,
}: {
  label: ReactNode
  identity: SecretIdentity
  writtenAt: string
  content: string
  /** Tells this copy's reveals from the other copy's of the same words. */
  scope: string
  note?: ReactNode
}) {
  return (
    <figure className="min-w-0 space-y-2">
      <figcaption className="text-sm font-medium text-stone-700 dark:text-stone-300">{label}</figcaption>
      <div className="space-y-3 rounded-lg border border-stone-300 bg-white p-4 wrap-anywhere dark:border-stone-700 dark:bg-stone-900">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <SecretIdentityBadge identity={identity} />
          <span className="text-sm text-stone-700 dark:text-stone-300">
            <RelativeTime dateTime={writtenAt} />
          </span>
        </p>
        {note}
        <DeltaContent content={content} revealScope={scope} />
      </div>
    </figure>
  )
}
