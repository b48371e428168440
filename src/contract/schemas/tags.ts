import * as z from 'zod/mini'
import { storableText } from './text'

export const TAG_LIST_MAX = 30
export const TAG_LENGTH_MAX = 100

export const tagsSchema = z
  .object({
    whisper_tags: z.array(z.string()),
    index_tags: z.array(z.string()),
    category_tags: z.array(z.string()),
    content_warnings: z.array(z.string()),
  })
  .register(z.globalRegistry, { id: 'Tags' })

export type Tags = z.infer<typeof tagsSchema>

const tagInput = storableText.check(z.trim(), z.minLength(1, { error: 'must not be blank' }), z.maxLength(TAG_LENGTH_MAX))

/** A tag list as sent by a client: trimmed, no blanks, bounded (design: ≤ 30 × ≤ 100). */
export const tagListInput = z.array(tagInput).check(z.maxLength(TAG_LIST_MAX))

/** Categories match case-insensitively, so they are stored lowercased. */
export const categoryListInput = z.array(tagInput.check(z.toLowerCase())).check(z.maxLength(TAG_LIST_MAX))
