import { loadAnswerSchemas } from './answers'
import { readApiResponse } from './client'
import { type Thread } from '../contract/schemas/thread'

declare global {
  interface Window {
    /** Set by src/early.ts for a visitor who opened a thread by its address. */
    __teahouseEarlyThread?: { threadId: string; response: Promise<Response> }
  }
}

let early: { threadId: string; thread: Promise<Thread> } | undefined

/**
 * Reads and checks the thread src/early.ts fetched, starting as soon as the app's code runs:
 * the 2 MB big thread is then parsed while the app asks for the session, not after.
 */
export function readEarlyThread(): void {
  const started = window.__teahouseEarlyThread
  window.__teahouseEarlyThread = undefined
  if (!started) return
  // The thread's checking code travels with it (./answers.ts).
  loadAnswerSchemas().catch(() => undefined)
  const thread = readApiResponse(started.response, 'thread')
  // Nobody may ask for it (a reader who turns out to be logged in): that failure is no one's.
  thread.catch(() => undefined)
  early = { threadId: started.threadId, thread }
}

/** The early thread, if it is `threadId`'s: taken once, so a later visit asks the server again. */
export function takeEarlyThread(threadId: string): Promise<Thread> | undefined {
  const taken = early
  early = undefined
  return taken?.threadId === threadId.toLowerCase() ? taken.thread : undefined
}
