import * as z from 'zod/mini'
import { deltaStringInput } from './delta'
import { uuid } from './ids'
import { storableText } from './text'

/** A board's slug: its address in the realm (design.md, "Realm admin"). */
const BOARD_SLUG = /^[a-z0-9-]{2,40}$/
/** The longest board name and tagline. */
const BOARD_NAME_MAX_CHARS = 60
const BOARD_TAGLINE_MAX_CHARS = 200

const boardFields = {
  slug: z.string().check(z.regex(BOARD_SLUG, { error: 'must be 2–40 lowercase letters, digits or hyphens' })),
  name: storableText.check(z.trim(), z.minLength(1, { error: 'must not be blank' }), z.maxLength(BOARD_NAME_MAX_CHARS)),
  tagline: storableText.check(z.trim(), z.maxLength(BOARD_TAGLINE_MAX_CHARS)),
  /** A quill delta drawn above the board's feed, or null for none. */
  description: z.nullable(deltaStringInput),
  members_only: z.boolean(),
}

/** Body of POST /realms/{realm_id}/boards: a new board (description optional). */
export const newBoardSchema = z
  .object({ ...boardFields, tagline: z.optional(boardFields.tagline), description: z.optional(boardFields.description) })
  .register(z.globalRegistry, { id: 'NewBoard' })

export type NewBoard = z.output<typeof newBoardSchema>

/** Body of PATCH /boards/{board_id}: the fields that change, at least one. */
export const boardPatchSchema = z
  .object({
    slug: z.optional(boardFields.slug),
    name: z.optional(boardFields.name),
    tagline: z.optional(boardFields.tagline),
    description: z.optional(boardFields.description),
    members_only: z.optional(boardFields.members_only),
  })
  .check(z.refine((patch) => Object.values(patch).some((value) => value !== undefined), { error: 'name at least one field to change' }))
  .register(z.globalRegistry, { id: 'BoardPatch' })

export type BoardPatch = z.output<typeof boardPatchSchema>

/** Body of PUT /realms/{realm_id}/board-order: every board of the realm, once each, in their new order. */
export const boardOrderSchema = z
  .object({ board_ids: z.array(uuid).check(z.minLength(1), z.maxLength(200)) })
  .register(z.globalRegistry, { id: 'BoardOrder' })
