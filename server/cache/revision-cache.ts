import { LRUCache } from 'lru-cache'

/**
 * Copies of what was read from the database, each filed under the revision it was read at
 * (`threads.revision`, `users.revision`). A request reads the current revision from the database
 * first and takes a copy only when it is at least that new: never stale, even with several
 * server processes on one PostgreSQL (docs/decisions/023). Summaries, thread rows and viewer
 * facts are kept this way.
 */
export class RevisionCache<V extends { revision: number }> {
  private readonly copies: LRUCache<string, V>

  constructor(options: LRUCache.Options<string, V, unknown>) {
    this.copies = new LRUCache(options)
  }

  /** The copy of `key` when it is at least `revision` new. */
  atLeast(key: string, revision: number): V | undefined {
    const kept = this.copies.get(key)
    return kept && kept.revision >= revision ? kept : undefined
  }

  /** Keeps `value`, unless a newer copy came meanwhile (reads of one key may overlap). */
  keep(key: string, value: V): void {
    const latest = this.copies.get(key)
    if (!latest || latest.revision < value.revision) this.copies.set(key, value)
  }

  /** The copy of `key` at least `revision` new, else `load()`'s answer, kept from now on. */
  async read(key: string, revision: number, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const kept = this.atLeast(key, revision)
    if (kept) return kept
    const value = await load()
    if (value) this.keep(key, value)
    return value
  }
}
