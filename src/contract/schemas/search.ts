import * as z from 'zod/mini'
import { dateTime, uuid } from './ids'
import { assetUrlSchema } from './secret-identity'

/** The longest search, in characters after trimming (design.md "Search"). */
export const SEARCH_MAX_CHARS = 200

export const searchQuerySchema = z.object({
  // Trimmed and measured by the server (a message of its own for each way it is wrong).
  q: z.string(),
  realm: uuid,
  board: z.optional(uuid),
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(500))),
})

/**
 * One place the words were found: a contribution (`comment_id` null) or a comment, in its
 * thread. `excerpt` is plain text; `highlights` are [start, end) character offsets into it
 * (UTF-16, as JavaScript counts) of what matched. `secret_identity` is the writer's in that
 * thread, never the real user.
 */
const searchResultSchema = z
  .object({
    thread_id: uuid,
    board_id: uuid,
    post_id: uuid,
    comment_id: z.nullable(uuid),
    title: z.string(),
    excerpt: z.string(),
    highlights: z.array(z.tuple([z.number().check(z.int(), z.nonnegative()), z.number().check(z.int(), z.nonnegative())])),
    created_at: dateTime,
    secret_identity: z.object({ name: z.string(), avatar: assetUrlSchema }),
  })
  .register(z.globalRegistry, { id: 'SearchResult' })

export type SearchResult = z.infer<typeof searchResultSchema>

export const searchPageSchema = z
  .object({ results: z.array(searchResultSchema), cursor: z.object({ next: z.nullable(z.string()) }) })
  .register(z.globalRegistry, { id: 'SearchPage' })

export type SearchPage = z.infer<typeof searchPageSchema>
