import type { RealmRole } from '../../src/contract/schemas/me'
import { RevisionCache } from '../cache/revision-cache'
import { readRolesAndFriends, readThreadFlags } from '../db/queries/viewer-facts'
import type { Db } from '../db/types'
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
interface Facts {
  revision: number
  roles: ReadonlyMap<string, RealmRole>
  friendIds: ReadonlySet<string>
  /** Filled as threads are shown; read after the revision, so never older than it. */
  flags: Map<string, ThreadFlags>
}

const nobody: ReadonlySet<string> = new Set()

/** The viewers' facts, each read once per revision of theirs. */
export class ViewerFacts {
  private readonly kept = new RevisionCache<Facts>({ max: 10_000 })

  constructor(private readonly db: Db) {}

  private async factsOf(viewer: Viewer): Promise<Facts> {
    const kept = this.kept.atLeast(viewer.id, viewer.revision)
    if (kept) return kept
    const { roles, friendIds } = await readRolesAndFriends(this.db, viewer.id)
    const facts: Facts = {
      revision: viewer.revision,
      roles: new Map(roles.map((row) => [row.realmId, row.role])),
      friendIds: new Set(friendIds),
      flags: new Map(),
    }
    this.kept.keep(viewer.id, facts)
    return facts
  }

  async roleOf(viewer: Viewer, realmId: string): Promise<RealmRole | null> {
    return (await this.factsOf(viewer)).roles.get(realmId) ?? null
  }

  /** How many realms the viewer belongs to. */
  async realmCount(viewer: Viewer): Promise<number> {
    return (await this.factsOf(viewer)).roles.size
  }

  async friendsOf(viewer: Viewer | null): Promise<ReadonlySet<string>> {
    return viewer ? (await this.factsOf(viewer)).friendIds : nobody
  }

  /** The viewer's flags on each of `threadIds`; one query for those not read at this revision yet. */
  async flagsOf(viewer: Viewer, threadIds: readonly string[]): Promise<Map<string, ThreadFlags>> {
    const facts = await this.factsOf(viewer)
    const missing = threadIds.filter((id) => !facts.flags.has(id))
    if (missing.length > 0) {
      const rows = await readThreadFlags(this.db, viewer.id, missing)
      for (const id of missing) facts.flags.set(id, noFlags)
      for (const { threadId, ...flags } of rows) facts.flags.set(threadId, flags)
    }
    return new Map(threadIds.map((id) => [id, facts.flags.get(id) ?? noFlags]))
  }
}
