import { and, eq, inArray } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import type { RealmRole } from '../../src/api/schemas/me'
import { friends, realmMembers, threadUserStates } from '../db/schema'
import type { Deps } from '../deps'
import type { Viewer } from './viewer'

/** A user's own flags on one thread; all false and never visited when they have no row. */
export interface ThreadFlags {
  muted: boolean
  hidden: boolean
  starred: boolean
  lastVisitedAt: Date | null
}

export const noFlags: ThreadFlags = { muted: false, hidden: false, starred: false, lastVisitedAt: null }

/**
 * What one user sees differently from everyone else, as of a revision of theirs: their roles,
 * their friends, and their flags on the threads they have been shown. Every change to these
 * bumps `users.revision`, which comes with the token on every request, so a copy is never
 * trusted past the revision it was read at, whichever server process made the change.
 */
interface ViewerFacts {
  revision: number
  roles: ReadonlyMap<string, RealmRole>
  friendIds: ReadonlySet<string>
  /** Filled as threads are shown; read after the revision, so never older than it. */
  flags: Map<string, ThreadFlags>
}

export type ViewerFactsCache = LRUCache<string, ViewerFacts>

export function createViewerFactsCache(): ViewerFactsCache {
  return new LRUCache<string, ViewerFacts>({ max: 10_000 })
}

async function factsOf({ db, caches }: Deps, viewer: Viewer): Promise<ViewerFacts> {
  const kept = caches.viewerFacts.get(viewer.id)
  if (kept && kept.revision >= viewer.revision) return kept
  const [roleRows, friendRows] = await Promise.all([
    db.select({ realmId: realmMembers.realmId, role: realmMembers.role }).from(realmMembers).where(eq(realmMembers.userId, viewer.id)),
    db.select({ id: friends.friendId }).from(friends).where(eq(friends.userId, viewer.id)),
  ])
  const facts: ViewerFacts = {
    revision: viewer.revision,
    roles: new Map(roleRows.map((row) => [row.realmId, row.role])),
    // Friends are symmetric rows, so one direction answers "is the author my friend".
    friendIds: new Set(friendRows.map((row) => row.id)),
    flags: new Map(),
  }
  const latest = caches.viewerFacts.get(viewer.id)
  if (!latest || latest.revision < facts.revision) caches.viewerFacts.set(viewer.id, facts)
  return facts
}

export async function roleOf(deps: Deps, viewer: Viewer, realmId: string): Promise<RealmRole | null> {
  return (await factsOf(deps, viewer)).roles.get(realmId) ?? null
}

const nobody: ReadonlySet<string> = new Set()

export async function friendsOf(deps: Deps, viewer: Viewer | null): Promise<ReadonlySet<string>> {
  return viewer ? (await factsOf(deps, viewer)).friendIds : nobody
}

/** The viewer's flags on each of `threadIds`; one query for those not read at this revision yet. */
export async function flagsOf(deps: Deps, viewer: Viewer, threadIds: readonly string[]): Promise<Map<string, ThreadFlags>> {
  const facts = await factsOf(deps, viewer)
  const missing = threadIds.filter((id) => !facts.flags.has(id))
  if (missing.length > 0) {
    const rows = await deps.db
      .select({
        threadId: threadUserStates.threadId,
        muted: threadUserStates.muted,
        hidden: threadUserStates.hidden,
        starred: threadUserStates.starred,
        lastVisitedAt: threadUserStates.lastVisitedAt,
      })
      .from(threadUserStates)
      .where(and(eq(threadUserStates.userId, viewer.id), inArray(threadUserStates.threadId, missing)))
    for (const id of missing) facts.flags.set(id, noFlags)
    for (const { threadId, ...flags } of rows) facts.flags.set(threadId, flags)
  }
  return new Map(threadIds.map((id) => [id, facts.flags.get(id) ?? noFlags]))
}
