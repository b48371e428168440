import { useEffect, useId, useRef, type ReactNode } from 'react'
import { useSpoilerReveal } from './spoiler-reveals'

/*
 * A spoiler is not in the page until the reader asks for it: not blurred, not hidden by
 * CSS, so no screen reader, copy, search or translation can give it away. Revealing one
 * moves focus onto what it showed, so a keyboard reader keeps their place.
 */

const COVER_CLASS = [
  'min-h-6 rounded bg-stone-700 px-1.5 py-0.5 text-[0.85em] font-medium text-white hover:bg-stone-800',
  'dark:bg-stone-300 dark:text-stone-950 dark:hover:bg-stone-200',
].join(' ')
// The base styles hide the ring of elements focused by script (tabindex -1): a reveal moves
// the keyboard's place onto what it showed, so that place must be seen.
const REVEALED_FOCUS_CLASS = 'focus:outline-2 focus:outline-offset-2 focus:outline-teal-700 dark:focus:outline-teal-300'
const REVEALED_TEXT_CLASS = `rounded bg-stone-200/80 px-0.5 dark:bg-stone-700/80 ${REVEALED_FOCUS_CLASS}`
const HIDDEN_BLOCK_CLASS = [
  'flex min-h-24 max-w-lg flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-stone-400 bg-stone-100 p-4',
  'text-sm text-stone-700 dark:border-stone-500 dark:bg-stone-800 dark:text-stone-300',
].join(' ')

/** A ref to focus once `shown` turns true, when it was false as this component first drew. */
function useFocusOnReveal<Element extends HTMLElement>(shown: boolean) {
  const ref = useRef<Element>(null)
  const wasHidden = useRef(!shown)
  useEffect(() => {
    if (shown && wasHidden.current) ref.current?.focus()
  }, [shown])
  return ref
}

/** Spoiler text within a line. */
export function InlineSpoiler({ id, children }: { id: number; children: ReactNode }) {
  const [shown, reveal] = useSpoilerReveal(id)
  const ref = useFocusOnReveal<HTMLSpanElement>(shown)
  if (!shown) {
    return (
      <button type="button" className={COVER_CLASS} onClick={reveal}>
        Show spoiler
      </button>
    )
  }
  return (
    <span ref={ref} tabIndex={-1} className={REVEALED_TEXT_CLASS}>
      {children}
    </span>
  )
}

/** A picture or an embed its writer hid; `what` says what it is ("image", "YouTube video"). */
export function BlockSpoiler({ id, what, children }: { id: number; what: string; children: ReactNode }) {
  const [shown, reveal] = useSpoilerReveal(id)
  const ref = useFocusOnReveal<HTMLDivElement>(shown)
  const whatId = useId()
  if (!shown) {
    return (
      <div className={HIDDEN_BLOCK_CLASS}>
        <span id={whatId}>Hidden {what}</span>
        <button type="button" aria-describedby={whatId} className={`${COVER_CLASS} min-h-11 px-4 text-sm`} onClick={reveal}>
          Show spoiler
        </button>
      </div>
    )
  }
  return (
    <div ref={ref} tabIndex={-1} className={REVEALED_FOCUS_CLASS}>
      {children}
    </div>
  )
}
