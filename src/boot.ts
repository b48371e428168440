/*
 * The one script a page the server drew names (docs/decisions/038): server/pages/page-template.ts puts
 * it in the place of the app's entry and its preloads, which it carries as `data-entry` and
 * `data-preload`. The page can be read as it is: the app's code is asked for once the page
 * has painted, so on a slow line it does not share the first moments with what the first
 * screen shows (the stylesheet, the pictures; six requests at a time over HTTP/1.1), and the
 * work of taking the page over never holds its first paint back, on a fast device either. A
 * page the app draws itself (signing in, settings…) loads the entry at once, as index.html
 * says. Presses made before the app has taken the page over are kept by a script in the page's
 * head and done once it has (press-recorder.ts). Free of imports: nothing loads before it.
 */

/** Resolves just after the browser paints the next frame; at once in a tab nobody sees, which paints nothing. */
function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve()
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}

/** As src/lib/next-task.ts: this file imports nothing the app loads. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

const tag = document.querySelector<HTMLScriptElement>('script[data-entry]')
const entry = tag?.dataset.entry
if (entry) {
  await afterNextPaint()
  // The entry's modules all at once, as its preloads in index.html would have asked for them,
  // rather than one level of imports after another.
  const chunks = (tag.dataset.preload ?? '').split(' ').filter(Boolean)
  for (const href of chunks) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.append(link)
  }
  // Each chunk run in a task of its own, in the order Vite lists them (a chunk's imports before
  // it; one run early would run its imports first anyway), then the entry. Run as one, the
  // libraries, the app and its start made one long task, and a press meanwhile waited for all
  // of it (docs/decisions/044).
  try {
    for (const href of chunks) {
      await import(/* @vite-ignore */ href)
      await nextTask()
    }
    await import(/* @vite-ignore */ entry)
  } catch (error) {
    // The presses kept will never be done: their controls stop saying they wait (press-recorder.ts).
    document.documentElement.dataset.app = 'failed'
    throw error
  }
}

// A module: its top-level awaits need one (it imports nothing, see above).
export {}
