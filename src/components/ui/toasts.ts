import { useSyncExternalStore } from 'react'

/** A short message about something that happened out of view (a change refused, a link copied). */
export interface Toast {
  id: number
  title: string
  description?: string
  tone: 'info' | 'error'
}

let toasts: readonly Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()

function publish(next: readonly Toast[]) {
  toasts = next
  for (const listener of listeners) listener()
}

/** Shows a toast; any component or callback may call it, the Toaster draws it. */
export function showToast(toast: Omit<Toast, 'id'>): void {
  publish([...toasts, { ...toast, id: nextId++ }])
}

export function dismissToast(id: number): void {
  publish(toasts.filter((toast) => toast.id !== id))
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

// No toast is ever rendered on the server.
const noToasts: readonly Toast[] = []

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  )
}
