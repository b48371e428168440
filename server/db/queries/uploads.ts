import { and, asc, count, desc, eq, gte, inArray, lt, min, notExists, sql } from 'drizzle-orm'
import { uploadFileName, UPLOADS_PATH, type UploadContentType } from '../../../src/contract/shapes/upload-names'
import { uploadReferences, uploads, users } from '../schema'
import type { Db, Tx } from '../types'

export type UploadRow = typeof uploads.$inferSelect

// The first key of the two-key advisory locks one per picture hash (the second: the hash's
// hashtext); other locks of the server take one bigint key, a space of its own.
const UPLOAD_LOCK_CLASS = 7_036

/**
 * Holds each hash's lock until the transaction ends: storing a picture, referencing it and
 * sweeping it away take it, so the sweep never removes a file a new upload or a new post of
 * the same picture is counting on. In one order (sorted), so two holders never deadlock.
 */
export async function lockUploadHashes(tx: Tx, hashes: readonly string[]): Promise<void> {
  for (const hash of [...new Set(hashes)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_LOCK_CLASS}, hashtext(${hash}))`)
  }
}

// The first key of the per-user lock that orders a user's uploads against their hourly limit.
const UPLOADER_LOCK_CLASS = 7_037

/** Holds the user's upload lock until the transaction ends: their uploads are counted one at a time. */
export async function lockUploader(tx: Tx, ownerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${UPLOADER_LOCK_CLASS}, hashtext(${ownerId}))`)
}

/** How many pictures the user stored since `since`, and when the first of those was. */
export async function countUploadsSince(db: Db | Tx, ownerId: string, since: Date): Promise<{ count: number; first: Date | null }> {
  const [row] = await db
    .select({ count: count(), first: min(uploads.createdAt) })
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), gte(uploads.createdAt, since)))
  return { count: row?.count ?? 0, first: row?.first ?? null }
}

/** The uploads of one picture, by anyone. */
export async function countUploadsOf(tx: Tx, hash: string): Promise<number> {
  const [row] = await tx.select({ count: count() }).from(uploads).where(eq(uploads.hash, hash))
  return row?.count ?? 0
}

export async function insertUpload(tx: Tx, row: Omit<UploadRow, 'id'>): Promise<UploadRow> {
  const [inserted] = await tx.insert(uploads).values(row).returning()
  if (!inserted) throw new Error('The upload was not returned.')
  return inserted
}

/**
 * Records that a post or a comment shows these pictures (hashes no upload has are passed over:
 * a picture of another server, or one swept away). Takes their locks first.
 */
export async function referenceUploads(tx: Tx, by: { postId: string } | { commentId: string }, hashes: readonly string[]): Promise<void> {
  if (hashes.length === 0) return
  await lockUploadHashes(tx, hashes)
  const known = await tx
    .selectDistinct({ hash: uploads.hash })
    .from(uploads)
    .where(inArray(uploads.hash, [...hashes]))
  if (known.length === 0) return
  await tx
    .insert(uploadReferences)
    .values(known.map(({ hash }) => ({ hash, ...by })))
    .onConflictDoNothing()
}

const unreferenced = notExists(
  // A correlated subquery: any reference to the hash keeps every upload of it.
  sql`(select 1 from ${uploadReferences} where ${uploadReferences.hash} = ${uploads.hash})`,
)

/** The hashes that have an upload made before `before` that nothing references (at most `limit`). */
export async function findUnreferencedHashes(db: Db, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ hash: uploads.hash })
    .from(uploads)
    .where(and(lt(uploads.createdAt, before), unreferenced))
    .orderBy(asc(uploads.hash))
    .limit(limit)
  return rows.map((row) => row.hash)
}

/**
 * With the hash's lock held: removes its uploads made before `before` if nothing references
 * it, and answers the rows that remain (a newer upload of the same picture keeps its files).
 */
export async function deleteUnreferencedUploads(tx: Tx, hash: string, before: Date): Promise<{ removed: UploadRow[]; remaining: number }> {
  const removed = await tx
    .delete(uploads)
    .where(and(eq(uploads.hash, hash), lt(uploads.createdAt, before), unreferenced))
    .returning()
  const [left] = await tx.select({ count: count() }).from(uploads).where(eq(uploads.hash, hash))
  return { removed, remaining: left?.count ?? 0 }
}

/**
 * Makes the user's own upload of `hash` their avatar (its square copy), or takes their avatar
 * away (`hash` null). The avatar references the picture, so the sweep keeps it while it is one.
 * 'not yours' when the user uploaded no such picture, 'no square' for one uploaded before
 * pictures had square copies.
 */
export async function setAvatar(
  tx: Tx,
  userId: string,
  hash: string | null,
): Promise<{ avatar: string | null } | 'not yours' | 'no square'> {
  if (hash === null) {
    await tx.delete(uploadReferences).where(eq(uploadReferences.avatarOf, userId))
    await tx.update(users).set({ avatar: null }).where(eq(users.id, userId))
    return { avatar: null }
  }
  // Under the hash's lock: the sweep cannot take the picture between this check and the reference.
  await lockUploadHashes(tx, [hash])
  const [own] = await tx
    .select({ contentType: uploads.contentType, square: uploads.square })
    .from(uploads)
    .where(and(eq(uploads.ownerId, userId), eq(uploads.hash, hash)))
    .orderBy(desc(uploads.square))
    .limit(1)
  if (!own) return 'not yours'
  if (!own.square) return 'no square'
  await tx.delete(uploadReferences).where(eq(uploadReferences.avatarOf, userId))
  await tx.insert(uploadReferences).values({ hash, avatarOf: userId })
  const avatar = `${UPLOADS_PATH}${uploadFileName(hash, own.contentType as UploadContentType, 'square')}`
  await tx.update(users).set({ avatar }).where(eq(users.id, userId))
  return { avatar }
}
