import exifReader from 'exif-reader'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { errorBodySchema } from '../../src/contract/schemas/error'
import { uploadSchema, type Upload } from '../../src/contract/schemas/upload'
import { uploadRows } from '../db/test-queries/counts'
import { removeMember } from '../db/test-queries/writes'
import { messages } from '../lib/api-error'
import { useTestServer } from '../test/harness'
import { animatedGif, HOSTILE_HTML, manyFrameGif, phonePhoto, plainPng, pngClaiming, polyglotJpeg, SCRIPTED_SVG } from '../test/pictures'

const t = useTestServer()

async function uploaded(file: { bytes: Uint8Array; name?: string; type?: string }, who: 'ada' | 'bo' = 'bo'): Promise<Upload> {
  const answer = await t.upload(await t.login(who), file)
  expect(answer.status, answer.text).toBe(201)
  return answer.as(uploadSchema)
}

async function served(url: string): Promise<{ response: Response; bytes: Buffer }> {
  const response = await t.fetchPath(url)
  return { response, bytes: Buffer.from(await response.arrayBuffer()) }
}

describe('POST /uploads', () => {
  it('stores a phone photo turned upright, without its EXIF or GPS, with narrower copies', async () => {
    const photo = await phonePhoto(1600, 1200)
    // What went in: a landscape JPEG that says "turn me", with the place it was taken.
    const before = await sharp(photo).metadata()
    expect(before.orientation).toBe(6)
    expect(exifReader(before.exif ?? Buffer.alloc(0)).GPSInfo?.GPSLatitude).toEqual([51, 30, 0])

    const upload = await uploaded({ bytes: photo, name: 'IMG_0001.JPG', type: 'image/jpeg' })
    expect(upload).toMatchObject({ width: 1200, height: 1600, content_type: 'image/jpeg' })
    expect(upload.url).toMatch(/^\/uploads\/[0-9a-f]{64}\.jpg$/)
    expect(upload.variants.map((v) => v.width)).toEqual([320, 640])

    const { response, bytes } = await served(upload.url)
    expect(response.status).toBe(200)
    expect(bytes.length).toBe(upload.bytes)
    const stored = await sharp(bytes).metadata()
    expect(stored).toMatchObject({ format: 'jpeg', width: 1200, height: 1600 })
    expect(stored.exif).toBeUndefined()
    expect(stored.orientation).toBeUndefined()
    expect(bytes.includes('TestPhone')).toBe(false)
    for (const variant of upload.variants) {
      const copy = await sharp((await served(variant.url)).bytes).metadata()
      expect([copy.width, copy.height, copy.exif]).toEqual([variant.width, Math.round((variant.width * 1600) / 1200), undefined])
    }
    // Its square, for an avatar: the middle, 256 px a side, without the EXIF either.
    const square = await sharp((await served(upload.url.replace('.jpg', '-square.jpg'))).bytes).metadata()
    expect([square.format, square.width, square.height, square.exif]).toEqual(['jpeg', 256, 256, undefined])
  })

  it('serves an upload as its stored type, cached for a year, sniffed by nobody, run by nothing', async () => {
    const upload = await uploaded({ bytes: await plainPng(), name: 'p.png' })
    const { response } = await served(upload.url)
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    })
    expect((await t.fetchPath(upload.url, 'HEAD')).status).toBe(200)
  })

  it('takes a picture by its bytes, whatever its name and declared type', async () => {
    const upload = await uploaded({ bytes: await plainPng(300, 50), name: 'notes.txt', type: 'text/plain' })
    expect(upload).toMatchObject({ content_type: 'image/png', width: 300, height: 50 })
    expect(upload.variants).toEqual([])
  })

  it('keeps an animated GIF animated, as WebP', async () => {
    const upload = await uploaded({ bytes: await animatedGif(6, 400), name: 'a.gif' })
    expect(upload).toMatchObject({ content_type: 'image/webp', width: 400, height: 400 })
    const stored = await sharp((await served(upload.url)).bytes, { animated: true }).metadata()
    expect([stored.format, stored.pages]).toEqual(['webp', 6])
    const copy = await sharp((await served(upload.variants[0]?.url ?? '')).bytes, { animated: true }).metadata()
    expect([copy.width, copy.pages]).toEqual([320, 6])
    // An avatar stands still.
    const square = await sharp((await served(upload.url.replace('.webp', '-square.webp'))).bytes, { animated: true }).metadata()
    expect([square.width, square.height, square.pages]).toEqual([256, 256, undefined])
  })

  it('stores the same picture once, however often it is uploaded', async () => {
    const photo = await phonePhoto(800, 600)
    const first = await uploaded({ bytes: photo })
    const filesBefore = await t.uploadStorage.list()
    const second = await uploaded({ bytes: photo }, 'ada')
    expect(second.url).toBe(first.url)
    expect(second.id).not.toBe(first.id)
    expect(await t.uploadStorage.list()).toEqual(filesBefore)
  })

  it('renders nothing of a JPEG that is also a page: it is stored re-encoded, without the page', async () => {
    const polyglot = await polyglotJpeg()
    expect(polyglot.includes('<script>')).toBe(true)
    const upload = await uploaded({ bytes: polyglot, name: 'page.html', type: 'text/html' })
    const { response, bytes } = await served(upload.url)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(bytes.includes('<script>')).toBe(false)
    expect(bytes.includes('polyglot')).toBe(false)
  })

  it('answers 404 for a name that is not an upload, or one not stored', async () => {
    for (const path of [
      '/uploads/nothing.jpg',
      `/uploads/${'a'.repeat(64)}.jpg`,
      `/uploads/${'a'.repeat(64)}.svg`,
      '/uploads/..%2f..%2fpackage.json',
      '/uploads/a/b',
      '/uploads/',
      '/uploads',
    ]) {
      const response = await t.fetchPath(path)
      expect(response.status, path).toBe(404)
      expect(errorBodySchema.parse(await response.json()).message).toBe(messages.uploadNotFound)
    }
  })
})

describe('POST /uploads refuses, stores nothing and goes on serving', () => {
  const jpegBytes = async () => (await phonePhoto(400, 300)).subarray(0)
  const form = (...files: [string, Blob | string][]) => {
    const body = new FormData()
    for (const [field, value] of files) body.append(field, value)
    return body
  }
  const cases: { name: string; status: number; message: string; send: (token: string) => ReturnType<typeof t.request> }[] = [
    { name: 'an empty file', status: 400, message: messages.uploadEmpty, send: (token) => t.upload(token, { bytes: new Uint8Array() }) },
    {
      name: 'a 0 × 0 image',
      status: 415,
      message: messages.uploadUnreadable,
      send: (token) => t.upload(token, { bytes: pngClaiming(0, 0) }),
    },
    {
      name: 'text named .png',
      status: 415,
      message: messages.uploadNotPicture,
      send: (token) => t.upload(token, { bytes: Buffer.from('just some words\n'.repeat(50)), name: 'x.png', type: 'image/png' }),
    },
    {
      name: 'an SVG with a script',
      status: 415,
      message: messages.uploadNotPicture,
      send: (token) => t.upload(token, { bytes: Buffer.from(SCRIPTED_SVG), name: 'x.svg', type: 'image/svg+xml' }),
    },
    {
      name: 'HTML named .jpg',
      status: 415,
      message: messages.uploadNotPicture,
      send: (token) => t.upload(token, { bytes: Buffer.from(HOSTILE_HTML), name: 'x.jpg', type: 'image/jpeg' }),
    },
    {
      name: 'a truncated JPEG',
      status: 415,
      message: messages.uploadUnreadable,
      send: async (token) => {
        const whole = await jpegBytes()
        return t.upload(token, { bytes: whole.subarray(0, Math.floor(whole.length / 2)) })
      },
    },
    {
      name: 'a PNG that says 100,000 × 100,000',
      status: 413,
      message: messages.uploadTooWide,
      send: (token) => t.upload(token, { bytes: pngClaiming(100_000, 100_000) }),
    },
    {
      name: 'a PNG of 9,000 × 9,000 (81 megapixels)',
      status: 413,
      message: messages.uploadTooManyPixels,
      send: (token) => t.upload(token, { bytes: pngClaiming(9_000, 9_000) }),
    },
    {
      name: 'a GIF of 10,000 frames',
      status: 413,
      message: messages.uploadTooManyFrames,
      send: (token) => t.upload(token, { bytes: manyFrameGif(10_000) }),
    },
    {
      name: 'an 11 MB file',
      status: 413,
      message: messages.uploadTooLarge(10),
      send: async (token) => {
        const head = await jpegBytes()
        const big = Buffer.alloc(11 * 1024 * 1024)
        big.set(head)
        return t.upload(token, { bytes: big })
      },
    },
    {
      name: 'a form with no file',
      status: 400,
      message: messages.uploadNoFile,
      send: (token) => t.request('/uploads', { method: 'POST', token, body: form(['file', 'not a file'], ['title', 'x']) }),
    },
    {
      name: 'a form with two files',
      status: 400,
      message: messages.uploadTwoFiles,
      send: async (token) => {
        const picture = new Blob([new Uint8Array(await jpegBytes())])
        return t.request('/uploads', { method: 'POST', token, body: form(['file', picture], ['file', picture]) })
      },
    },
    {
      name: 'a file under another field and none under "file"',
      status: 400,
      message: messages.uploadNoFile,
      send: async (token) =>
        t.request('/uploads', { method: 'POST', token, body: form(['picture', new Blob([new Uint8Array(await jpegBytes())])]) }),
    },
    {
      name: 'JSON instead of a form',
      status: 415,
      message: messages.uploadNotForm,
      send: (token) => t.request('/uploads', { method: 'POST', token, json: { file: 'data:image/png;base64,AAAA' } }),
    },
    {
      name: 'a form whose body is cut off',
      status: 400,
      message: messages.uploadNotForm,
      send: (token) =>
        t.request('/uploads', {
          method: 'POST',
          token,
          headers: { 'Content-Type': 'multipart/form-data; boundary=XYZ' },
          body: '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8\xff',
        }),
    },
    { name: 'no token', status: 401, message: messages.noUser, send: async () => t.upload(null, { bytes: await jpegBytes() }) },
  ]

  for (const { name, status, message, send } of cases) {
    it(`${name}: ${status}`, async () => {
      const token = await t.login('bo')
      const rows = await uploadRows(t.db)
      const files = await t.uploadStorage.list()
      const answer = await send(token)
      expect(answer.status, answer.text).toBe(status)
      expect(answer.as(errorBodySchema).message).toBe(message)
      expect(await uploadRows(t.db)).toBe(rows)
      expect(await t.uploadStorage.list()).toEqual(files)
      expect((await t.request('/health')).status).toBe(200)
    })
  }

  it('a user of no realm: 403', async () => {
    await removeMember(t.db, await t.realmId('elsewhere'), await t.userId('cy'))
    const rows = await uploadRows(t.db)
    const answer = await t.upload(await t.login('cy'), { bytes: await plainPng() })
    expect(answer.status).toBe(403)
    expect(answer.as(errorBodySchema).message).toBe(messages.uploadNeedsRealm)
    expect(await uploadRows(t.db)).toBe(rows)
  })
})
