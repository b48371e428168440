/** Rate limits count attempts in windows of this long, unless a limit names its own. */
export const ATTEMPT_WINDOW_MS = 60_000
/** The longest window a limit may name (edits: an hour); a window older than this is forgotten. */
export const LONGEST_WINDOW_MS = 60 * 60_000

/** An attempt's place in its client's window: the window's first attempt and the count so far. */
interface Attempt {
  windowStart: Date
  count: number
}

/**
 * Counts attempts per bucket (login, refresh, invite, edit) and key (a client address, for
 * refreshes also a session, for edits the user), in windows from the first attempt (a minute
 * unless `windowMs` says otherwise): an attempt a window or more after its window began starts
 * the next.
 */
export interface AttemptCounter {
  count(bucket: string, client: string, now: Date, windowMs?: number): Promise<Attempt>
  /** Forgets windows that ended before `now`. */
  sweep(now: Date): Promise<void>
}

/** In this process's memory: for PGlite, which only one process can open. */
export function memoryAttempts(): AttemptCounter {
  const windows = new Map<string, { start: number; count: number }>()
  const sweep = async (now: Date) => {
    for (const [key, window] of windows) if (now.getTime() - window.start >= LONGEST_WINDOW_MS) windows.delete(key)
  }
  return {
    async count(bucket, client, now, windowMs = ATTEMPT_WINDOW_MS) {
      const key = `${bucket} ${client}`
      let window = windows.get(key)
      if (window && now.getTime() - window.start < windowMs) window.count += 1
      else {
        // A flood of addresses must not grow memory.
        if (windows.size > 10_000) await sweep(now)
        window = { start: now.getTime(), count: 1 }
        windows.set(key, window)
      }
      return { windowStart: new Date(window.start), count: window.count }
    },
    sweep,
  }
}
