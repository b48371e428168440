import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { describeRoute } from 'hono-openapi'
import { uploadSchema } from '../../src/contract/schemas/upload'
import { parseUploadName } from '../../src/contract/shapes/upload-names'
import { clientLeft } from '../http/client-connection'
import { userRequired, type ApiEnv } from '../http/env'
import { bearer, errorResponses, jsonResponse } from '../http/openapi'
import { ApiError, messages } from '../lib/api-error'
import type { UploadStorage } from '../uploads/storage'
import { TooManyUploads, type Uploads } from '../uploads/uploads'

// Room for the multipart framing around the largest picture taken.
const FORM_OVERHEAD_BYTES = 64 * 1024

/** The one picture of an upload form: 400 without one or with more than one. */
async function pictureOf(c: Context): Promise<File> {
  let form: FormData
  try {
    form = await c.req.raw.formData()
  } catch (error) {
    // A client that hung up is not a malformed form (http/errors.ts answers it).
    if (clientLeft(error, c)) throw error
    throw new ApiError(400, messages.uploadNotForm)
  }
  const files = [...form.values()].filter((value) => typeof value !== 'string')
  if (files.length > 1) throw new ApiError(400, messages.uploadTwoFiles)
  const file = form.get('file')
  if (!file || typeof file === 'string') throw new ApiError(400, messages.uploadNoFile)
  return file
}

/** POST /uploads: one picture, checked and re-encoded (design.md "Images"). */
export function uploadRoutes(uploads: Uploads, { maxBytes, perHour }: { maxBytes: number; perHour: number }) {
  const tooLarge = messages.uploadTooLarge(Math.round(maxBytes / (1024 * 1024)))
  return new Hono<ApiEnv>().post(
    '/uploads',
    describeRoute({
      operationId: 'uploadPicture',
      summary: 'Upload a picture (extension)',
      description:
        'multipart/form-data with one field `file`: a JPEG, PNG, WebP, GIF or AVIF picture, decided by its bytes. It is re-encoded (metadata removed, orientation applied) with copies 320, 640 and 1280 px wide; realm members only, 60 an hour.',
      tags: ['uploads'],
      security: bearer,
      responses: { 201: jsonResponse(uploadSchema, 'Stored.'), ...errorResponses(400, 401, 403, 413, 415, 429, 503) },
    }),
    userRequired,
    async (c, next) => {
      if (!/^multipart\/form-data\b/i.test(c.req.header('Content-Type') ?? '')) throw new ApiError(415, messages.uploadNotForm)
      const wait = await uploads.mustWait(await c.var.viewer.required())
      if (wait !== null) {
        c.header('Retry-After', String(wait))
        throw new TooManyUploads(perHour, wait)
      }
      if (uploads.busy) throw new ApiError(503, messages.uploadBusy)
      return next()
    },
    bodyLimit({
      maxSize: maxBytes + FORM_OVERHEAD_BYTES,
      onError: () => {
        throw new ApiError(413, tooLarge)
      },
    }),
    async (c) => {
      const viewer = await c.var.viewer.required()
      const file = await pictureOf(c)
      if (file.size > maxBytes) throw new ApiError(413, tooLarge)
      try {
        return c.json(await uploads.upload(viewer, new Uint8Array(await file.arrayBuffer())), 201)
      } catch (error) {
        if (error instanceof TooManyUploads) c.header('Retry-After', String(error.retryAfterSeconds))
        throw error
      }
    },
  )
}

/**
 * The stored pictures, at /uploads/<name>, beside the API. A name is its bytes' hash, so an
 * answer never changes: cached for a year. The type is the stored one (from the name), never
 * sniffed; a sandbox CSP means that even a file a browser could mistake for a page runs nothing.
 */
export function uploadFileRoutes(storage: UploadStorage) {
  const notFound = () => {
    throw new ApiError(404, messages.uploadNotFound)
  }
  return (
    new Hono()
      .get('/uploads/:name', async (c) => {
        const name = parseUploadName(c.req.param('name'))
        const file = name && (await storage.get(c.req.param('name')))
        if (!name || !file) throw new ApiError(404, messages.uploadNotFound)
        return new Response(file.body, {
          headers: {
            'Content-Type': name.contentType,
            'Content-Length': String(file.bytes),
            'Cache-Control': 'public, max-age=31536000, immutable',
            'X-Content-Type-Options': 'nosniff',
            'Content-Security-Policy': "default-src 'none'; sandbox",
          },
        })
      })
      // Nothing else lives under /uploads/: never the app's page (design.md: no HTML from there).
      .get('/uploads', notFound)
      .get('/uploads/*', notFound)
  )
}
