import { Link } from '@tanstack/react-router'

const linkClass =
  'inline-flex min-h-11 items-center rounded-md px-3 font-medium text-stone-700 hover:bg-stone-100 aria-[current=page]:bg-teal-50 aria-[current=page]:text-teal-900 dark:text-stone-300 dark:hover:bg-stone-800 dark:aria-[current=page]:bg-teal-950 dark:aria-[current=page]:text-teal-100'

// Exact: "Boards" (…/admin) is not also the current page under …/admin/invites.
const exact = { exact: true } as const

/** The moderators' pages of a realm (design.md, "Realm admin"): running it, and moderating it. */
export function RealmAdminNav({ realmSlug }: { realmSlug: string }) {
  const params = { realmSlug }
  return (
    <nav aria-label="Realm admin" className="flex flex-wrap gap-1">
      <Link to="/realms/$realmSlug/admin" params={params} activeOptions={exact} className={linkClass}>
        Boards
      </Link>
      <Link to="/realms/$realmSlug/admin/invites" params={params} activeOptions={exact} className={linkClass}>
        Invites
      </Link>
      <Link to="/realms/$realmSlug/admin/members" params={params} activeOptions={exact} className={linkClass}>
        Members
      </Link>
      <Link to="/realms/$realmSlug/reports" params={params} className={linkClass}>
        Reports
      </Link>
      <Link to="/realms/$realmSlug/log" params={params} className={linkClass}>
        Moderation log
      </Link>
    </nav>
  )
}
