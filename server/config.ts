import { resolve } from 'node:path'
import { z } from 'zod'

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback)

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().optional(),
  ACCESS_TOKEN_TTL_SECONDS: positiveInt(15 * 60),
  REFRESH_TOKEN_TTL_SECONDS: positiveInt(30 * 24 * 60 * 60),
  // Login and invite attempts per minute per client address; 0 turns every limit off.
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(10),
  SEED: z.enum(['demo', 'none']).default('demo'),
  CORS_ORIGINS: z.string().optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
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
