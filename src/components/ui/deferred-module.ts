import { useCallback, useState } from 'react'

/**
 * A module the first paint can do without (a menu's popup, a dialog, toasts): it loads when
 * the reader reaches for it (`load`: a pointer over a menu button, focus, a press, a dialog
 * opening) and stays loaded for every later use. It is not loaded "when idle" in advance: on
 * a phone, compiling code nobody asked for is a long task while the page is being taken
 * over, and what the reader presses then waits for it (docs/decisions/047). A load that
 * failed (the server out of reach) is tried again by the next reach.
 */
export function deferredModule<T>(load: () => Promise<T>) {
  let loaded: T | undefined
  let loading: Promise<T> | undefined
  const start = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))

  function useModule(): { module: T | undefined; load: () => void } {
    const [module, setModule] = useState<T | undefined>(() => loaded)
    const now = useCallback(() => {
      start().then(
        (value) => setModule(() => value),
        () => undefined,
      )
    }, [])
    return { module, load: now }
  }

  return { useModule }
}
