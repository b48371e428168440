/**
 * A counting semaphore: at most `limit` tasks at work at once; the rest wait, first come
 * first served. With `maxWaiting`, a task that would wait behind that many others is refused
 * instead (`run` answers null): a bounded queue sheds load rather than grow without end.
 */
export class Semaphore {
  private working = 0
  private readonly waiting: (() => void)[] = []

  constructor(
    private readonly limit: number,
    private readonly maxWaiting = Number.POSITIVE_INFINITY,
  ) {}

  /** Whether a task given now would be refused (all at work, and the queue full). */
  get full(): boolean {
    return this.working >= this.limit && this.waiting.length >= this.maxWaiting
  }

  /** Runs `task` in its turn; null when the queue is full and it was not run at all. */
  async run<T>(task: () => Promise<T>): Promise<T | null> {
    if (this.working < this.limit) this.working += 1
    else if (this.waiting.length >= this.maxWaiting) return null
    else await new Promise<void>((resolve) => this.waiting.push(resolve))
    try {
      return await task()
    } finally {
      const start = this.waiting.shift()
      if (start) start()
      else this.working -= 1
    }
  }
}
