import {
  DeleteObjectCommand,
  GetObjectCommand,
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

// A missing key: 404, or 403 from a bucket whose policy grants no s3:ListBucket (S3 will not
// say whether a key it may not list exists).
const missing = (error: unknown) => error instanceof S3ServiceException && [403, 404].includes(error.$metadata.httpStatusCode ?? 0)

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
      // A name is its bytes' hash: writing it again writes the same object. No HEAD first, which
      // a bucket policy without s3:ListBucket answers 403 for a missing key.
      await client.send(new PutObjectCommand({ Bucket, Key: name, Body: bytes, ContentType: contentType }))
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
