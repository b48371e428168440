import type { TokenHolder } from '../db/queries/tokens'
import { ApiError, messages } from '../lib/api-error'
import { hashToken } from '../lib/tokens'

export interface Viewer {
  id: string
  username: string
  email: string
  /** The user's revision, read with the token: their cached facts key on it (viewer-facts.ts). */
  revision: number
  /** When the token this viewer came with stops working: a live stream ends then (events/hub.ts). */
  expiresAt: Date
  /** The session (login) the token belongs to. */
  sessionId: string
}

/** `Authorization: Bearer <token>`; the bare token is accepted too (design: token). */
export function tokenFrom(header: string | undefined): string | null {
  const value = header?.trim()
  if (!value) return null
  const match = /^Bearer\s+(.+)$/i.exec(value)
  return (match?.[1] ?? value).trim() || null
}

/** Finds who holds a token by its hash; the server looks many up at once (cache/batch-loader.ts). */
export interface TokenHolders {
  get(hash: string): Promise<TokenHolder | undefined>
}

/** The user a token belongs to; null without a token, 401 for an unknown or expired one. */
export type LookUpViewer = (token: string | null) => Promise<Viewer | null>

export function viewerLookup(holders: TokenHolders, now: () => Date): LookUpViewer {
  return async (token) => {
    if (!token) return null
    const row = await holders.get(hashToken(token))
    if (!row) throw new ApiError(401, messages.noUser)
    if (row.expiresAt.getTime() <= now().getTime()) {
      throw new ApiError(401, messages.tokenExpired)
    }
    return {
      id: row.id,
      username: row.username,
      email: row.email,
      revision: row.revision,
      expiresAt: row.expiresAt,
      sessionId: row.sessionId,
    }
  }
}

/**
 * The caller of one request, looked up once, when first asked. A token that was sent is always
 * checked, even where anonymous access is allowed: an expired one answers 401
 * `Authentication token expired.` so that the client refreshes rather than silently
 * losing its per-user flags (docs/decisions/003-a-sent-token-is-always-checked.md).
 */
export interface RequestViewer {
  /** The caller, or null when no token was sent. */
  optional(): Promise<Viewer | null>
  /** The caller; 401 without one. */
  required(): Promise<Viewer>
  /**
   * The caller, and what `lookup` reads meanwhile: the token and the read go side by side, so
   * that both join the batch of the requests that arrived together (cache/batch-loader.ts,
   * cache/single-flight.ts). A refused token still answers first, whatever became of `lookup`.
   */
  beside<T>(lookup: Promise<T>): Promise<[Viewer | null, T]>
}

const ignore = () => {}

/** The viewer of a request whose `Authorization` header `authorization` reads. */
export function requestViewer(lookUp: LookUpViewer, authorization: () => string | undefined): RequestViewer {
  let viewer: Promise<Viewer | null> | undefined
  const optional = () => (viewer ??= lookUp(tokenFrom(authorization())))
  return {
    optional,
    async required() {
      const found = await optional()
      if (!found) throw new ApiError(401, messages.noUser)
      return found
    },
    async beside(lookup) {
      lookup.catch(ignore) // its failure is answered below, unless the token's comes first
      const found = await optional()
      return [found, await lookup]
    },
  }
}
