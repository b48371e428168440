import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startS3Server, type S3Server } from '../../scripts/lib/s3-server.mjs'
import { spawnServer, type SpawnedServer } from '../../scripts/lib/spawn-server.mjs'
import { accessTokenSchema } from '../../src/contract/schemas/auth'
import { uploadSchema } from '../../src/contract/schemas/upload'
import { uploadRows } from '../db/test-queries/counts'
import { clonePostgres, testDatabaseKind } from '../db/test-queries/databases'
import { testConfig, useTestServer } from '../test/harness'
import { phonePhoto, plainPng, pngClaiming, urlsOfUpload } from '../test/pictures'
import { s3Storage } from './s3-storage'

// The S3 path against a real S3-compatible server process (s3rver on loopback): what the
// server stores is an object in the bucket, every process on the bucket serves it.

let s3: S3Server
beforeAll(async () => {
  s3 = await startS3Server()
  Object.assign(s3Config, { ...testConfig.uploads, s3: s3.settings })
})
afterAll(() => s3?.stop())

// Filled in before the server below is made (useTestServer makes it in its own beforeAll).
const s3Config = { ...testConfig.uploads }
const t = useTestServer({ uploads: s3Config })

describe('uploads in S3', () => {
  it('stores each file as one object, served by another server on the same bucket', async () => {
    expect(t.uploadStorage.kind).toBe('s3')
    const photo = await phonePhoto(1600, 1200)
    const answer = await t.upload(await t.login('bo'), { bytes: photo })
    expect(answer.status, answer.text).toBe(201)
    const upload = answer.as(uploadSchema)
    const names = urlsOfUpload(upload).map((url) => url.replace('/uploads/', ''))
    // Listed by a client of its own, straight from the bucket.
    expect(await s3Storage(s3.settings).list()).toEqual(names.sort())

    const other = t.twin()
    const served = await other.fetchPath(upload.url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/jpeg')
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    const stored = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
    expect([stored.width, stored.height, stored.exif]).toEqual([1200, 1600, undefined])
    await other.events.stop()
  })

  it('stores nothing for a refused picture, and the sweep removes the objects of an unreferenced one', async () => {
    const objects = await t.uploadStorage.list()
    const rows = await uploadRows(t.db)
    expect((await t.upload(await t.login('bo'), { bytes: pngClaiming(100_000, 100_000) })).status).toBe(413)
    expect(await t.uploadStorage.list()).toEqual(objects)
    expect(await uploadRows(t.db)).toBe(rows)

    const lone = uploadSchema.parse((await t.upload(await t.login('ada'), { bytes: await plainPng(700, 100) })).body)
    // The picture, its 320 and 640 px copies and its square.
    expect((await t.uploadStorage.list()).length).toBe(objects.length + 4)
    t.clock.advance(25 * 3600)
    await t.sweepExpired()
    expect(await t.uploadStorage.list()).toEqual([])
    expect((await t.fetchPath(lone.url)).status).toBe(404)
  })
})

// Several processes are the PostgreSQL path (PGlite is one process by nature): declared there only.
if (testDatabaseKind() === 'postgres') {
  describe('uploads in S3 across processes', () => {
    const servers: SpawnedServer[] = []
    const cleanups: (() => Promise<unknown>)[] = []
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()))
      for (const cleanup of cleanups) await cleanup()
    })

    it('a picture uploaded through one server process is served by the other', async () => {
      const clone = await clonePostgres(inject('postgresTemplate'))
      cleanups.push(clone.drop)
      // Each process its own data folder: nothing but the bucket and the database is shared.
      const folders = await Promise.all([0, 1].map(() => mkdtemp(join(tmpdir(), 'teahouse-s3-process-'))))
      cleanups.push(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))))
      const [one, two] = await Promise.all(
        folders.map((folder) => spawnServer({ env: { DATABASE_URL: clone.url, DATA_DIR: folder, ...s3.env }, timeoutMs: 120_000 })),
      )
      if (!one || !two) throw new Error('no servers')
      servers.push(one, two)
      const login = await fetch(`${one.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'bo@example.com', password: 'bo-password-1' }),
      })
      const { access_token: token } = accessTokenSchema.parse(await login.json())
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(await phonePhoto(900, 600))]), 'photo.jpg')
      const answer = await fetch(`${one.url}/api/uploads`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })
      expect(answer.status).toBe(201)
      const upload = uploadSchema.parse(await answer.json())
      for (const url of urlsOfUpload(upload)) {
        const served = await fetch(`${two.url}${url}`)
        expect(served.status, url).toBe(200)
        expect(served.headers.get('x-content-type-options')).toBe('nosniff')
        expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('jpeg')
      }
    })
  })
}
