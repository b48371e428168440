import { join, resolve } from 'node:path'
import type { S3Settings } from './uploads/s3-storage'
import * as z from 'zod/mini'

const positiveInt = (fallback: number) => z._default(z.coerce.number().check(z.int(), z.positive()), fallback)

/** Every environment variable the server reads, with its default: the README's configuration table lists each (config.test.ts). */
export const envSchema = z.object({
  PORT: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(65535)), 3000),
  HOST: z._default(z.string(), '0.0.0.0'),
  DATA_DIR: z._default(z.string(), '.data'),
  DATABASE_URL: z.optional(z.string()),
  ACCESS_TOKEN_TTL_SECONDS: positiveInt(15 * 60),
  REFRESH_TOKEN_TTL_SECONDS: positiveInt(30 * 24 * 60 * 60),
  // A rotated refresh cookie is a retry, not theft, this long after its rotation; 0: never.
  REFRESH_GRACE_SECONDS: z._default(z.coerce.number().check(z.int(), z.minimum(0)), 30),
  // Login and invite attempts per minute per client address; 0 turns every limit off.
  RATE_LIMIT_PER_MINUTE: z._default(z.coerce.number().check(z.int(), z.minimum(0)), 10),
  SEED: z._default(z.enum(['demo', 'none']), 'demo'),
  // The stemmer of search (one of the database's snowball languages, or `simple` for none).
  SEARCH_LANGUAGE: z._default(z.string().check(z.regex(/^[a-z]+$/, 'a language name in lowercase letters, like english')), 'english'),
  CORS_ORIGINS: z.optional(z.string()),
  PUBLIC_URL: z.optional(z.url({ protocol: /^https?$/ })),
  // Behind a reverse proxy: the client's address is the last one in X-Forwarded-For.
  TRUST_PROXY: z._default(z.enum(['0', '1']), '0'),
  // Host names a request may name as the app's address when PUBLIC_URL is unset.
  ALLOWED_HOSTS: z._default(z.string(), 'localhost,127.0.0.1,[::1]'),
  // Uploaded pictures (design.md "Images"): a folder by default, S3 when S3_BUCKET is set.
  UPLOADS_DIR: z.optional(z.string()),
  UPLOAD_MAX_BYTES: positiveInt(10 * 1024 * 1024),
  // Stored uploads per user per hour; 0 turns the limit off.
  UPLOADS_PER_HOUR: z._default(z.coerce.number().check(z.int(), z.minimum(0)), 60),
  S3_BUCKET: z.optional(z.string().check(z.minLength(3))),
  S3_ENDPOINT: z.optional(z.url({ protocol: /^https?$/ })),
  S3_REGION: z._default(z.string(), 'us-east-1'),
  S3_ACCESS_KEY_ID: z.optional(z.string()),
  S3_SECRET_ACCESS_KEY: z.optional(z.string()),
  // Bucket in the path (most S3-compatible servers); 0 for virtual-hosted names (AWS's default).
  S3_FORCE_PATH_STYLE: z._default(z.enum(['0', '1']), '1'),
  // Mail (password resets, the daily digest): smtp://user:pass@host:port (STARTTLS when offered) or
  // smtps://; unset, mails are written to the log.
  SMTP_URL: z.optional(z.url({ protocol: /^smtps?$/ })),
  MAIL_FROM: z._default(z.string().check(z.regex(/^[^\r\n]+$/, 'one line')), 'Teahouse <no-reply@localhost>'),
})

export interface Config {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  accessTokenTtlSeconds: number
  refreshTokenTtlSeconds: number
  /** How long a rotated refresh cookie may come back as a retry (docs/decisions/028). */
  refreshGraceSeconds: number
  rateLimitPerMinute: number
  seed: 'demo' | 'none'
  /** How search stems words: `english` (`english_stem`), another snowball language, or `simple`. */
  searchLanguage: string
  corsOrigins: string[]
  /** Origin of the app as people reach it (for invite links); see appOrigin(). */
  publicUrl: string | undefined
  /** Whether a reverse proxy in front says who the client is (X-Forwarded-For); for rate limits. */
  trustProxy: boolean
  /** Host names (lowercase, no port) whose requests may say where the app is, without PUBLIC_URL. */
  allowedHosts: string[]
  /** Where uploaded pictures are kept: a folder, or an S3 bucket when S3_BUCKET is set. */
  uploads: { folder: string; s3: S3Settings | undefined; maxBytes: number; perHour: number }
  /** Where mail goes: an SMTP server, or the log when `smtpUrl` is unset; `from` is the sender. */
  mail: { smtpUrl: string | undefined; from: string }
}

/** Reads the environment once at start; a bad value stops the server with a clear message. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    throw new Error(`Bad configuration:\n${z.prettifyError(parsed.error)}`)
  }
  const e = parsed.data
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    refreshGraceSeconds: e.REFRESH_GRACE_SECONDS,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    seed: e.SEED,
    searchLanguage: e.SEARCH_LANGUAGE,
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : undefined,
    trustProxy: e.TRUST_PROXY === '1',
    allowedHosts: e.ALLOWED_HOSTS.split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    uploads: {
      folder: resolve(e.UPLOADS_DIR ?? join(e.DATA_DIR, 'uploads')),
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === '1',
          }
        : undefined,
      maxBytes: e.UPLOAD_MAX_BYTES,
      perHour: e.UPLOADS_PER_HOUR,
    },
    mail: { smtpUrl: e.SMTP_URL || undefined, from: e.MAIL_FROM },
  }
}
