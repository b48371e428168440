import * as z from 'zod/mini'
import { uuid } from '../../src/contract/schemas/ids'

// Malformed ids answer 400, not 404: only a uuid can name a row (docs/decisions/005).
export const threadParams = z.object({ thread_id: uuid })
export const boardParams = z.object({ board_id: uuid })
export const postParams = z.object({ post_id: uuid })
export const commentParams = z.object({ comment_id: uuid })
export const realmParams = z.object({ realm_id: uuid })
export const reportParams = z.object({ report_id: uuid })
export const inviteParams = z.object({ realm_id: uuid, nonce: z.string().check(z.minLength(1), z.maxLength(200)) })
export const realmSlugParams = z.object({
  realm_slug: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,99}$/, { error: 'must be a slug (a-z, 0-9 and -)' })),
})
