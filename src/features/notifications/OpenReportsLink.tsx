import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useIsLoggedIn } from '../../api/access-token'
import { userQueries } from '../../api/queries/users'
import { type NotificationPage } from '../../contract/schemas/notification'
import { buttonClass } from '../../components/ui/Button'
import { plural } from '../../lib/plural'

/**
 * Beside the bell, for moderators: how many reports wait in each realm they moderate that has
 * any, each a way to its Reports page. Kept current with the notifications (a report is one).
 */
export function OpenReportsLink({ openReports }: { openReports: NotificationPage['open_reports'] }) {
  const loggedIn = useIsLoggedIn()
  const me = useQuery({ ...userQueries.me(), enabled: loggedIn })
  const realms = me.data?.realms ?? []
  return openReports.map((open) => {
    const realm = realms.find((each) => each.id === open.realm_id)
    if (!realm || open.count === 0) return null
    return (
      <Link
        key={open.realm_id}
        to="/realms/$realmSlug/reports"
        params={{ realmSlug: realm.slug }}
        className={buttonClass('secondary', 'gap-1.5 border-amber-600 dark:border-amber-400')}
      >
        <span
          aria-hidden="true"
          className="min-w-5 rounded-full bg-amber-700 px-1.5 text-center text-xs font-bold text-white dark:bg-amber-300 dark:text-stone-950"
        >
          {open.count > 99 ? '99+' : open.count}
        </span>
        <span aria-hidden="true">{open.count === 1 ? 'report' : 'reports'}</span>
        <span className="sr-only">
          {plural(open.count, 'open report')} in {realm.name}
        </span>
      </Link>
    )
  })
}
