import { sql } from 'drizzle-orm'
import * as z from 'zod/mini'
import type { Context, MiddlewareHandler } from 'hono'
import { BatchedLookup } from '../cache/batched-lookup'
import type { Db } from '../db/open'
import { hotReads } from '../db/hot-reads'
import type { Deps } from '../deps'
import { ApiError, messages } from '../errors'
import { hashToken } from '../lib/tokens'

export interface Viewer {
  id: string
  username: string
  email: string
  /** The user's revision, read with the token: their cached facts key on it (viewer-facts.ts). */
  revision: number
}

/** `Authorization: Bearer <token>`; the bare token is accepted too (design: token). */
export function tokenFrom(header: string | undefined): string | null {
  const value = header?.trim()
  if (!value) return null
  const match = /^Bearer\s+(.+)$/i.exec(value)
  return (match?.[1] ?? value).trim() || null
}

const cache = new WeakMap<Context, Promise<Viewer | null>>()

/**
 * The caller, or null when no token was sent. A token that was sent is always checked,
 * even where anonymous access is allowed: an expired one answers 401
 * `Authentication token expired.` so that the client refreshes rather than silently
 * losing its per-user flags (docs/decisions/003-a-sent-token-is-always-checked.md).
 */
export function optionalViewer(deps: Deps, c: Context): Promise<Viewer | null> {
  let viewer = cache.get(c)
  if (!viewer) {
    viewer = lookUp(deps, tokenFrom(c.req.header('Authorization')))
    cache.set(c, viewer)
  }
  return viewer
}

const ignore = () => {}

/**
 * The caller, and what `lookup` reads meanwhile: the token and the read go side by side, so
 * that both join the batch of the requests that arrived together (cache/batched-lookup.ts,
 * cache/shared-reads.ts). A refused token still answers first, whatever became of `lookup`.
 */
export async function viewerBeside<T>(deps: Deps, c: Context, lookup: Promise<T>): Promise<[Viewer | null, T]> {
  lookup.catch(ignore) // its failure is answered below, unless the token's comes first
  const viewer = await optionalViewer(deps, c)
  return [viewer, await lookup]
}

export async function requireViewer(deps: Deps, c: Context): Promise<Viewer> {
  const viewer = await optionalViewer(deps, c)
  if (!viewer) throw new ApiError(401, messages.noUser)
  return viewer
}

/**
 * For operations that need a user: answers 401 before the request is read any further, so
 * a caller without a token hears that first, whatever else is wrong with the request.
 */
export function userRequired(deps: Deps): MiddlewareHandler {
  return async (c, next) => {
    await requireViewer(deps, c)
    return next()
  }
}

/** Who holds a token, and until when; looked up for many requests at once (cache/batched-lookup.ts). */
interface TokenHolder extends Viewer {
  expiresAt: Date
}

export type TokenLookup = BatchedLookup<TokenHolder>

const holderRows = z.array(
  z.object({
    token_hash: z.string(),
    id: z.string(),
    username: z.string(),
    email: z.string(),
    revision: z.number(),
    expires_at: z.coerce.date(),
  }),
)

export function createTokenLookup(db: Db): TokenLookup {
  return new BatchedLookup(async (hashes) => {
    // Every request with a token asks this: a statement prepared once (db/hot-reads.ts).
    const [rows] = await hotReads(db, [
      sql`select a.token_hash, u.id, u.username, u.email, u.revision, a.expires_at
        from access_tokens a join users u on u.id = a.user_id
        where a.token_hash in (${sql.join(
          hashes.map((hash) => sql`${hash}`),
          sql`, `,
        )})`,
    ])
    return new Map(
      holderRows
        .parse(rows)
        .map((row) => [
          row.token_hash,
          { id: row.id, username: row.username, email: row.email, revision: row.revision, expiresAt: row.expires_at },
        ]),
    )
  })
}

async function lookUp(deps: Deps, token: string | null): Promise<Viewer | null> {
  if (!token) return null
  const row = await deps.caches.tokens.get(hashToken(token))
  if (!row) throw new ApiError(401, messages.noUser)
  if (row.expiresAt.getTime() <= deps.now().getTime()) {
    throw new ApiError(401, messages.tokenExpired)
  }
  return { id: row.id, username: row.username, email: row.email, revision: row.revision }
}
