import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSite } from './site'

let root = ''
const bigScript = `export const words = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => `word ${i}`))}`
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'teahouse-site-'))
  await mkdir(join(root, 'dist', 'assets'), { recursive: true })
  await mkdir(join(root, 'public', 'avatars'), { recursive: true })
  await writeFile(join(root, 'dist', 'index.html'), '<!doctype html><title>Teahouse</title>')
  await writeFile(join(root, 'dist', 'assets', 'index-Ab12Cd34.js'), 'console.log(1)')
  await writeFile(join(root, 'dist', 'assets', 'vendor-Ef56Gh78.js'), bigScript)
  await writeFile(join(root, 'dist', 'assets', 'vendor-Ef56Gh78.js.br'), brotliCompressSync(bigScript))
  await writeFile(join(root, 'public', 'avatars', 'owl.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
})
afterAll(() => rm(root, { recursive: true, force: true }))

describe('static files', () => {
  it('lets browsers keep the hashed build assets for good, and ask again for the page', async () => {
    const site = createSite(new Hono(), root)
    const script = await site.request('/assets/index-Ab12Cd34.js')
    expect(script.status).toBe(200)
    expect(script.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    // A chunk of an older build is a 404, not the app's page (which would then be kept a year).
    const missing = await site.request('/assets/index-Old00000.js')
    expect([missing.status, missing.headers.get('Cache-Control')]).toEqual([404, null])
    for (const path of ['/', '/threads/some-thread']) {
      const answer = await site.request(path)
      expect(answer.status, path).toBe(200)
      expect(answer.headers.get('Cache-Control'), path).toBe('no-cache')
    }
  })
})

describe('uploaded pictures', () => {
  it("leave a picture's own headers alone, and answer nothing else under /uploads/ with the app's page", async () => {
    const api = new Hono()
      .get('/uploads/:name', (c) => c.body('picture', 200, { 'Content-Security-Policy': "default-src 'none'; sandbox" }))
      .get('/uploads/*', (c) => c.json({ message: 'There is no such upload.' }, 404))
    const site = createSite(api, root)
    const picture = await site.request(`/uploads/${'a'.repeat(64)}.jpg`)
    expect(picture.headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox")
    expect(picture.headers.get('X-Frame-Options')).toBeNull()
    for (const path of ['/uploads/a/b', '/uploads/a/index.html']) {
      const answer = await site.request(path)
      expect(answer.status, path).toBe(404)
      expect(answer.headers.get('Content-Type'), path).toMatch(/^application\/json/)
      // The site's own headers, a frame ban among them.
      expect(answer.headers.get('X-Frame-Options'), path).toBe('DENY')
    }
  })
})

describe('compression', () => {
  it("sends a build file's Brotli copy to a browser that takes it, and the file itself to one that does not", async () => {
    const site = createSite(new Hono(), root)
    const brotli = await site.request('/assets/vendor-Ef56Gh78.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
    expect(brotli.headers.get('Content-Encoding')).toBe('br')
    expect(brotli.headers.get('Content-Type')).toMatch(/javascript/)
    expect(brotli.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString('utf8')).toBe(bigScript)
    const plain = await site.request('/assets/vendor-Ef56Gh78.js')
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    expect(await plain.text()).toBe(bigScript)
  })
})
