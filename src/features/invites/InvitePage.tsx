import { Link } from '@tanstack/react-router'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { ApiError } from '../../api/client'
import { type Me } from '../../contract/schemas/me'
import { PASSWORD_MIN } from '../../contract/shapes/passwords'
import { type InviteStatus } from '../../contract/schemas/invite'
import { type Realm } from '../../contract/schemas/realm'
import { Button, buttonClass } from '../../components/ui/Button'
import { fieldClass, formErrorClass } from '../../components/ui/field'
import { Notice } from '../../components/ui/Notice'
import { PageHeading } from '../../components/ui/PageHeading'
import { useHydrated } from '../../lib/use-hydrated'
import { joinErrorMessage } from './join-error'
import { type JoinWay, useAcceptInvite } from './use-accept-invite'

interface InvitePageProps {
  realmId: string
  nonce: string
  status: InviteStatus
  realm: Realm
  /** The signed-in user, or undefined for a visitor. */
  me: Me | undefined
}

/** An invite, as its link opens: join with one press, with a new account, or with one you have. */
export function InvitePage({ realmId, nonce, status, realm, me }: InvitePageProps) {
  const accept = useAcceptInvite(realmId, nonce)
  const member = me?.realms.some((membership) => membership.id === realm.id)
  // Joined: the page is on its way to the realm's home. Until it gets there it must not say
  // "already a member, keep the invite" (their realms are refreshed first) nor "ask for a new link".
  if (accept.isSuccess || (member && accept.isPending)) return <Joined realm={realm} />
  if (status.invite_status !== 'pending') {
    return member ? <Joined realm={realm} /> : <NoLongerValid status={status} realm={realm} signedIn={me !== undefined} />
  }
  const error = accept.isError && (
    <JoinError error={accept.error} way={accept.variables?.kind} realm={realm} requiresEmail={status.requires_email} />
  )
  return (
    <div className="space-y-6">
      <PageHeading>You are invited to {realm.name}</PageHeading>
      {me && member ? (
        <AlreadyMember realm={realm} />
      ) : me ? (
        <div className="space-y-4">
          <p>
            You are signed in as <strong>{me.username}</strong>. Joining opens {realm.name}’s boards to you, members-only ones included.
          </p>
          {error}
          <Button
            variant="primary"
            aria-disabled={accept.isPending}
            aria-busy={accept.isPending}
            onClick={() => !accept.isPending && accept.mutate({ kind: 'signed-in' })}
          >
            Join {realm.name}
          </Button>
        </div>
      ) : (
        <JoinForm
          requiresEmail={status.requires_email}
          realmName={realm.name}
          pending={accept.isPending}
          error={error}
          onJoin={(way) => accept.mutate(way)}
        />
      )}
    </div>
  )
}

function JoinForm({
  requiresEmail,
  realmName,
  pending,
  error,
  onJoin,
}: {
  requiresEmail: boolean
  realmName: string
  pending: boolean
  error: ReactNode
  onJoin: (way: JoinWay) => void
}) {
  const [hasAccount, setHasAccount] = useState(false)
  // Kept in state, so switching between "new" and "I have an account" keeps what was typed.
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const hintId = useId()
  const errorId = useId()
  // Drawn by the server, the form waits for the app: sent by the browser itself, the password
  // would go in the page's address.
  const hydrated = useHydrated()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    onJoin({ kind: hasAccount ? 'existing-account' : 'new-account', credentials: { email: email.trim(), password } })
  }

  return (
    <div className="max-w-sm space-y-4">
      <p>{hasAccount ? `Log in, and you join ${realmName} at once.` : `Create your account to join ${realmName}.`}</p>
      {requiresEmail && (
        <p className="text-stone-700 dark:text-stone-300">This invite is for one email address: use the one it was sent to.</p>
      )}
      <form method="post" onSubmit={submit} aria-describedby={error ? errorId : undefined}>
        <fieldset disabled={!hydrated} className="space-y-4">
          {error && <div id={errorId}>{error}</div>}
          <label className="block">
            Email
            <input
              name="email"
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className={fieldClass}
            />
          </label>
          <label className="block">
            Password
            <input
              name="password"
              type="password"
              autoComplete={hasAccount ? 'current-password' : 'new-password'}
              required
              minLength={hasAccount ? undefined : PASSWORD_MIN}
              aria-describedby={hasAccount ? undefined : hintId}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              className={fieldClass}
            />
          </label>
          {!hasAccount && (
            <p id={hintId} className="text-sm text-stone-700 dark:text-stone-300">
              At least {PASSWORD_MIN} characters.
            </p>
          )}
          <Button type="submit" variant="primary" aria-disabled={pending} aria-busy={pending}>
            {hasAccount ? 'Log in and join' : 'Create account and join'}
          </Button>
        </fieldset>
      </form>
      <Button variant="quiet" onClick={() => setHasAccount(!hasAccount)}>
        {hasAccount ? 'I am new here: create an account' : 'I already have an account'}
      </Button>
    </div>
  )
}

function JoinError({
  error,
  way,
  realm,
  requiresEmail,
}: {
  error: Error
  way: JoinWay['kind'] | undefined
  realm: Realm
  requiresEmail: boolean
}) {
  const status = error instanceof ApiError ? error.status : undefined
  // One message: the server's words only where the app has none better (an unexpected failure).
  const known = status !== undefined && [0, 400, 401, 403, 404, 409, 429].includes(status)
  return (
    <div role="alert" className={`${formErrorClass} space-y-1`}>
      <p>{joinErrorMessage(error, way, { realmName: realm.name, requiresEmail })}</p>
      {!known && <p className="text-sm">{error.message}</p>}
      {status === 409 && (
        <Link to="/realms/$realmSlug" params={{ realmSlug: realm.slug }} className="underline">
          Go to {realm.name}
        </Link>
      )}
    </div>
  )
}

function AlreadyMember({ realm }: { realm: Realm }) {
  return (
    <Notice title={`You are already a member of ${realm.name}.`}>
      <p>This invite is not needed: keep it for someone else.</p>
      <Link to="/realms/$realmSlug" params={{ realmSlug: realm.slug }} className={buttonClass('primary')}>
        Go to {realm.name}
      </Link>
    </Notice>
  )
}

/** A member of the invite's realm, the link used or spent: there is nothing left to do but go in. */
function Joined({ realm }: { realm: Realm }) {
  return (
    <div className="space-y-6">
      <PageHeading>You are a member of {realm.name}</PageHeading>
      <Notice title="You’re in.">
        <p>This invite link has done its work: you need nothing more from it.</p>
        <Link to="/realms/$realmSlug" params={{ realmSlug: realm.slug }} className={buttonClass('primary')}>
          Go to {realm.name}
        </Link>
      </Notice>
    </div>
  )
}

/** Why a link no longer works, in the reader's words. */
const whyNot = {
  used: 'It has been used already: each invite works once.',
  expired: 'It has expired: invites work for 7 days.',
  revoked: 'A moderator of the realm took it back.',
} as const

/**
 * A used, expired or revoked link, for someone who is not (or not visibly) a member. A visitor
 * may be the very person who used it: they are told how to get in before being sent for a new link.
 */
function NoLongerValid({ status, realm, signedIn }: { status: InviteStatus; realm: Realm; signedIn: boolean }) {
  const used = status.invite_status === 'used'
  return (
    <div className="space-y-6">
      <PageHeading>This invite is no longer valid</PageHeading>
      <Notice title={`This invite to ${realm.name} cannot be used any more.`}>
        <p>{status.invite_status === 'pending' ? null : whyNot[status.invite_status]}</p>
        {used && !signedIn && <p>If you used it, you are a member: log in to go to {realm.name}.</p>}
        <p>{used && !signedIn ? 'If not, ask' : 'Ask'} the person who sent it for a new link.</p>
        <div className="flex flex-wrap gap-3">
          {!signedIn && (
            <Link to="/login" search={{ redirect: `/realms/${realm.slug}` }} className={buttonClass('primary')}>
              {used ? 'Log in' : 'Already a member? Log in'}
            </Link>
          )}
          <Link to="/realms/$realmSlug" params={{ realmSlug: realm.slug }} className={buttonClass('secondary')}>
            Look around {realm.name}
          </Link>
        </div>
      </Notice>
    </div>
  )
}
