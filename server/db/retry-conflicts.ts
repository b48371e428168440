import { sqlState } from '../lib/sql-state'

/**
 * PostgreSQL's answers to transactions that got in each other's way: a serialization failure
 * (40001) and a deadlock (40P01). Either undoes the transaction that receives it, and the same
 * transaction run again normally succeeds: the other one has committed or rolled back meanwhile.
 */
const CONFLICT_CODES = new Set(['40001', '40P01'])

/** Runs of a transaction at most, the first included: a conflict a third time is a real fault. */
const MOST_RUNS = 3

/** Conflicts this process has met, for GET /health: each retried, until MOST_RUNS gave up. */
export const conflicts = { retried: 0, gaveUp: 0 }

/** Whether `error` is a conflict to retry. */
function isConflict(error: unknown): boolean {
  const code = sqlState(error)
  return code !== undefined && CONFLICT_CODES.has(code)
}

/**
 * Runs `transaction`, and again when the database undid it for a conflict with another
 * (no such error reaches a writer, docs/decisions/061): after a short random wait, so that
 * two writers that met do not meet again in step. Counted in `conflicts`.
 * `transaction` must be a whole transaction, undone as a whole on failure, and must not act
 * outside it: only then is running it again the same as running it once.
 */
export async function retryingConflicts<T>(transaction: () => Promise<T>): Promise<T> {
  for (let run = 1; ; run++) {
    try {
      return await transaction()
    } catch (error) {
      if (!isConflict(error)) throw error
      if (run >= MOST_RUNS) {
        conflicts.gaveUp += 1
        throw error
      }
      conflicts.retried += 1
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * run))
    }
  }
}
