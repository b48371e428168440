import { type Thread } from '../../contract/schemas/thread'

export type Layout = 'thread' | 'gallery'

/** `?view=` or a thread's default view as a layout: anything but "gallery" reads as a thread. */
export function layoutOf(view: string): Layout {
  return view === 'gallery' ? 'gallery' : 'thread'
}

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
