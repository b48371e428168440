import { connect } from 'node:net'
import { readdir } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { errorBodySchema } from '../../src/contract/schemas/error'
import { uploadSchema, type Upload } from '../../src/contract/schemas/upload'
import { uploadReferenceRows, uploadRows } from '../db/test-queries/counts'
import { messages } from '../lib/api-error'
import { testConfig, useTestServer, type DemoUser } from '../test/harness'
import { phonePhoto, plainPng, urlsOfUpload } from '../test/pictures'
import { replyBody } from '../test/replies'
import { newThreadBody, startThread } from '../test/writes'

const t = useTestServer({ uploads: { ...testConfig.uploads, perHour: 3 } })

async function upload(who: DemoUser, width = 120): Promise<Upload> {
  const answer = await t.upload(await t.login(who), { bytes: await plainPng(width, 40) })
  expect(answer.status, answer.text).toBe(201)
  return answer.as(uploadSchema)
}

const hashOf = (upload: Upload) => /([0-9a-f]{64})/.exec(upload.url)?.[1] ?? ''
const picture = (upload: Upload) => ({
  insert: { 'block-image': { src: upload.url, width: upload.width, height: upload.height } },
  attributes: { alt: 'a picture' },
})
const deltaWith = (...uploads: Upload[]) => JSON.stringify({ ops: [{ insert: 'Look:\n' }, ...uploads.map(picture), { insert: '\n' }] })

describe('upload limits', () => {
  it('takes at most UPLOADS_PER_HOUR pictures from a user in an hour, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < 3; i += 1) await upload('bo', 100 + i)
    const rows = await uploadRows(t.db)
    const refused = await t.upload(await t.login('bo'), { bytes: await plainPng(50, 50) })
    expect(refused.status).toBe(429)
    expect(refused.as(errorBodySchema).message).toBe(messages.uploadsPerHour(3))
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(3500)
    expect(await uploadRows(t.db)).toBe(rows)
    // Each user has an hour of their own.
    await upload('ada')
    t.clock.advance(3601)
    await upload('bo')
  })
})

describe('the hourly limit, at once', () => {
  it('stores no more than the limit of pictures sent together, and answers the rest 429', async () => {
    const token = await t.login('cy')
    const rows = await uploadRows(t.db)
    const answers = await Promise.all([301, 302, 303, 304, 305].map(async (width) => t.upload(token, { bytes: await plainPng(width, 30) })))
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 429, 429])
    for (const refused of answers.filter((answer) => answer.status === 429)) {
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(3500)
    }
    expect(await uploadRows(t.db)).toBe(rows + 3)
  })
})

describe('the sweep of unreferenced uploads', () => {
  it('removes an upload nothing references a day after it was made, files and all, and keeps the rest', async () => {
    t.clock.advance(3601)
    const [inReply, inComment, inThread, alone] = [
      await upload('bo', 201),
      await upload('bo', 202),
      await upload('ada', 203),
      await upload('ada', 204),
    ]
    const bo = await t.login('bo')
    const thread = await t.threadBy('tea-room', 'ada')
    const replied = await t.request(`/posts/${thread.starterId}/contributions`, {
      method: 'POST',
      token: bo,
      json: replyBody('', { content: deltaWith(inReply) }),
    })
    expect(replied.status, replied.text).toBe(200)
    const commented = await t.request(`/posts/${thread.starterId}/comments`, {
      method: 'POST',
      token: bo,
      json: { contents: [deltaWith(inComment)] },
    })
    expect(commented.status, commented.text).toBe(200)
    await startThread(t, await t.login('ada'), await t.boardId('tea-room'), newThreadBody('', { content: deltaWith(inThread) }))
    for (const referenced of [inReply, inComment, inThread]) expect(await uploadReferenceRows(t.db, hashOf(referenced))).toBe(1)
    expect(await uploadReferenceRows(t.db, hashOf(alone))).toBe(0)

    // Nearly a day: all kept.
    t.clock.advance(23 * 3600)
    await t.sweepExpired()
    expect(await uploadRows(t.db, hashOf(alone))).toBe(1)

    t.clock.advance(2 * 3600)
    const filesBefore = await t.uploadStorage.list()
    await t.sweepExpired()
    expect(await uploadRows(t.db, hashOf(alone))).toBe(0)
    const aloneFiles = urlsOfUpload(alone).map((url) => url.replace('/uploads/', ''))
    expect(await t.uploadStorage.list()).toEqual(filesBefore.filter((name) => !aloneFiles.includes(name)))
    expect((await t.fetchPath(alone.url)).status).toBe(404)
    for (const kept of [inReply, inComment, inThread]) {
      expect(await uploadRows(t.db, hashOf(kept))).toBe(1)
      expect((await t.fetchPath(kept.url)).status).toBe(200)
    }
  })

  it('keeps a picture an earlier version shows while the post lasts, and sweeps it once its author deletes the post', async () => {
    t.clock.advance(3601)
    const shown = await upload('bo', 205)
    const bo = await t.login('bo')
    const thread = await t.threadBy('tea-room', 'ada')
    const replied = await t.request(`/posts/${thread.starterId}/contributions`, {
      method: 'POST',
      token: bo,
      json: replyBody('', { content: deltaWith(shown) }),
    })
    expect(replied.status, replied.text).toBe(200)
    const postId = (replied.body as { contribution: { id: string } }).contribution.id
    t.clock.advance(600)
    const edited = await t.request(`/posts/${postId}`, {
      method: 'PATCH',
      token: bo,
      json: { content: JSON.stringify({ ops: [{ insert: 'No picture now.\n' }] }) },
      headers: { 'If-Match': '"1"' },
    })
    expect(edited.status, edited.text).toBe(200)
    t.clock.advance(25 * 3600)
    await t.sweepExpired()
    expect(await uploadRows(t.db, hashOf(shown))).toBe(1)

    const deleted = await t.request(`/posts/${postId}`, { method: 'DELETE', token: await t.login('bo') })
    expect(deleted.status).toBe(204)
    expect(await uploadReferenceRows(t.db, hashOf(shown))).toBe(0)
    await t.sweepExpired()
    expect(await uploadRows(t.db, hashOf(shown))).toBe(0)
    expect((await t.fetchPath(shown.url)).status).toBe(404)
  })

  it('keeps a picture while a newer upload of it is young, and removes its files only with the last', async () => {
    t.clock.advance(3601)
    const photo = await phonePhoto(500, 400)
    const first = uploadSchema.parse((await t.upload(await t.login('bo'), { bytes: photo })).body)
    t.clock.advance(20 * 3600)
    const again = uploadSchema.parse((await t.upload(await t.login('ada'), { bytes: photo })).body)
    expect(again.url).toBe(first.url)
    t.clock.advance(5 * 3600)
    await t.sweepExpired()
    expect(await uploadRows(t.db, hashOf(first))).toBe(1)
    expect((await t.fetchPath(first.url)).status).toBe(200)
    t.clock.advance(20 * 3600)
    await t.sweepExpired()
    expect(await uploadRows(t.db, hashOf(first))).toBe(0)
    expect((await t.fetchPath(first.url)).status).toBe(404)
  })
})

describe('an upload cut off halfway', () => {
  it('stores nothing, leaves no partial file, and the server goes on', async () => {
    const server = await t.listen()
    try {
      t.clock.advance(3601)
      const token = await t.login('bo')
      const rows = await uploadRows(t.db)
      const files = await t.uploadStorage.list()
      const photo = await phonePhoto(1600, 1200)
      const head = `--B\r\nContent-Disposition: form-data; name="file"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`
      const total = head.length + photo.length + '\r\n--B--\r\n'.length
      await new Promise<void>((resolve, reject) => {
        const socket = connect(server.port, '127.0.0.1', () => {
          socket.write(
            `POST /api/uploads HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=B\r\nContent-Length: ${total}\r\n\r\n${head}`,
          )
          socket.write(photo.subarray(0, photo.length / 2), () => setTimeout(() => socket.destroy(), 100))
        })
        socket.on('close', () => resolve())
        socket.on('error', reject)
      })
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(await uploadRows(t.db)).toBe(rows)
      expect(await t.uploadStorage.list()).toEqual(files)
      const folders = await readdir(testConfig.uploads.folder).catch(() => [])
      for (const folder of folders) {
        expect((await readdir(`${testConfig.uploads.folder}/${folder}`)).filter((name) => name.endsWith('.part'))).toEqual([])
      }
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
      expect((await t.upload(token, { bytes: await plainPng(90, 90) })).status).toBe(201)
    } finally {
      await server.close()
    }
  })
})
