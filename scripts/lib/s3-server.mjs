// An S3-compatible server on loopback, for the tests, e2e and benchmarks of the S3 storage path
// (no S3 service is reachable here). s3rver speaks the S3 REST API; the server's code that
// talks to it (server/uploads/s3-storage.ts) is the same that talks to AWS S3, MinIO or R2.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'
import { sparePort } from './spawn-server.mjs'

/** s3rver's fixed credentials (it checks signatures made with them). */
const KEY = 'S3RVER'

/**
 * Starts s3rver with one empty bucket in a folder of its own. Answers the server's S3_*
 * environment for it, and `stop`, which closes it and removes the folder.
 */
export async function startS3Server({ bucket = 'teahouse-uploads' } = {}) {
  const directory = await mkdtemp(join(tmpdir(), 'teahouse-s3-'))
  const port = await sparePort()
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket }] })
  await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: '1',
    },
    settings: { bucket, endpoint, region: 'us-east-1', credentials: { accessKeyId: KEY, secretAccessKey: KEY }, forcePathStyle: true },
    async stop() {
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
