import { useCallback, useEffect, useState } from 'react'

let markDrawn: () => void = () => undefined
const pageDrawn = new Promise<void>((resolve) => (markDrawn = resolve))

/**
 * Says the first page has drawn its content (the app calls it when the router has rendered
 * a page with its data): deferred modules may load from then on. The browser is "idle" while
 * a page waits for its data too, and loading then would only slow the data down.
 */
export function pageHasDrawn(): void {
  markDrawn()
}

/** Runs `task` once the browser is idle after the first page has drawn; answers the function that cancels it. */
export function whenIdleAfterDrawn(task: () => void): () => void {
  let cancel: () => void = () => undefined
  let live = true
  void pageDrawn.then(() => {
    if (!live) return
    // Safari has no requestIdleCallback; a short timeout after the paint does the same job there.
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(task, { timeout: 2000 })
      cancel = () => cancelIdleCallback(handle)
    } else {
      const handle = setTimeout(task, 300)
      cancel = () => clearTimeout(handle)
    }
  })
  return () => {
    live = false
    cancel()
  }
}

/**
 * A module the first paint can do without (a menu's popup, a dialog, toasts): it loads once
 * the browser is idle after the page has drawn, or at once when the reader reaches for it
 * (`load`), and stays loaded for every later use. Keeps the code of controls nobody has
 * touched yet out of a page's initial JavaScript.
 */
export function deferredModule<T>(load: () => Promise<T>) {
  let loaded: T | undefined
  let loading: Promise<T> | undefined
  const start = () =>
    (loading ??= load().then((module) => {
      loaded = module
      return module
    }))

  function useModule(): { module: T | undefined; load: () => void } {
    const [module, setModule] = useState<T | undefined>(() => loaded)
    const now = useCallback(() => {
      void start().then((value) => setModule(() => value))
    }, [])
    useEffect(() => (module ? undefined : whenIdleAfterDrawn(now)), [module, now])
    return { module, load: now }
  }

  return { useModule, preload: start }
}
