import { Link } from '@tanstack/react-router'
import { RelativeTime } from '../../../lib/time/RelativeTime'
import { type Report } from './report'
import { ReportedWords } from './ReportedWords'
import { ResolveActions } from './ResolveActions'

/** What became of the words since they were first reported, or null when nothing did. */
function fateSince(report: Report): string | null {
  if (report.current.deleted) return 'Its author has deleted it since.'
  if (report.current.removed) return 'It is removed.'
  return null
}

const times = (count: number) => (count === 1 ? 'once' : count === 2 ? 'twice' : `${count} times`)

/**
 * One reported post or comment: its words as first reported (kept through edits and deletion),
 * every reason given (never by whom), the words as they stand now when they changed, and for an
 * open report what a moderator may do.
 */
export function ReportEntry({ report, realmName, onResolved }: { report: Report; realmName: string; onResolved: () => void }) {
  const words = report.target.kind
  const who = report.snapshot.secret_identity.name
  const fate = fateSince(report)
  // A second copy only when the words themselves changed (an edit); deleted words have none.
  const edited = !report.current.deleted && report.current.content !== report.snapshot.content
  const headingId = `report-${report.id}`
  return (
    <article aria-labelledby={headingId} className="space-y-4 rounded-lg border border-stone-300 p-4 dark:border-stone-700">
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="font-semibold">
          {who}'s {words}, reported {times(report.count)}
        </h2>
        <Link
          to="/threads/$threadId"
          params={{ threadId: report.target.thread_id }}
          search={{ post: report.target.post_id }}
          className="text-sm text-teal-800 underline underline-offset-2 dark:text-teal-300"
        >
          Open in its thread
          <span className="sr-only">
            : {who}'s {words}
          </span>
        </Link>
      </header>
      <div className={`grid gap-4 ${edited ? 'md:grid-cols-2' : ''}`}>
        <ReportedWords
          label={
            <>
              As first reported, <RelativeTime dateTime={report.created_at} />
            </>
          }
          identity={report.snapshot.secret_identity}
          writtenAt={report.snapshot.created_at}
          content={report.snapshot.content}
          scope={`${report.id}-snapshot`}
        />
        {edited && (
          <ReportedWords
            label="As it stands now, edited by its author"
            identity={report.snapshot.secret_identity}
            writtenAt={report.snapshot.created_at}
            content={report.current.content}
            scope={`${report.id}-now`}
          />
        )}
      </div>
      {fate && <p className="text-sm font-medium text-stone-800 dark:text-stone-200">{fate}</p>}
      <section aria-label={`Reasons given for ${who}'s ${words}`} className="space-y-1">
        <h3 className="text-sm font-medium text-stone-700 dark:text-stone-300">Reasons</h3>
        <ul className="space-y-1">
          {report.reasons.map((reason, index) => (
            <li key={index} className="flex flex-wrap gap-x-2">
              <span className="wrap-anywhere">“{reason.reason}”</span>
              <span className="text-sm text-stone-600 dark:text-stone-400">
                <RelativeTime dateTime={reason.created_at} />
              </span>
            </li>
          ))}
        </ul>
      </section>
      {report.status === 'open' ? (
        <ResolveActions report={report} realmName={realmName} onResolved={onResolved} />
      ) : (
        <p className="text-sm text-stone-700 dark:text-stone-300">
          {report.outcome === 'removed' ? 'Removed' : 'Dismissed'}
          {report.closed_at && (
            <>
              {' '}
              <RelativeTime dateTime={report.closed_at} />
            </>
          )}
          .
        </p>
      )}
    </article>
  )
}
