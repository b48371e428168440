/**
 * A DataLoader-style batcher: many keys looked up in one query. The lookups that arrive while
 * a batch is under way wait and go together in the next one, which starts when it ends;
 * alone, a lookup starts at once. Like
 * SingleFlight, a lookup never joins a query that started before it arrived, so it sees
 * everything committed by then. Under load, twenty requests' tokens cost one or two queries,
 * however many users they belong to.
 */
export class BatchLoader<V> {
  private next: Map<string, PromiseWithResolversLike<V | undefined>> | null = null
  private running = false

  constructor(private readonly fetch: (keys: string[]) => Promise<ReadonlyMap<string, V>>) {}

  get(key: string): Promise<V | undefined> {
    if (!this.next) {
      this.next = new Map()
      // Requests already waiting to be read join before it starts (see afterArrivals).
      if (!this.running) setImmediate(() => void this.run())
    }
    let waiting = this.next.get(key)
    if (!waiting) this.next.set(key, (waiting = withResolvers<V | undefined>()))
    return waiting.promise
  }

  private async run(): Promise<void> {
    const batch = this.next
    if (!batch || this.running) return
    this.next = null
    this.running = true
    try {
      const found = await this.fetch([...batch.keys()])
      for (const [key, waiting] of batch) waiting.resolve(found.get(key))
    } catch (error) {
      for (const waiting of batch.values()) waiting.reject(error)
    } finally {
      this.running = false
      if (this.next) setImmediate(() => void this.run())
    }
  }
}

interface PromiseWithResolversLike<T> {
  promise: Promise<T>
  resolve: (value: T) => void
  reject: (error: unknown) => void
}

// Promise.withResolvers arrived in Node 22; this server runs on Node 20.
function withResolvers<T>(): PromiseWithResolversLike<T> {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}
