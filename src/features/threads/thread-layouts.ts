export type Layout = 'thread' | 'gallery'

/** `?view=` or a thread's default view as a layout: anything but "gallery" reads as a thread. */
export function layoutOf(view: string): Layout {
  return view === 'gallery' ? 'gallery' : 'thread'
}
