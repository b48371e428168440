import { createContext, type ReactNode, useContext } from 'react'
import { type ComposerTarget, type Posted } from '../../lib/composer-target'

/** How the page writes: the route hands in the writing feature's composer. */
export type RenderComposer = (target: ComposerTarget, done: (posted: Posted | null) => void) => ReactNode

export interface ComposerControl {
  /** The open composer, if any: one at a time per page. */
  target: ComposerTarget | null
  open: (target: ComposerTarget) => void
  /** Draws the open composer where the layout puts it; `onPosted` brings what was posted into view. */
  render: (onPosted: (posted: Posted) => void) => ReactNode
}

const ComposerContext = createContext<ComposerControl | null>(null)

export const ComposerProvider = ComposerContext.Provider

/** The page's composer, or null where nobody can write (a visitor, or no writing wired in). */
export function useComposer(): ComposerControl | null {
  return useContext(ComposerContext)
}
