import { type RefObject, useEffect } from 'react'
import { highlightWords, wordRanges, wordsPattern } from './find-words'

/** The name the stylesheet's `::highlight(search)` colours (src/styles.css). */
const SEARCH_HIGHLIGHT = 'search'

/**
 * Marks a search's words (`?highlight=`) wherever they show under `container`, with the CSS
 * Custom Highlight API: the page's markup is never touched, so React and the editor's own
 * DOM are left alone. Rows that come into a windowed list, or replies that arrive, are
 * marked as they appear. Where the browser has no highlights, nothing is marked.
 */
export function useSearchHighlight(container: RefObject<HTMLElement | null>, highlight: string | undefined): void {
  useEffect(() => {
    const root = container.current
    const pattern = wordsPattern(highlightWords(highlight))
    if (!root || !pattern || typeof CSS === 'undefined' || !('highlights' in CSS)) return
    const marks = new Highlight()
    CSS.highlights.set(SEARCH_HIGHLIGHT, marks)
    let frame = 0
    const mark = () => {
      frame = 0
      marks.clear()
      for (const range of wordRanges(root, pattern)) marks.add(range)
    }
    // Once a frame at most, however many rows a scroll brings in.
    const later = () => {
      if (frame === 0) frame = requestAnimationFrame(mark)
    }
    later()
    const observer = new MutationObserver(later)
    observer.observe(root, { childList: true, subtree: true, characterData: true })
    return () => {
      cancelAnimationFrame(frame)
      observer.disconnect()
      CSS.highlights.delete(SEARCH_HIGHLIGHT)
    }
  }, [container, highlight])
}
