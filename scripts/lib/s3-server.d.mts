export interface S3Server {
  endpoint: string
  bucket: string
  /** The server's S3_* environment for this bucket. */
  env: Record<string, string>
  /** The same, as server/config.ts reads it. */
  settings: {
    bucket: string
    endpoint: string
    region: string
    credentials: { accessKeyId: string; secretAccessKey: string }
    forcePathStyle: boolean
  }
  stop(): Promise<void>
}

export function startS3Server(options?: { bucket?: string }): Promise<S3Server>
