import * as z from 'zod/mini'
import { type DeltaOp } from '../../contract/shapes/delta-ops'
import { tagsSchema, type Tags } from '../../contract/schemas/tags'

/**
 * Unsent writing, kept in localStorage so a reload, a crash or a failed post loses nothing.
 * One draft per user, place (a thread, or a board for a new thread), parent and kind; saved
 * while typing, removed only once the server has the post or its writer discards it; logging
 * out asks whether a user's drafts stay on this device. At most MAX_DRAFTS are kept: the
 * oldest go first.
 */

export const MAX_DRAFTS = 50
const STORAGE_KEY = 'teahouse.drafts'

type DraftKind = 'reply' | 'comment' | 'thread' | 'edit'

/** Where a draft belongs: who writes, in which thread (or board), under what, and what. */
export interface DraftPlace {
  userId: string
  /** The thread written in, or `board:<id>` for a new thread. */
  scope: string
  /** The post or comment answered (or edited); the board for a new thread. */
  parentId: string
  kind: DraftKind
}

export interface Draft {
  /** The editor's document; a comment chain has one per part. */
  parts: { ops: DeltaOp[] }[]
  tags?: Tags
  /** The revision an edit was written against: a save names it, and is refused if the words changed since. */
  base?: number
  savedAt: number
}

const opSchema = z.object({
  insert: z.union([z.string(), z.record(z.string(), z.unknown())]),
  attributes: z.optional(z.record(z.string(), z.unknown())),
})
const draftSchema = z.object({
  userId: z.string(),
  parts: z.array(z.object({ ops: z.array(opSchema) })).check(z.minLength(1)),
  tags: z.optional(tagsSchema),
  base: z.optional(z.number()),
  savedAt: z.number(),
})
const storedSchema = z.record(z.string(), draftSchema)
type Stored = z.infer<typeof storedSchema>

const keyOf = (place: DraftPlace) => [place.userId, place.scope, place.parentId, place.kind].join('/')

function read(storage: Storage): Stored {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}'))
    return parsed.success ? parsed.data : {}
  } catch {
    return {}
  }
}

/** False when the browser would not keep it (storage full or turned off). */
function write(storage: Storage, drafts: Stored): boolean {
  try {
    if (Object.keys(drafts).length === 0) storage.removeItem(STORAGE_KEY)
    else storage.setItem(STORAGE_KEY, JSON.stringify(drafts))
    return true
  } catch {
    return false
  }
}

export function loadDraft(place: DraftPlace, storage: Storage = localStorage): Draft | null {
  const found = read(storage)[keyOf(place)]
  return found && found.userId === place.userId ? { parts: found.parts, tags: found.tags, base: found.base, savedAt: found.savedAt } : null
}

/** Keeps the draft, dropping the oldest others beyond MAX_DRAFTS. */
export function saveDraft(place: DraftPlace, draft: Omit<Draft, 'savedAt'>, now = Date.now(), storage: Storage = localStorage): boolean {
  const drafts = read(storage)
  drafts[keyOf(place)] = { userId: place.userId, parts: draft.parts, tags: draft.tags, base: draft.base, savedAt: now }
  const newestFirst = Object.entries(drafts).sort(([, a], [, b]) => b.savedAt - a.savedAt)
  return write(storage, Object.fromEntries(newestFirst.slice(0, MAX_DRAFTS)))
}

export function removeDraft(place: DraftPlace, storage: Storage = localStorage): void {
  const drafts = read(storage)
  const key = keyOf(place)
  if (key in drafts) write(storage, Object.fromEntries(Object.entries(drafts).filter(([other]) => other !== key)))
}

/** How many unsent drafts `userId` has on this device (in every tab: they share the storage). */
export function countUserDrafts(userId: string, storage: Storage = localStorage): number {
  return Object.values(read(storage)).filter((draft) => draft.userId === userId).length
}

const userDraftsRemoved = new Set<(userId: string) => void>()

/** Logging out with "Discard": nothing the user wrote stays behind on this browser, and open composers stop keeping it. */
export function removeUserDrafts(userId: string, storage: Storage = localStorage): void {
  const drafts = read(storage)
  write(storage, Object.fromEntries(Object.entries(drafts).filter(([, draft]) => draft.userId !== userId)))
  for (const listener of userDraftsRemoved) listener(userId)
}

/** Tells an open composer its user's drafts were removed, so it saves nothing more. */
export function onUserDraftsRemoved(listener: (userId: string) => void): () => void {
  userDraftsRemoved.add(listener)
  return () => userDraftsRemoved.delete(listener)
}
