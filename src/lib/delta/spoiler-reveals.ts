import { createContext, useContext, useReducer } from 'react'

/**
 * Which spoilers the reader has revealed, for as long as the page is open: a thread's long
 * list draws its posts again as they scroll back into view, and a revealed spoiler must stay
 * revealed then. Nothing is stored beyond the page.
 */
const revealed = new Set<string>()

/** A short key for a post's content, when it has no id to say whose spoilers they are. */
export function contentKey(content: string): string {
  // FNV-1a: cheap and spread well enough; two posts that collide would share only reveals.
  let hash = 0x811c9dc5
  for (let index = 0; index < content.length; index++) {
    hash ^= content.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return `${(hash >>> 0).toString(36)}.${content.length}`
}

/** The content whose spoilers are drawn below: DeltaContent provides it. */
export const SpoilerScope = createContext('')

/** Whether spoiler `id` of the surrounding content is revealed, and how to reveal it. */
export function useSpoilerReveal(id: number): [boolean, () => void] {
  const key = `${useContext(SpoilerScope)}#${id}`
  // Read from the set on every draw, so a post whose content or scope changes shows its own.
  const [, drawAgain] = useReducer((draws: number) => draws + 1, 0)
  return [
    revealed.has(key),
    () => {
      revealed.add(key)
      drawAgain()
    },
  ]
}

/** Forgets every reveal (tests start from a closed page). */
export function forgetSpoilerReveals(): void {
  revealed.clear()
}
