import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { PageHeading } from '../components/ui/PageHeading'
import { LoginForm } from '../features/auth/LoginForm'

export const Route = createFileRoute('/login')({
  validateSearch: z.object({ redirect: z.catch(z.optional(z.string()), undefined) }),
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
