import { useLayoutEffect, useRef } from 'react'
import { Button } from '../../../components/ui/Button'
import { undoDelete, UNDO_MS } from './pending-deletes'
import { TOUCH_TARGET } from '../posts/touch-target'

/**
 * Where deleted words stood while their deletion waits: the Undo, focused (the Delete that was
 * pressed is gone), for five seconds. When it goes, focus stays in the post rather than falling
 * to the page's start.
 */
export function UndoDelete({ id, words }: { id: string; words: 'post' | 'comment' }) {
  const undo = useRef<HTMLButtonElement>(null)
  useLayoutEffect(() => {
    const button = undo.current
    const article = button?.closest('article')
    button?.focus()
    return () => {
      if (button && (document.activeElement === button || document.activeElement === document.body)) article?.focus()
    }
  }, [])
  return (
    <p role="status" className="flex flex-wrap items-center gap-x-3 text-stone-700 italic dark:text-stone-300">
      Your {words} is deleted in {UNDO_MS / 1000} seconds.
      <Button ref={undo} variant="quiet" className={`${TOUCH_TARGET} not-italic`} onClick={() => undoDelete(id)}>
        Undo
      </Button>
    </p>
  )
}
