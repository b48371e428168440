import { type ReactNode } from 'react'

/**
 * The page's one h1. It takes focus after each navigation (see use-focus-on-navigation),
 * so screen-reader users hear where they arrived; tabIndex -1 makes it focusable by script only.
 */
export function PageHeading({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <h1 tabIndex={-1} className={`text-2xl font-semibold tracking-tight break-words ${className}`}>
      {children}
    </h1>
  )
}
