/** A stored file, ready to send. */
interface StoredFile {
  body: ReadableStream<Uint8Array>
  bytes: number
}

/**
 * Where uploaded pictures are kept, by name (uploads are content-addressed: a name is its
 * bytes' hash, so a name never changes meaning and storing it twice is storing it once). Two
 * kinds: a folder on this machine (folder-storage.ts) and S3-compatible object storage
 * (s3-storage.ts), for several processes or machines serving one community.
 */
export interface UploadStorage {
  readonly kind: 'folder' | 's3'
  /** Stores `bytes` as `name`, unless it is there already; a reader never sees half a file. */
  put(name: string, bytes: Uint8Array, contentType: string): Promise<void>
  /** The file, or null when there is none of that name. */
  get(name: string): Promise<StoredFile | null>
  /** Removes these files; those already gone are passed over. */
  remove(names: readonly string[]): Promise<void>
  /** Every stored name (for tests and checks: it reads the whole store). */
  list(): Promise<string[]>
}
