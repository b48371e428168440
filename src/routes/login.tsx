import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { PageHeading } from '../components/ui/PageHeading'
import { LoginForm } from '../features/auth/LoginForm'

export const Route = createFileRoute('/login')({
  validateSearch: z.object({ redirect: z.string().optional().catch(undefined) }),
  component: LoginPage,
})

function LoginPage() {
  const { redirect } = Route.useSearch()
  return (
    <div className="space-y-6">
      <PageHeading>Log in</PageHeading>
      <LoginForm redirectTo={redirect} />
    </div>
  )
}
