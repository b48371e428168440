/*
 * The one script a page the server drew names (issue 26): server/pages/page-template.ts puts
 * it in the place of the app's entry and its preloads, which it carries as `data-entry` and
 * `data-preload`. The page can be read as it is: the app's code is asked for once the page
 * has painted, so on a slow line it does not share the first moments with what the first
 * screen shows (the stylesheet, the pictures; six requests at a time over HTTP/1.1), and the
 * work of taking the page over never holds its first paint back, on a fast device either. A
 * page the app draws itself (signing in, settings…) loads the entry at once, as index.html
 * says. Presses made before the app has taken the page over are kept and done once it has
 * (boot-presses.ts). Free of imports but that one, which the build puts in this file: nothing
 * else loads before it.
 */

import { forgetPresses, keepPressesUntilLive } from './boot-presses'

/** Resolves just after the browser paints the next frame; at once in a tab nobody sees, which paints nothing. */
function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve()
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}

const tag = document.querySelector<HTMLScriptElement>('script[data-entry]')
const entry = tag?.dataset.entry
if (entry) {
  keepPressesUntilLive()
  await afterNextPaint()
  // The entry's modules all at once, as its preloads in index.html would have asked for them,
  // rather than one level of imports after another.
  for (const href of (tag.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.append(link)
  }
  await import(/* @vite-ignore */ entry).catch((error: unknown) => {
    forgetPresses()
    throw error
  })
}
