import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '../components/ui/PageHeading'
import { ForgotPasswordForm } from '../features/account/ForgotPasswordForm'

export const Route = createFileRoute('/forgot-password')({
  component: ForgotPasswordPage,
})

function ForgotPasswordPage() {
  return (
    <div className="space-y-6">
      <PageHeading>Forgot your password?</PageHeading>
      <ForgotPasswordForm />
    </div>
  )
}
