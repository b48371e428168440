import { useEffect, useRef } from 'react'
import { type Draft, type DraftPlace, loadDraft, onUserDraftsRemoved, removeDraft, saveDraft } from '../../../lib/drafts/drafts'

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

  // Saved a moment after what is written changes: a change before then puts it off again.
  useEffect(() => {
    const timer = window.setTimeout(() => keep(latest.current), SAVE_AFTER_MS)
    return () => window.clearTimeout(timer)
  }, [key, current])

  // Saved at once when the page goes away or the composer closes. Apart from the timer: each
  // change would otherwise save (the words before it) at every key.
  useEffect(() => {
    const save = () => keep(latest.current)
    window.addEventListener('pagehide', save)
    return () => {
      window.removeEventListener('pagehide', save)
      save()
    }
  }, [key])

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

/** Keeps what is written, or removes the draft when nothing is; nothing once done. */
function keep({
  place,
  current,
  hasWords,
  done,
}: {
  place: DraftPlace
  current: Omit<Draft, 'savedAt'>
  hasWords: boolean
  done: boolean
}) {
  if (done) return
  if (hasWords) saveDraft(place, current)
  else removeDraft(place)
}

/** The draft kept for `place`, if any: a composer starts from it. */
export const initialDraft = (place: DraftPlace) => loadDraft(place)
