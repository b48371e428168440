import { describe, expect, it } from 'vitest'
import { apiFailure } from '../test/api-failure'
import { apiPath, http, HttpResponse, server } from '../test/msw'
import { getAccessToken, setAccessToken } from './access-token'
import { uploadPicture } from './upload-picture'

const hash = 'ab'.repeat(32)
const stored = {
  id: 'u1',
  url: `/uploads/${hash}.jpg`,
  width: 800,
  height: 600,
  content_type: 'image/jpeg',
  bytes: 1234,
  variants: [{ url: `/uploads/${hash}-320.jpg`, width: 320 }],
}

const picture = (bytes = 2048) => new File([new Uint8Array(bytes)], 'pot.jpg', { type: 'image/jpeg' })

describe('uploadPicture', () => {
  it('sends the file as the form field "file" with the bearer token, and answers the stored picture', async () => {
    let sent: { authorization: string | null; field: boolean; type: string | null } | null = null
    server.use(
      http.post(apiPath('/uploads'), async ({ request }) => {
        // The multipart body as sent. jsdom's XMLHttpRequest hands MSW the part without the
        // file's name and bytes (its File is not Node's): those are checked in e2e/uploads.spec.ts.
        const body = await request.text()
        sent = {
          authorization: request.headers.get('Authorization'),
          field: /Content-Disposition: form-data; name="file"; filename=/.test(body),
          type: request.headers.get('Content-Type')?.split(';')[0] ?? null,
        }
        return HttpResponse.json(stored, { status: 201 })
      }),
    )
    setAccessToken('token-1')
    await expect(uploadPicture(picture(), { onProgress: () => undefined, signal: new AbortController().signal })).resolves.toEqual(stored)
    expect(sent).toEqual({ authorization: 'Bearer token-1', field: true, type: 'multipart/form-data' })
  })

  it("says the server's reason when it refuses (not a picture, too many this hour)", async () => {
    server.use(
      http.post(apiPath('/uploads'), () =>
        HttpResponse.json({ message: 'This file is not a picture that can be uploaded.' }, { status: 415 }),
      ),
    )
    const error = await apiFailure(uploadPicture(picture(), { onProgress: () => undefined, signal: new AbortController().signal }))
    expect([error.status, error.message]).toEqual([415, 'This file is not a picture that can be uploaded.'])
  })

  it('refreshes an expired token once and sends the picture again', async () => {
    const tokens: (string | null)[] = []
    server.use(
      http.post(apiPath('/uploads'), ({ request }) => {
        tokens.push(request.headers.get('Authorization'))
        return request.headers.get('Authorization') === 'Bearer fresh'
          ? HttpResponse.json(stored, { status: 201 })
          : HttpResponse.json({ message: 'Authentication token expired.' }, { status: 401 })
      }),
      http.post(apiPath('/auth/refresh'), () =>
        HttpResponse.json({ access_token: 'fresh', expires_at: new Date(Date.now() + 900_000).toISOString() }),
      ),
    )
    setAccessToken('stale')
    await expect(uploadPicture(picture(), { onProgress: () => undefined, signal: new AbortController().signal })).resolves.toEqual(stored)
    expect(tokens).toEqual(['Bearer stale', 'Bearer fresh'])
    expect(getAccessToken()).toBe('fresh')
  })
})
