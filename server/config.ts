import { resolve } from 'node:path'
import * as z from 'zod/mini'

const positiveInt = (fallback: number) => z._default(z.coerce.number().check(z.int(), z.positive()), fallback)

const envSchema = z.object({
  PORT: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(65535)), 3000),
  HOST: z._default(z.string(), '0.0.0.0'),
  DATA_DIR: z._default(z.string(), '.data'),
  DATABASE_URL: z.optional(z.string()),
  ACCESS_TOKEN_TTL_SECONDS: positiveInt(15 * 60),
  REFRESH_TOKEN_TTL_SECONDS: positiveInt(30 * 24 * 60 * 60),
  // Login and invite attempts per minute per client address; 0 turns every limit off.
  RATE_LIMIT_PER_MINUTE: z._default(z.coerce.number().check(z.int(), z.minimum(0)), 10),
  SEED: z._default(z.enum(['demo', 'none']), 'demo'),
  CORS_ORIGINS: z.optional(z.string()),
  PUBLIC_URL: z.optional(z.url({ protocol: /^https?$/ })),
})

export interface Config {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  accessTokenTtlSeconds: number
  refreshTokenTtlSeconds: number
  rateLimitPerMinute: number
  seed: 'demo' | 'none'
  corsOrigins: string[]
  /** Origin of the app as people reach it (for invite links); else the request's own origin. */
  publicUrl: string | undefined
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
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    seed: e.SEED,
    corsOrigins: (e.CORS_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : undefined,
  }
}
