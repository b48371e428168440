import { ApiError } from '../../api/client'
import { type JoinWay } from './use-accept-invite'

/**
 * What a failed join means, in plain words, for each refusal the contract names: one message,
 * beside the form. A 403 on a pending invite is another email's (a used one turns the page
 * into its own explanation). A 401 never says that an email has an account: whoever holds an
 * invite link would learn it of any address (decision 019).
 */
export function joinErrorMessage(
  error: unknown,
  way: JoinWay['kind'] | undefined,
  invite: { realmName: string; requiresEmail: boolean },
): string {
  const status = error instanceof ApiError ? error.status : undefined
  switch (status) {
    case 400:
      return 'Enter an email and a password to create your account.'
    case 401:
      return way === 'new-account'
        ? 'Those details didn’t work. If you already have an account, choose “I already have an account” and use its password; if not, try another email address.'
        : 'That email and password don’t match. Check both, then try again.'
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
