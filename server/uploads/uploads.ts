import { uploadSchema, type Upload } from '../../src/contract/schemas/upload'
import { uploadFileName, UPLOADS_PATH, type UploadContentType } from '../../src/contract/shapes/upload-names'
import {
  countUploadsOf,
  countUploadsSince,
  deleteUnreferencedUploads,
  findUnreferencedHashes,
  insertUpload,
  lockUploader,
  lockUploadHashes,
  type UploadRow,
} from '../db/queries/uploads'
import type { Db, Tx } from '../db/types'
import type { Viewer } from '../forum/viewer'
import type { ViewerFacts } from '../forum/viewer-facts'
import { ApiError, messages } from '../lib/api-error'
import { Semaphore } from '../lib/semaphore'
import { PictureWorker } from './picture-worker'
import type { UploadStorage } from './storage'

const HOUR_MS = 3600 * 1000

/** An upload nothing references is removed this long after it was made (design.md). */
const UNREFERENCED_KEPT_MS = 24 * HOUR_MS

// Pictures waiting for their turn beyond the one at work; more at once answer 503. Each holds
// its file in memory (at most UPLOAD_MAX_BYTES). A full queue is answered before a body is read
// (`busy`), though bodies that arrive together are all read before one of them takes the last place.
const MOST_WAITING = 16

export interface UploadsSources {
  db: Db
  now: () => Date
  facts: ViewerFacts
  storage: UploadStorage
  /** Stored uploads a user may make in an hour (design.md: 60). */
  perHour: number
}

/** 429: the user stored their hour's uploads; `retryAfterSeconds` until the first of them ages out. */
export class TooManyUploads extends ApiError {
  constructor(
    most: number,
    readonly retryAfterSeconds: number,
  ) {
    super(429, messages.uploadsPerHour(most))
  }
}

/** The stored names of an upload: the picture, then each smaller copy. */
function storedNames(row: Pick<UploadRow, 'hash' | 'contentType' | 'variantWidths' | 'square'>): string[] {
  const type = row.contentType as UploadContentType
  return [
    uploadFileName(row.hash, type),
    ...row.variantWidths.map((width) => uploadFileName(row.hash, type, width)),
    ...(row.square ? [uploadFileName(row.hash, type, 'square')] : []),
  ]
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
  private readonly semaphore = new Semaphore(1, MOST_WAITING)
  private readonly worker = new PictureWorker()

  constructor(private readonly sources: UploadsSources) {}

  /** 403 for a user of no realm; the seconds until they may upload again when at their limit, else null. */
  async mustWait(viewer: Viewer): Promise<number | null> {
    if ((await this.sources.facts.realmCount(viewer)) === 0) throw new ApiError(403, messages.uploadNeedsRealm)
    return this.waitFor(this.sources.db, viewer.id)
  }

  /** The seconds until the user may store another upload (their hour's first one ages out), or null. */
  private async waitFor(db: Db | Tx, userId: string): Promise<number | null> {
    if (this.sources.perHour <= 0) return null
    const now = this.sources.now().getTime()
    const recent = await countUploadsSince(db, userId, new Date(now - HOUR_MS))
    if (recent.count < this.sources.perHour || !recent.first) return null
    return Math.max(1, Math.ceil((recent.first.getTime() + HOUR_MS - now) / 1000))
  }

  /** Whether a picture sent now would be refused 503 (checked before its body is read, so a full queue costs no one 10 MB of memory). */
  get busy(): boolean {
    return this.semaphore.full
  }

  /** Checks, re-encodes and stores one picture for `viewer` (who may upload: mustWait). */
  async upload(viewer: Viewer, bytes: Uint8Array): Promise<Upload> {
    const picture = await this.semaphore.run(() => this.worker.process(bytes))
    if (picture === null) throw new ApiError(503, messages.uploadBusy)
    const { db, storage, now } = this.sources
    const names = picture.copies.map(({ copy }) => uploadFileName(picture.hash, picture.contentType, copy))
    const store = db.transaction(async (tx) => {
      // Counted again under the user's lock: uploads sent at once all passed mustWait together.
      await lockUploader(tx, viewer.id)
      const wait = await this.waitFor(tx, viewer.id)
      if (wait !== null) throw new TooManyUploads(this.sources.perHour, wait)
      // Under the hash's lock the sweep cannot remove these files between the store and the row.
      await lockUploadHashes(tx, [picture.hash])
      for (const [index, copy] of picture.copies.entries()) await storage.put(names[index] ?? '', copy.bytes, picture.contentType)
      return insertUpload(tx, {
        ownerId: viewer.id,
        hash: picture.hash,
        contentType: picture.contentType,
        bytes: picture.copies[0]?.bytes.length ?? 0,
        width: picture.width,
        height: picture.height,
        variantWidths: picture.copies.flatMap(({ copy }) => (typeof copy === 'number' ? [copy] : [])),
        square: picture.copies.some(({ copy }) => copy === 'square'),
        createdAt: now(),
      })
    })
    const row = await store.catch(async (error: unknown) => {
      // A store that failed halfway (the bucket, the row) leaves no file without its row.
      await this.removeUnowned(picture.hash, names)
      throw error
    })
    return present(row)
  }

  /** Removes these files of `hash` unless an upload of it (another's, or older) owns them. */
  private async removeUnowned(hash: string, names: string[]) {
    await this.sources.db.transaction(async (tx) => {
      await lockUploadHashes(tx, [hash])
      if ((await countUploadsOf(tx, hash)) === 0) await this.sources.storage.remove(names)
    })
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
