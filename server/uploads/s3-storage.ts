import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import type { UploadStorage } from './storage'

export interface S3Settings {
  bucket: string
  /** An S3-compatible server (MinIO, Cloudflare R2, a test's s3rver); none: AWS itself. */
  endpoint: string | undefined
  region: string
  /** None: the SDK's own chain (AWS_* variables, a role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined
  /** Bucket in the path rather than the host name, as most S3-compatible servers want. */
  forcePathStyle: boolean
}

const missing = (error: unknown) => error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404

/**
 * Uploads in an S3 bucket, one object per file, named as in a folder (no prefix). Every
 * process and machine of a community sees the same objects, so a picture uploaded through one
 * is served by any other. Objects are sent through the server, never by a presigned address,
 * so they always carry the headers design.md lists (docs/decisions/036).
 */
export function s3Storage(settings: S3Settings): UploadStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
  })
  const Bucket = settings.bucket
  return {
    kind: 's3',
    async put(name, bytes, contentType) {
      // The same name is the same bytes: a second upload of a picture sends nothing.
      const there = await client.send(new HeadObjectCommand({ Bucket, Key: name })).then(
        () => true,
        (error: unknown) => {
          if (missing(error)) return false
          throw error
        },
      )
      if (!there) await client.send(new PutObjectCommand({ Bucket, Key: name, Body: bytes, ContentType: contentType }))
    },
    async get(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: name }))
        if (!object.Body) return null
        return { body: object.Body.transformToWebStream(), bytes: object.ContentLength ?? 0 }
      } catch (error) {
        if (missing(error)) return null
        throw error
      }
    },
    async remove(names) {
      await Promise.all(names.map((name) => client.send(new DeleteObjectCommand({ Bucket, Key: name }))))
    },
    async list() {
      const names: string[] = []
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }))
        for (const object of page.Contents ?? []) if (object.Key) names.push(object.Key)
        ContinuationToken = page.NextContinuationToken
      } while (ContinuationToken)
      return names.sort()
    },
  }
}
