import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '../components/ui/PageHeading'
import { ResetPasswordForm } from '../features/account/ResetPasswordForm'

// The link a reset mail carries (design.md, "Accounts"): the token is checked when the new
// password is sent, so a used or expired link says so then, with the way to a new one.
export const Route = createFileRoute('/reset-password/$token')({
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  const { token } = Route.useParams()
  return (
    <div className="space-y-6">
      <PageHeading>Choose a new password</PageHeading>
      <ResetPasswordForm token={token} />
    </div>
  )
}
