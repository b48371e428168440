import { Link } from '@tanstack/react-router'

const linkClass =
  'inline-flex min-h-11 items-center rounded-md px-3 font-medium text-stone-700 hover:bg-stone-100 aria-[current=page]:bg-teal-50 aria-[current=page]:text-teal-900 dark:text-stone-300 dark:hover:bg-stone-800 dark:aria-[current=page]:bg-teal-950 dark:aria-[current=page]:text-teal-100'

/** The moderators' pages of a realm: its reports and its log. */
export function ModerationNav({ realmSlug }: { realmSlug: string }) {
  return (
    <nav aria-label="Moderation" className="flex flex-wrap gap-1">
      <Link to="/realms/$realmSlug/reports" params={{ realmSlug }} className={linkClass}>
        Reports
      </Link>
      <Link to="/realms/$realmSlug/log" params={{ realmSlug }} className={linkClass}>
        Moderation log
      </Link>
    </nav>
  )
}
