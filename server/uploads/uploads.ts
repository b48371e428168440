import { uploadFileName, uploadSchema, UPLOADS_PATH, type Upload, type UploadContentType } from '../../src/api/schemas/upload'
import {
  countUploadsSince,
  deleteUnreferencedUploads,
  findUnreferencedHashes,
  insertUpload,
  lockUploadHashes,
  type UploadRow,
} from '../db/queries/uploads'
import type { Db } from '../db/types'
import type { Viewer } from '../forum/viewer'
import type { ViewerFacts } from '../forum/viewer-facts'
import { ApiError, messages } from '../lib/api-error'
import { Turns } from '../lib/turns'
import { PictureWorker } from './picture-worker'
import type { UploadStorage } from './storage'

const HOUR_MS = 3600 * 1000

/** An upload nothing references is removed this long after it was made (design.md). */
const UNREFERENCED_KEPT_MS = 24 * HOUR_MS

// Pictures waiting for their turn beyond the one at work; more at once answer 503. Each holds
// its file in memory (at most UPLOAD_MAX_BYTES), so the queue's length bounds that too.
const MOST_WAITING = 16

export interface UploadsSources {
  db: Db
  now: () => Date
  facts: ViewerFacts
  storage: UploadStorage
  /** Stored uploads a user may make in an hour (design.md: 60). */
  perHour: number
}

/** The stored names of an upload: the picture, then each smaller copy. */
function storedNames(row: Pick<UploadRow, 'hash' | 'contentType' | 'variantWidths'>): string[] {
  const type = row.contentType as UploadContentType
  return [uploadFileName(row.hash, type), ...row.variantWidths.map((width) => uploadFileName(row.hash, type, width))]
}

/** The answer of POST /uploads for a stored upload. */
function present(row: UploadRow): Upload {
  const type = row.contentType as UploadContentType
  return uploadSchema.parse({
    id: row.id,
    url: `${UPLOADS_PATH}${uploadFileName(row.hash, type)}`,
    width: row.width,
    height: row.height,
    content_type: type,
    bytes: row.bytes,
    variants: row.variantWidths.map((width) => ({ url: `${UPLOADS_PATH}${uploadFileName(row.hash, type, width)}`, width })),
  })
}

/**
 * Pictures people upload: who may (realm members, 60 an hour), the work on each (one at a
 * time per process, a bounded queue behind it), where they are kept (`storage`) and when they
 * go (a day unreferenced). A refused picture stores nothing, neither a row nor a file.
 */
export class Uploads {
  private readonly turns = new Turns(1, MOST_WAITING)
  private readonly worker = new PictureWorker()

  constructor(private readonly sources: UploadsSources) {}

  /** 403 for a user of no realm; the seconds until they may upload again when at their limit, else null. */
  async mustWait(viewer: Viewer): Promise<number | null> {
    if ((await this.sources.facts.realmCount(viewer)) === 0) throw new ApiError(403, messages.uploadNeedsRealm)
    if (this.sources.perHour <= 0) return null
    const now = this.sources.now().getTime()
    const recent = await countUploadsSince(this.sources.db, viewer.id, new Date(now - HOUR_MS))
    if (recent.count < this.sources.perHour || !recent.first) return null
    return Math.max(1, Math.ceil((recent.first.getTime() + HOUR_MS - now) / 1000))
  }

  /** Checks, re-encodes and stores one picture for `viewer` (who may upload: mustWait). */
  async upload(viewer: Viewer, bytes: Uint8Array): Promise<Upload> {
    const picture = await this.turns.run(() => this.worker.process(bytes))
    if (picture === null) throw new ApiError(503, messages.uploadBusy)
    const { db, storage, now } = this.sources
    const row = await db.transaction(async (tx) => {
      // Under the hash's lock the sweep cannot remove these files between the store and the row.
      await lockUploadHashes(tx, [picture.hash])
      for (const copy of picture.copies) {
        await storage.put(uploadFileName(picture.hash, picture.contentType, copy.width), copy.bytes, picture.contentType)
      }
      return insertUpload(tx, {
        ownerId: viewer.id,
        hash: picture.hash,
        contentType: picture.contentType,
        bytes: picture.copies[0]?.bytes.length ?? 0,
        width: picture.width,
        height: picture.height,
        variantWidths: picture.copies.flatMap((copy) => (copy.width === null ? [] : [copy.width])),
        createdAt: now(),
      })
    })
    return present(row)
  }

  /** Ends the image work's child process. */
  stop() {
    this.worker.stop()
  }

  /**
   * Removes the uploads nothing references a day after they were made, and their files once
   * no upload of the same picture is left. Each hash in its own transaction, under its lock.
   */
  async sweep(): Promise<number> {
    const { db, storage } = this.sources
    const before = new Date(this.sources.now().getTime() - UNREFERENCED_KEPT_MS)
    let removed = 0
    for (;;) {
      const hashes = await findUnreferencedHashes(db, before, 100)
      for (const hash of hashes) {
        await db.transaction(async (tx) => {
          await lockUploadHashes(tx, [hash])
          const swept = await deleteUnreferencedUploads(tx, hash, before)
          removed += swept.removed.length
          const [first] = swept.removed
          // Files go while the lock is held: no new upload of them can be counting on them.
          if (first && swept.remaining === 0) await storage.remove(storedNames(first))
        })
      }
      if (hashes.length < 100) return removed
    }
  }
}
