import { sql } from 'drizzle-orm'
import * as z from 'zod/mini'
import { hotReads } from '../hot-reads'
import type { Db } from '../types'

/** Who holds an access token, and until when. */
export interface TokenHolder {
  id: string
  username: string
  email: string
  /** The user's revision, read with the token: their cached facts key on it. */
  revision: number
  expiresAt: Date
  /** The login the token belongs to: "this session" in the sessions list. */
  sessionId: string
}

const holderRows = z.array(
  z.object({
    token_hash: z.string(),
    id: z.string(),
    username: z.string(),
    email: z.string(),
    revision: z.number(),
    expires_at: z.coerce.date(),
    session_id: z.string(),
  }),
)

/** The holders of the tokens with these hashes, by hash (unknown hashes are left out). */
export async function findTokenHolders(db: Db, hashes: readonly string[]): Promise<Map<string, TokenHolder>> {
  // Every request with a token asks this: a statement prepared once (db/hot-reads.ts).
  const [rows] = await hotReads(db, [
    sql`select a.token_hash, u.id, u.username, u.email, u.revision, a.expires_at, a.session_id
        from access_tokens a join users u on u.id = a.user_id
        where a.token_hash in (${sql.join(
          hashes.map((hash) => sql`${hash}`),
          sql`, `,
        )})`,
  ])
  return new Map(
    holderRows.parse(rows).map((row) => [
      row.token_hash,
      {
        id: row.id,
        username: row.username,
        email: row.email,
        revision: row.revision,
        expiresAt: row.expires_at,
        sessionId: row.session_id,
      },
    ]),
  )
}
