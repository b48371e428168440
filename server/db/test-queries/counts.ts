// Test-only row counts: what a write or a sweep really left in the database (see lookups.ts).
import { and, eq, lt } from 'drizzle-orm'
import {
  accessTokens,
  comments,
  idempotencyKeys,
  posts,
  retiredRefreshTokens,
  sessions,
  threads,
  uploadReferences,
  uploads,
} from '../schema'
import type { Db } from '../types'

export const postsIn = (db: Db, threadId: string) => db.$count(posts, eq(posts.threadId, threadId))
export const commentsOn = (db: Db, postId: string) => db.$count(comments, eq(comments.postId, postId))
export const threadsOn = (db: Db, boardId: string) => db.$count(threads, eq(threads.boardId, boardId))

/** A user's idempotency keys, or only those equal to `key`. */
export const keysOf = (db: Db, userId: string, key?: string) =>
  db.$count(idempotencyKeys, and(eq(idempotencyKeys.userId, userId), key === undefined ? undefined : eq(idempotencyKeys.key, key)))

/** Sessions, access tokens and retired refresh tokens: what logging in, refreshing and sweeping touch. */
export async function sessionRows(db: Db) {
  return {
    sessions: await db.$count(sessions),
    accessTokens: await db.$count(accessTokens),
    retired: await db.$count(retiredRefreshTokens),
  }
}

export const accessTokensExpiredBefore = (db: Db, when: Date) => db.$count(accessTokens, lt(accessTokens.expiresAt, when))

/** Sessions whose current refresh token has this hash (0 or 1). */
export const sessionsWithRefreshHash = (db: Db, hash: string) => db.$count(sessions, eq(sessions.refreshTokenHash, hash))

/** Uploads in all, or of one picture; and what references pictures. */
export const uploadRows = (db: Db, hash?: string) => db.$count(uploads, hash === undefined ? undefined : eq(uploads.hash, hash))
export const uploadReferenceRows = (db: Db, hash: string) => db.$count(uploadReferences, eq(uploadReferences.hash, hash))
