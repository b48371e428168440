import { createContext, useContext } from 'react'

/** What a moderator acts on: a post, or a comment on `postId`, as the page shows it now. */
export interface ModerationTarget {
  words: 'post' | 'comment'
  id: string
  postId: string
  /** Whose words, for the dialog's and the buttons' names ("Hojicha Hare's post"). */
  who: string
}

export interface ModerationControl {
  /** Opens the dialog asking why, then removes. */
  remove: (target: ModerationTarget) => void
  restore: (target: ModerationTarget) => void
}

const ModerationContext = createContext<ModerationControl | null>(null)

export const ModerationProvider = ModerationContext.Provider

/** The page's moderation, or null for everyone but the realm's moderators. */
export function useModeration(): ModerationControl | null {
  return useContext(ModerationContext)
}
