import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '../components/ui/PageHeading'
import { UnsubscribeForm } from '../features/account/UnsubscribeForm'

// The link in a daily digest (design.md, "Accounts"); mail programs use the one-click address
// in its List-Unsubscribe header instead (RFC 8058).
export const Route = createFileRoute('/unsubscribe/$token')({
  component: UnsubscribePage,
})

function UnsubscribePage() {
  const { token } = Route.useParams()
  return (
    <div className="space-y-6">
      <PageHeading>Stop the daily mail?</PageHeading>
      <UnsubscribeForm token={token} />
    </div>
  )
}
