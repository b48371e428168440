import { useEffect, useRef } from 'react'
import { type Draft, type DraftPlace, loadDraft, onUserDraftsRemoved, removeDraft, saveDraft } from '../../lib/drafts/drafts'

const SAVE_AFTER_MS = 400

/**
 * A composer's draft: what was kept for this place (read once, on opening), kept again a
 * moment after each change and when the page goes away, and removed once posted, discarded,
 * or its user logs out (after which nothing is kept again).
 */
export function useDraft(place: DraftPlace, current: Omit<Draft, 'savedAt'>, hasWords: boolean) {
  const key = JSON.stringify(place)
  const latest = useRef({ place, current, hasWords, done: false })
  useEffect(() => {
    latest.current = { ...latest.current, place, current, hasWords }
  })

  useEffect(() => {
    const save = () => {
      const { place: where, current: draft, hasWords: worth, done } = latest.current
      if (done) return
      if (worth) saveDraft(where, draft)
      else removeDraft(where)
    }
    const timer = window.setTimeout(save, SAVE_AFTER_MS)
    window.addEventListener('pagehide', save)
    return () => {
      window.clearTimeout(timer)
      window.removeEventListener('pagehide', save)
      save()
    }
    // Saved again whenever what is written changes.
  }, [key, current])

  useEffect(
    () =>
      onUserDraftsRemoved((userId) => {
        if (userId === latest.current.place.userId) latest.current.done = true
      }),
    [],
  )

  return {
    /** Posted or discarded: the draft goes, and nothing saves it again. */
    forget() {
      latest.current.done = true
      removeDraft(latest.current.place)
    },
    /** Whether the words are gone from storage on purpose (posted, discarded, logged out). */
    isDone: () => latest.current.done,
  }
}

/** The draft kept for `place`, if any: a composer starts from it. */
export const initialDraft = (place: DraftPlace) => loadDraft(place)
