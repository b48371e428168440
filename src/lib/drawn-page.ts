import type { DehydratedState } from '@tanstack/react-query'

/** A page the server drew (issue 26): the data it was drawn from, and when. */
export interface DrawnPage {
  /** React Query's cache as the server's render left it (dehydrate). */
  state: DehydratedState
  renderedAt: Date
}

// The element server/pages/page-template.ts writes after #root (PAYLOAD_ID there).
const PAYLOAD_ID = 'teahouse-page'

/**
 * The page the server drew into this document, or null: the page is then the app's shell
 * (signing in, settings…; a public page the server could not draw), drawn here from nothing.
 */
export function readDrawnPage(): DrawnPage | null {
  const text = document.getElementById(PAYLOAD_ID)?.textContent
  if (!text) return null
  try {
    const payload = JSON.parse(text) as { state?: DehydratedState; renderedAt?: string }
    const renderedAt = new Date(payload.renderedAt ?? '')
    if (!payload.state || Number.isNaN(renderedAt.getTime())) return null
    return { state: payload.state, renderedAt }
  } catch {
    return null
  }
}
