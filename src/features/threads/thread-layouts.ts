import { type Thread } from '../../contract/schemas/thread'

export type Layout = 'thread' | 'gallery' | 'timeline'

/** `?view=` or a thread's default view as a layout: anything unknown reads as a thread. */
export function layoutOf(view: string): Layout {
  return view === 'gallery' || view === 'timeline' ? view : 'thread'
}

/** How each layout is named where a reader chooses one. */
export const LAYOUT_NAMES: Record<Layout, string> = { thread: 'Thread', gallery: 'Gallery', timeline: 'Timeline' }

/** What either layout is given. */
export interface LayoutProps {
  thread: Thread
  /** False while only the starter (from a feed's copy) is known. */
  complete: boolean
  /** The starter's block that the page heading says already. */
  titleBlock: number | null
  /** `?post=`: the contribution to bring into view and mark. */
  targetPostId: string | undefined
  /** `?comment=`: a comment on that contribution to bring into view and mark instead. */
  targetCommentId?: string
}
