/*
 * Presses on a page the server drew, made before the app has taken it over. The page shows
 * every control from its first paint, but until React has hydrated it a button does nothing:
 * a reader who taps "Show spoiler" on a phone would see nothing happen.
 * Each press on a control is kept, and marked on the control at once (`data-press-waiting`,
 * styles.css; `aria-busy` for screen readers) so the reader knows it was taken. Once the app
 * is live it is done again, as the press it was: React hydrates the very elements the server
 * drew, so the control pressed is the one that now has the app's handler. Like Angular's
 * event replay (jsaction), written small (docs/decisions/044).
 *
 * It runs before the page's first paint: the build makes it an entry of its own, and the server
 * writes it into the head of every page it draws, as an inline script the page's
 * Content-Security-Policy names by its hash (server/pages/page-template.ts). A script the page
 * loads would start only once the page is read to its end, after a long page has painted.
 *
 * `html[data-app]` tells the phases apart: none while presses are kept; `hydrating` once React
 * listens itself (src/main.tsx; it hydrates at once what is pressed then, and answers the press);
 * `live` when the page is the app's, and the kept presses are done; `failed` when the app's code
 * could not load (src/boot.ts), and the controls no longer say they wait.
 *
 * Free of imports: it is the whole script.
 */

/** What the reader can press that only the app can answer. Links and forms work as they are. */
const CONTROL = 'button, [role="button"], [role="switch"], [role="tab"], [role="menuitem"]'

interface Press {
  control: HTMLElement
  /** The page it was made on: a press is never done on another. */
  page: string
  /** A pointer's press (mouse, touch, pen), or a key's: Enter or Space. */
  by: 'pointer' | 'key'
  /** For a key's press on an element that is not a button: the key, done as a keydown. */
  key?: string
  x: number
  y: number
}

const pageAddress = () => location.pathname + location.search

/** Whether `html[data-app]` says the app listens itself (hydrating, or live). */
const appListens = () => document.documentElement.dataset.app !== undefined

/** The control `target` is in, if the app alone answers a press on it. */
function controlOf(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null
  const control = target.closest<HTMLElement>(CONTROL)
  if (!control || control.matches(':disabled, [aria-disabled="true"]')) return null
  // A submit button sends its form without the app (the header's search, an invite's form waits).
  if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form) return null
  return control
}

function mark(control: HTMLElement, waiting: boolean) {
  control.toggleAttribute('data-press-waiting', waiting)
  if (waiting) control.setAttribute('aria-busy', 'true')
  else control.removeAttribute('aria-busy')
}

/** Does `press` as the browser would have delivered it to a live page. */
function replay({ control, by, key, x, y }: Press) {
  const at = { bubbles: true, cancelable: true, composed: true, view: window, clientX: x, clientY: y }
  if (key) {
    control.dispatchEvent(new KeyboardEvent('keydown', { ...at, key }))
    return
  }
  if (by === 'pointer') {
    // The whole press: a menu's button opens on pointerdown (as Radix's does), a button on click.
    const pointer = { ...at, button: 0, pointerId: 1, pointerType: 'mouse', isPrimary: true }
    control.dispatchEvent(new PointerEvent('pointerdown', { ...pointer, buttons: 1 }))
    control.dispatchEvent(new MouseEvent('mousedown', { ...at, button: 0, buttons: 1, detail: 1 }))
    control.dispatchEvent(new PointerEvent('pointerup', pointer))
    control.dispatchEvent(new MouseEvent('mouseup', { ...at, button: 0, detail: 1 }))
  }
  // Enter or Space on a button is a click with no pointer behind it (detail 0), as in the browser.
  control.dispatchEvent(new MouseEvent('click', { ...at, button: 0, detail: by === 'pointer' ? 1 : 0 }))
}

/** Keeps presses until the app listens, and does them once it is live. */
function keepPressesUntilLive(): void {
  // One press per control: tapping a dead button twice asks for it once, not for a toggle and back.
  const kept = new Map<HTMLElement, Press>()

  const keep = (press: Press) => {
    kept.delete(press.control)
    kept.set(press.control, press)
    mark(press.control, true)
  }

  const onClick = (event: MouseEvent) => {
    if (appListens() || !event.isTrusted) return
    const control = controlOf(event.target)
    if (!control) return
    keep({ control, page: pageAddress(), by: event.detail === 0 ? 'key' : 'pointer', x: event.clientX, y: event.clientY })
  }

  // Enter and Space on a button come as a click; on another control (role="button") only as a key.
  const onKeyDown = (event: KeyboardEvent) => {
    if (appListens() || !event.isTrusted || (event.key !== 'Enter' && event.key !== ' ')) return
    const control = controlOf(event.target)
    if (!control || control instanceof HTMLButtonElement) return
    event.preventDefault()
    keep({ control, page: pageAddress(), by: 'key', key: event.key, x: 0, y: 0 })
  }

  const forget = () => {
    for (const control of kept.keys()) mark(control, false)
    kept.clear()
  }

  const doKept = () => {
    const presses = [...kept.values()]
    forget()
    for (const press of presses) {
      // Not on a page the reader has left, nor on a control the app no longer shows.
      if (press.page === pageAddress() && press.control.isConnected) replay(press)
    }
  }

  document.addEventListener('click', onClick, true)
  document.addEventListener('keydown', onKeyDown, true)
  // A page left for another and brought back from the back-forward cache keeps nothing.
  addEventListener('pagehide', forget)

  const watch = new MutationObserver(() => {
    const phase = document.documentElement.dataset.app
    if (phase !== 'live' && phase !== 'failed') return
    watch.disconnect()
    document.removeEventListener('click', onClick, true)
    document.removeEventListener('keydown', onKeyDown, true)
    removeEventListener('pagehide', forget)
    // After the commit that made the page live, its effects run: handlers are in place then.
    if (phase === 'live') setTimeout(doKept, 0)
    else forget()
  })
  watch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-app'] })
}

keepPressesUntilLive()

// A module to the type checker; the build makes it a script without imports or exports.
export {}
