import { ApiError } from '../../api/client'
import { type JoinWay } from './use-accept-invite'

/**
 * What a failed join means, in plain words, for each refusal the contract names. The server's
 * own words are shown under it. A 403 on a pending invite is another email's (a used one
 * turns the page into its own explanation).
 */
export function joinErrorTitle(error: unknown, way: JoinWay['kind'] | undefined, invite: { realmName: string; requiresEmail: boolean }): string {
  const status = error instanceof ApiError ? error.status : undefined
  switch (status) {
    case 400:
      return 'Enter an email and a password to create your account.'
    case 401:
      return way === 'new-account'
        ? 'This email already has an account, and that is not its password. If it is yours, choose “I already have an account”.'
        : 'That email and password do not match an account.'
    case 403:
      return invite.requiresEmail
        ? 'This invite was made for another email address. Use the address it was sent to, or ask for a new invite.'
        : 'This invite is no longer valid. Ask the person who sent it for a new link.'
    case 404:
      return 'This invite does not exist. Ask for a new link.'
    case 409:
      return `You are already a member of ${invite.realmName}.`
    case 429:
      return 'Too many tries from here. Wait a minute, then try again.'
    case 0:
      return 'The server could not be reached. Your details are still here: try again.'
    default:
      return 'Joining failed. Your details are still here: try again.'
  }
}
