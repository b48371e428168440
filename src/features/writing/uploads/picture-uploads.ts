import type ReactQuill from 'react-quill-new'
import { ApiError } from '../../../api/client'
import { type Upload } from '../../../contract/schemas/upload'
import { uploadPicture } from '../../../api/upload-picture'
import { placeholderIds, placeholderIndex } from './editor-pictures'

type Quill = ReturnType<ReactQuill['getEditor']>

/** One picture from the device on its way into the document. */
export interface PendingPicture {
  id: string
  name: string
  /** The file itself, shown while it uploads (an object URL, revoked when it is done). */
  preview: string
  /** Share sent, 0 to 1. */
  progress: number
  /** Why it failed, in words to act on; null while it uploads. */
  failure: string | null
}

interface Job {
  file: File
  controller: AbortController
  /** Uploaded while no editor was there to take it: put in when one comes back. */
  done?: Upload
}

// Pictures sent at once; the rest wait (the server works on one at a time anyway, and a
// phone's uplink shared by ten shows ten slow bars instead of one that finishes).
const AT_ONCE = 2

// How long uploads outlive their editor: a composer drawn again (a phone turned, so the
// composer moves between the page and the bottom sheet) takes them back in that time.
const DETACHED_GRACE_MS = 3000

/**
 * The pictures pasted, dropped or picked into one editor, kept apart from the editor's own
 * life: each gets a placeholder where it will go, a progress bar and a Cancel in the tray,
 * then becomes a `block-image` in its place. A failure removes the placeholder, says why and
 * keeps everything written. Closing the composer stops what it was sending; drawing it again
 * (the same key) does not. Uploaded but never posted, a picture is forgotten by the server
 * after a day.
 */
export class PictureUploads {
  private pending: PendingPicture[] = []
  private readonly listeners = new Set<() => void>()
  private readonly jobs = new Map<string, Job>()
  private readonly queue: string[] = []
  private running = 0
  private editor: (() => Quill | null) | null = null
  private goneTimer: number | undefined

  constructor(private readonly forget: () => void) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  snapshot = () => this.pending

  private set(next: PendingPicture[]) {
    this.pending = next
    for (const listener of this.listeners) listener()
  }

  private change(id: string, patch: Partial<PendingPicture>) {
    this.set(this.pending.map((p) => (p.id === id ? { ...p, ...patch } : p)))
  }

  private drop(id: string) {
    const gone = this.pending.find((p) => p.id === id)
    if (gone) URL.revokeObjectURL(gone.preview)
    this.jobs.delete(id)
    this.set(this.pending.filter((p) => p.id !== id))
  }

  private quill(): Quill | null {
    return this.editor?.() ?? null
  }

  private removePlaceholder(id: string): number | null {
    const quill = this.quill()
    const at = quill ? placeholderIndex(quill.getContents().ops, id) : null
    if (quill && at !== null) quill.deleteText(at, 1, 'user')
    return at
  }

  /** Puts an uploaded picture where its placeholder is; false when there is no editor to put it in. */
  private place(id: string, upload: Upload): boolean {
    const quill = this.quill()
    if (!quill) return false
    const at = this.removePlaceholder(id)
    if (at !== null) quill.insertEmbed(at, 'block-image', { src: upload.url, width: upload.width, height: upload.height }, 'user')
    return true
  }

  /**
   * An editor shows this document now. Placeholders it holds that no upload stands behind (a
   * draft kept while the page was left mid-upload) go; pictures that finished meanwhile go in.
   */
  attach(editor: () => Quill | null): () => void {
    window.clearTimeout(this.goneTimer)
    this.editor = editor
    this.prune()
    for (const [id, job] of this.jobs) if (job.done && this.place(id, job.done)) this.drop(id)
    // An undo, a paste of a copied placeholder or a failure while no editor was there can leave
    // a placeholder no upload stands behind: it would stop the post for ever. Each change clears them.
    const quill = editor()
    const afterChange = () => window.setTimeout(() => this.prune())
    quill?.on('text-change', afterChange)
    return () => {
      quill?.off('text-change', afterChange)
      if (this.editor !== editor) return
      this.editor = null
      this.goneTimer = window.setTimeout(() => this.stopAll(), DETACHED_GRACE_MS)
    }
  }

  /** Whether a placeholder's upload is on its way (or done, waiting for its place). */
  private live(id: string): boolean {
    const job = this.jobs.get(id)
    if (!job) return false
    return job.done !== undefined || this.pending.some((picture) => picture.id === id && picture.failure === null)
  }

  /** Takes out the placeholders no live upload stands behind. */
  private prune() {
    const quill = this.quill()
    // It runs after every change: the document is read only when a placeholder is in it.
    if (!quill?.root.querySelector('.ql-upload-placeholder')) return
    for (const id of placeholderIds(quill.getContents().ops)) {
      if (this.live(id)) continue
      const at = placeholderIndex(quill.getContents().ops, id)
      if (at !== null) quill.deleteText(at, 1, 'api')
    }
  }

  private stopAll() {
    for (const job of this.jobs.values()) job.controller.abort()
    for (const picture of this.pending) URL.revokeObjectURL(picture.preview)
    this.jobs.clear()
    this.pending = []
    this.forget()
  }

  private pump() {
    while (this.running < AT_ONCE && this.queue.length > 0) {
      const id = this.queue.shift() ?? ''
      const job = this.jobs.get(id)
      if (!job) continue
      this.running += 1
      uploadPicture(job.file, { signal: job.controller.signal, onProgress: (progress) => this.change(id, { progress }) })
        .then((upload) => {
          if (this.place(id, upload)) this.drop(id)
          else job.done = upload
        })
        .catch((error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return
          this.removePlaceholder(id)
          this.change(id, { failure: error instanceof ApiError ? error.message : 'The picture could not be uploaded.' })
        })
        .finally(() => {
          this.running -= 1
          this.pump()
        })
    }
  }

  /** Puts each file's placeholder at `index` (in order) and starts sending them. */
  add(files: readonly File[], index: number) {
    const quill = this.quill()
    if (!quill || files.length === 0) return
    const added = files.map((file) => ({ id: crypto.randomUUID(), file }))
    // Each after the one before, where Quill really put it: a block inserted mid-line splits the
    // line and lands a place further on.
    let at = index
    for (const { id } of added) {
      quill.insertEmbed(at, 'upload-placeholder', id, 'user')
      at = (placeholderIndex(quill.getContents().ops, id) ?? at) + 1
    }
    quill.setSelection(at, 0, 'user')
    for (const { id, file } of added) {
      this.jobs.set(id, { file, controller: new AbortController() })
      this.queue.push(id)
    }
    this.set([
      ...this.pending,
      ...added.map(({ id, file }) => ({
        id,
        name: file.name || 'Pasted picture',
        preview: URL.createObjectURL(file),
        progress: 0,
        failure: null,
      })),
    ])
    this.pump()
  }

  /** Stops an upload (or forgets a failed one), and takes its placeholder out. */
  cancel(id: string) {
    this.jobs.get(id)?.controller.abort()
    this.removePlaceholder(id)
    this.drop(id)
  }

  /** Sends a failed picture again, to where the writer's cursor is now. */
  retry(id: string) {
    const quill = this.quill()
    const job = this.jobs.get(id)
    if (!quill || !job) return
    const at = quill.getSelection(true)?.index ?? quill.getLength() - 1
    quill.insertEmbed(at, 'upload-placeholder', id, 'user')
    job.controller = new AbortController()
    this.change(id, { failure: null, progress: 0 })
    this.queue.push(id)
    this.pump()
  }
}

const stores = new Map<string, PictureUploads>()

/** The uploads of the editor named `key` (its composer's draft and part): one for as long as it is shown. */
export function pictureUploadsFor(key: string): PictureUploads {
  let store = stores.get(key)
  if (!store) {
    store = new PictureUploads(() => stores.delete(key))
    stores.set(key, store)
  }
  return store
}
