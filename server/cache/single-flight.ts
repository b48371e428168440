const ignore = () => {}

/**
 * Resolves once the requests that have already arrived have been taken in. PGlite answers a
 * query synchronously, blocking the event loop: a read started at once would end before
 * any other request could even be read from its socket, and nothing would ever be shared.
 * setImmediate runs after the poll phase, which takes in every request waiting meanwhile.
 */
const afterArrivals = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Single-flight: identical reads that arrive together share one trip to the database, and
 * yet every caller sees everything committed before it arrived: a caller only joins a read
 * that has not started yet. While one read for a key runs, the callers that come meanwhile wait for the next one,
 * which starts when it ends. Under load, twenty readers of one feed page cost two queries,
 * not twenty; alone, a reader waits for nothing.
 * A caller joins only a read not yet started, so it never sees the past (docs/decisions/023).
 */
export class SingleFlight {
  /** Per key, the read that has not started yet, which newcomers join. */
  private readonly queued = new Map<string, Promise<unknown>>()
  /** Per key, the last read in line (queued or running), which the next one waits for. */
  private readonly last = new Map<string, Promise<void>>()

  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const queued = this.queued.get(key)
    if (queued) return queued as Promise<T>
    const before = this.last.get(key) ?? Promise.resolve()
    const read = before.then(afterArrivals).then(() => {
      this.queued.delete(key)
      return load()
    })
    this.queued.set(key, read)
    const settled = read.then(ignore, ignore)
    this.last.set(key, settled)
    void settled.then(() => {
      if (this.last.get(key) === settled) this.last.delete(key)
    })
    return read
  }
}
