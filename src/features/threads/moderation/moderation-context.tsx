import { createContext, useContext } from 'react'

/** What a moderator or a member acts on: a post, or a comment on `postId`, as the page shows it now. */
export interface ModerationTarget {
  words: 'post' | 'comment'
  id: string
  postId: string
  /** Whose words, for the dialog's and the buttons' names ("Hojicha Hare's post"). */
  who: string
}

/** A moderator removes and restores; a member reports what others wrote. */
export type ModerationControl =
  | {
      kind: 'moderator'
      /** Opens the dialog asking why, then removes. */
      remove: (target: ModerationTarget) => void
      restore: (target: ModerationTarget) => void
    }
  | {
      kind: 'member'
      /** Opens the dialog asking why, then reports. */
      report: (target: ModerationTarget) => void
    }

const ModerationContext = createContext<ModerationControl | null>(null)

export const ModerationProvider = ModerationContext.Provider

/** The page's moderation: null for visitors and for readers of another realm. */
export function useModeration(): ModerationControl | null {
  return useContext(ModerationContext)
}

/** Whether words so placed get a button: Remove or Restore for a moderator, Report for a member (not on their own). */
export function hasModerationAction(control: ModerationControl | null, words: { own: boolean; removed: boolean; deleted: boolean }) {
  if (!control || words.deleted) return false
  return control.kind === 'moderator' || (!words.own && !words.removed)
}
