import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { moderationQueries } from '../../../api/queries/moderation'
import { type ModerationLogPage } from '../../../contract/schemas/moderation'
import { LoadMore } from '../../../components/ui/LoadMore'
import { Notice } from '../../../components/ui/Notice'
import { RelativeTime } from '../../../lib/time/RelativeTime'

type Entry = ModerationLogPage['entries'][number]

const did: Record<Entry['action'], string> = {
  removed: 'removed',
  restored: 'restored',
  report_removed: 'removed after a report',
  report_dismissed: 'dismissed a report of',
  board_created: 'made the board',
  board_updated: 'changed the board',
  board_deleted: 'deleted the board',
  boards_reordered: 'reordered the boards',
  invite_created: 'made an invite',
  invite_revoked: 'took back an invite',
  member_role_changed: "changed a member's role",
  member_removed: 'took a member out of the realm',
  member_left: 'left the realm',
}

/** "ada removed a post after a report", "ada changed the board": never whose words they were. */
function sentence(entry: Entry): string {
  const who = entry.moderator?.username ?? 'A former moderator'
  if (entry.target.kind !== 'post' && entry.target.kind !== 'comment') return `${who} ${did[entry.action]}`
  const words = entry.target.kind === 'post' ? 'a post' : 'a comment'
  return entry.action === 'report_removed' ? `${who} removed ${words} after a report` : `${who} ${did[entry.action]} ${words}`
}

/** Everything the realm's moderators did, newest first, 50 at a time: who, what, why and when. */
export function ModerationLog({ realmId }: { realmId: string }) {
  const list = useSuspenseInfiniteQuery(moderationQueries.log(realmId))
  const entries = list.data.pages.flatMap((page) => page.entries)
  if (entries.length === 0)
    return (
      <Notice title="Nothing in the log yet.">
        <p>
          Each removal, restore and decided report, and each change to the realm’s boards, invites and members, is written here with who did
          it.
        </p>
      </Notice>
    )
  return (
    <div className="space-y-4">
      <ol
        aria-label="Moderation log"
        className="divide-y divide-stone-200 rounded-lg border border-stone-300 dark:divide-stone-800 dark:border-stone-700"
      >
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-1 px-4 py-3">
            <p className="flex flex-wrap items-baseline gap-x-3">
              <span className="font-medium">{sentence(entry)}</span>
              <span className="text-sm text-stone-600 dark:text-stone-400">
                <RelativeTime dateTime={entry.created_at} />
              </span>
            </p>
            {entry.detail && <p className="text-sm wrap-anywhere text-stone-700 dark:text-stone-300">{entry.detail}</p>}
            {entry.reason && <p className="text-sm wrap-anywhere text-stone-700 dark:text-stone-300">Reason: “{entry.reason}”</p>}
            {entry.target.thread_id && (
              <Link
                to="/threads/$threadId"
                params={{ threadId: entry.target.thread_id }}
                search={entry.target.post_id ? { post: entry.target.post_id } : {}}
                className="self-start text-sm text-teal-800 underline underline-offset-2 dark:text-teal-300"
              >
                Open in its thread<span className="sr-only">: {sentence(entry)}</span>
              </Link>
            )}
          </li>
        ))}
      </ol>
      <LoadMore list={list} />
    </div>
  )
}
