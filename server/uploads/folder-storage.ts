import { randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { Readable } from 'node:stream'
import type { UploadStorage } from './storage'

/**
 * Uploads in a folder (`UPLOADS_DIR`): one sub-folder per first two characters of the name,
 * so no folder holds more than a few thousand files. A file is written under a temporary name
 * and renamed into place, so a crash or a reader never meets half a picture.
 */
export function folderStorage(root: string): UploadStorage {
  const pathOf = (name: string) => join(root, name.slice(0, 2), name)
  const exists = async (path: string) => (await stat(path).catch(() => null))?.isFile() ?? false
  return {
    kind: 'folder',
    async put(name, bytes) {
      const path = pathOf(name)
      if (await exists(path)) return
      await mkdir(dirname(path), { recursive: true })
      const part = `${path}.${randomUUID()}.part`
      try {
        await writeFile(part, bytes)
        await rename(part, path)
      } finally {
        await rm(part, { force: true })
      }
    },
    async get(name) {
      const path = pathOf(name)
      const stats = await stat(path).catch(() => null)
      if (!stats?.isFile()) return null
      return { body: Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>, bytes: stats.size }
    },
    async remove(names) {
      await Promise.all(names.map((name) => rm(pathOf(name), { force: true })))
    },
    async list() {
      const folders = await readdir(root).catch(() => [])
      const names = await Promise.all(folders.map((folder) => readdir(join(root, folder)).catch(() => [])))
      return names.flat().sort()
    },
  }
}
