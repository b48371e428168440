import { Link } from '@tanstack/react-router'
import { buttonClass } from '../../components/ui/Button'
import { Notice } from '../../components/ui/Notice'
import { PageHeading } from '../../components/ui/PageHeading'

/** A moderators' page, opened by someone who does not moderate the realm: what it is, and the way back. */
export function ForModeratorsOnly({
  title,
  realmName,
  realmSlug,
}: {
  /** The page's own heading ("Reports"). */
  title: string
  realmName: string
  realmSlug: string
}) {
  return (
    <div className="space-y-4">
      <PageHeading>{title}</PageHeading>
      <Notice title={`For the moderators of ${realmName}`}>
        <p>Only moderators of {realmName} can manage it. To tell them about a post or comment, use “Report” beside it.</p>
        <Link to="/realms/$realmSlug" params={{ realmSlug }} className={buttonClass('secondary', 'mt-2')}>
          Go to {realmName}
        </Link>
      </Notice>
    </div>
  )
}
