import { useSyncExternalStore } from 'react'

/** How long a deletion can be taken back before it is sent (design.md, "Own words"). */
export const UNDO_MS = 5_000

interface PendingDelete {
  timer: ReturnType<typeof setTimeout>
  send: () => void
}

/*
 * Deletions waiting out their Undo, by the deleted post's or comment's id. Kept outside React:
 * leaving the thread within the five seconds must not cancel one (nor send it early), and
 * closing the tab sends what is waiting at once rather than dropping it.
 */
const pending = new Map<string, PendingDelete>()
const listeners = new Set<() => void>()
const publish = () => {
  for (const listener of listeners) listener()
}

/** Sends every waiting deletion now: the page is going away. */
const sendAll = () => {
  for (const id of [...pending.keys()]) sendNow(id)
}

/** Stops `id`'s wait and forgets it: its deletion, if one was waiting, to send or drop. */
function take(id: string): PendingDelete | undefined {
  const waiting = pending.get(id)
  if (!waiting) return undefined
  clearTimeout(waiting.timer)
  pending.delete(id)
  if (pending.size === 0) window.removeEventListener('pagehide', sendAll)
  publish()
  return waiting
}

const sendNow = (id: string) => take(id)?.send()

/** Deletes `id` in UNDO_MS unless undone first: `send` makes the request. */
export function deleteAfterUndo(id: string, send: () => void): void {
  if (pending.has(id)) return
  if (pending.size === 0) window.addEventListener('pagehide', sendAll)
  pending.set(id, { timer: setTimeout(() => sendNow(id), UNDO_MS), send })
  publish()
}

/** Takes a waiting deletion back: nothing is sent. */
export function undoDelete(id: string): void {
  take(id)
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** Whether `id`'s deletion is waiting out its Undo. */
export function useDeletePending(id: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending.has(id),
    () => false,
  )
}
