import type { DehydratedState } from '@tanstack/react-query'

/** A page the server drew (docs/decisions/038): the data it was drawn from, and when. */
export interface DehydratedPage {
  /** React Query's cache as the server's render left it (dehydrate). */
  state: DehydratedState
  renderedAt: Date
}

// The element server/pages/page-template.ts writes after #root (PAYLOAD_ID there).
const PAYLOAD_ID = 'teahouse-page'

/**
 * The page's data as fetched now rather than when the server drew it, by this browser's
 * clock: otherwise a clock ahead of the server's, or a slow line, would make the loaders ask
 * again before the page is taken over, and an answer that changed meanwhile would no longer
 * be what the HTML shows.
 */
function freshNow(state: DehydratedState, renderedAt: Date): DehydratedState {
  const age = Date.now() - renderedAt.getTime()
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: query.state.dataUpdatedAt + age } })),
  }
}

/**
 * The page the server drew into this document, or null: the page is then the app's shell
 * (signing in, settings…; a public page the server could not draw), drawn here from nothing.
 */
export function readDehydratedPage(): DehydratedPage | null {
  const text = document.getElementById(PAYLOAD_ID)?.textContent
  if (!text) return null
  try {
    const payload = JSON.parse(text) as { state?: DehydratedState; renderedAt?: string }
    const renderedAt = new Date(payload.renderedAt ?? '')
    if (!payload.state || Number.isNaN(renderedAt.getTime())) return null
    return { state: freshNow(payload.state, renderedAt), renderedAt }
  } catch {
    return null
  }
}
