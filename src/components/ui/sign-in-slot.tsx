import { createContext, type ReactNode, useContext } from 'react'

/**
 * How to sign in without leaving the page: the app puts its login form here (the root
 * route), so a feature that needs a session back in place (a post whose session ended) can
 * ask for it without knowing the auth feature.
 */
const SignInSlot = createContext<((onSignedIn: () => void) => ReactNode) | null>(null)

export const SignInSlotProvider = SignInSlot.Provider

export function useSignInSlot() {
  return useContext(SignInSlot)
}
