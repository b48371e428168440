import { DEFAULT_VIEWS, type DefaultView } from '../../contract/shapes/default-views'
import { type Thread } from '../../contract/schemas/thread'

/** A thread's layouts are the ways it may open. */
export type Layout = DefaultView

/** `?view=` or a thread's default view as a layout: anything unknown reads as a thread. */
export function layoutOf(view: string): Layout {
  return DEFAULT_VIEWS.find((layout) => layout === view) ?? 'thread'
}

/** How each layout is named where a reader chooses one. */
export const LAYOUT_NAMES: Record<Layout, string> = { thread: 'Thread', gallery: 'Gallery', timeline: 'Timeline' }

/** The layouts to choose from, in order, with their names (the layout tabs, "Change default view"). */
export const LAYOUT_CHOICES = DEFAULT_VIEWS.map((value) => ({ value, label: LAYOUT_NAMES[value] }))

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
