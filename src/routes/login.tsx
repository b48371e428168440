import { createFileRoute, Link } from '@tanstack/react-router'
import { PageHeading } from '../components/ui/PageHeading'
import { LoginForm } from '../features/auth/LoginForm'
import { searchText } from '../lib/search-params'

export const Route = createFileRoute('/login')({
  validateSearch: (search): { redirect?: string } => ({ redirect: searchText(search.redirect) }),
  component: LoginPage,
})

function LoginPage() {
  const { redirect } = Route.useSearch()
  return (
    <div className="space-y-6">
      <PageHeading>Log in</PageHeading>
      <LoginForm redirectTo={redirect} />
      <p>
        <Link to="/forgot-password" className="underline">
          Forgot your password?
        </Link>
      </p>
    </div>
  )
}
