import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { apiBaseUrl } from '../lib/app-config'
import { inBrowser } from '../lib/in-browser'

/*
 * Whether the server answers. A request that cannot reach it (the server stopped, the Wi-Fi
 * gone) tells this module, which then asks GET /health until it answers: at once when the
 * browser says it is online again or the reader presses Retry, otherwise after 1, 2, 4, … up
 * to 30 seconds. Meanwhile React Query is told the app is offline (its `onlineManager`), so a
 * page's loader and its retries wait instead of failing: a navigation started during an
 * outage stays in the app, the page before it on screen, and finishes by itself once the
 * server is back. The browser's own online/offline events only trigger a check: "online"
 * says nothing of whether this server answers.
 */

const FIRST_WAIT_MS = 1_000
const LONGEST_WAIT_MS = 30_000

interface Reachability {
  reachable: boolean
  /** When the next check runs (ms since the epoch), while unreachable. */
  nextCheckAt: number | null
  /** A check is on its way. */
  checking: boolean
}

let state: Reachability = { reachable: true, nextCheckAt: null, checking: false }
let wait = FIRST_WAIT_MS
let timer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()
const backListeners = new Set<() => void>()

function update(next: Partial<Reachability>) {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

// React Query learns of connectivity from here only, never from the browser's events alone.
// (Setting the listener starts it at once: there is no window to listen to on the server.)
if (inBrowser)
  onlineManager.setEventListener((setOnline) => {
    const check = () => void checkNow()
    const offline = () => noteUnreachable()
    window.addEventListener('online', check)
    window.addEventListener('offline', offline)
    const unsubscribe = subscribeToReachability(() => setOnline(state.reachable))
    return () => {
      window.removeEventListener('online', check)
      window.removeEventListener('offline', offline)
      unsubscribe()
    }
  })

/** A request could not reach the server: mark it unreachable and start checking. */
export function noteUnreachable(): void {
  // The server's own render reaches its API in-process: there is nothing to wait for there.
  if (!state.reachable || !inBrowser) return
  wait = FIRST_WAIT_MS
  update({ reachable: false })
  schedule()
}

function schedule() {
  clearTimeout(timer)
  update({ nextCheckAt: Date.now() + wait })
  timer = setTimeout(() => void checkNow(), wait)
}

async function answersHealth(): Promise<boolean> {
  try {
    const response = await fetch(new URL(`${apiBaseUrl}/health`, window.location.origin), { cache: 'no-store' })
    // Any answer from the server itself counts: a 5xx is the server's trouble, not an outage.
    return response.status < 502 || response.status > 504
  } catch {
    return false
  }
}

/** Checks now (Retry, or the browser back online); resolves to whether the server answered. */
export async function checkNow(): Promise<boolean> {
  if (state.reachable) return true
  if (state.checking) return false
  clearTimeout(timer)
  update({ checking: true })
  const answered = await answersHealth()
  if (answered) {
    update({ reachable: true, nextCheckAt: null, checking: false })
    for (const listener of backListeners) listener()
  } else {
    wait = Math.min(wait * 2, LONGEST_WAIT_MS)
    update({ checking: false })
    schedule()
  }
  return answered
}

/** Resolves once the server answers again (at once when it is not known to be down). */
export function untilReachable(): Promise<void> {
  if (state.reachable) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      backListeners.delete(done)
      resolve()
    }
    backListeners.add(done)
  })
}

/** Back to a fresh page's state: the server answers (component tests start each test so). */
export function resetReachability(): void {
  clearTimeout(timer)
  wait = FIRST_WAIT_MS
  update({ reachable: true, nextCheckAt: null, checking: false })
}

export function subscribeToReachability(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function getReachability(): Reachability {
  return state
}

/** The server's reachability, re-rendering as it changes. */
export function useReachability(): Reachability {
  return useSyncExternalStore(subscribeToReachability, getReachability, reachableAsRendered)
}

// The server renders, and the browser hydrates, as if the server could be reached.
const asRendered: Reachability = { reachable: true, nextCheckAt: null, checking: false }
const reachableAsRendered = () => asRendered
