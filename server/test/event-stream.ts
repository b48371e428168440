/** One Server-Sent Event as a reader receives it. */
export interface ReceivedEvent {
  id: string | null
  type: string
  data: unknown
}

export interface OpenEventStream {
  status: number
  headers: Headers
  /** Every event so far, in order. */
  readonly events: ReceivedEvent[]
  /** How many `: ping` comments arrived. */
  readonly pings: number
  /** Whether the server ended the stream. */
  readonly ended: boolean
  /** Waits until `count` events matching `match` have arrived (fails after `waitMs`), and answers them. */
  waitFor(match: (event: ReceivedEvent) => boolean, count?: number, waitMs?: number): Promise<ReceivedEvent[]>
  /** Waits until the server ends the stream. */
  waitForEnd(waitMs?: number): Promise<void>
  /** The body of a refused stream. */
  text(): Promise<string>
  close(): void
}

/**
 * Opens GET /events on a listening server the way the app does (fetch, the token in the
 * header, Last-Event-ID to resume) and parses the stream as it arrives.
 */
export async function openEvents(
  baseUrl: string,
  options: { token?: string; threads?: string[]; boards?: string[]; lastEventId?: string; query?: string } = {},
): Promise<OpenEventStream> {
  const query =
    options.query ??
    new URLSearchParams([
      ...(options.threads ?? []).map((id) => ['thread', id]),
      ...(options.boards ?? []).map((id) => ['board', id]),
    ]).toString()
  const abort = new AbortController()
  const headers: Record<string, string> = {}
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  if (options.lastEventId !== undefined) headers['Last-Event-ID'] = options.lastEventId
  const response = await fetch(`${baseUrl}/api/events?${query}`, { headers, signal: abort.signal })
  const events: ReceivedEvent[] = []
  let pings = 0
  let ended = false
  const waiters = new Set<() => void>()
  const notify = () => {
    for (const waiter of waiters) waiter()
  }

  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder()
      let buffer = ''
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true })
          let end: number
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            const fields = { id: null as string | null, type: 'message', data: [] as string[] }
            let comment = false
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) comment = line === ': ping' || comment
              else if (line.startsWith('id: ')) fields.id = line.slice(4)
              else if (line.startsWith('event: ')) fields.type = line.slice(7)
              else if (line.startsWith('data: ')) fields.data.push(line.slice(6))
            }
            if (comment) pings += 1
            if (fields.data.length > 0) events.push({ id: fields.id, type: fields.type, data: JSON.parse(fields.data.join('\n')) })
          }
          notify()
        }
      } catch {
        // aborted by close()
      }
      ended = true
      notify()
    })()
  }

  const until = (done: () => boolean, waitMs: number, what: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!done()) return
        clearTimeout(timer)
        waiters.delete(check)
        resolve()
      }
      const timer = setTimeout(() => {
        waiters.delete(check)
        reject(new Error(`${what} did not happen in ${waitMs} ms; events so far: ${JSON.stringify(events)}`))
      }, waitMs)
      waiters.add(check)
      check()
    })

  return {
    status: response.status,
    headers: response.headers,
    events,
    get pings() {
      return pings
    },
    get ended() {
      return ended
    },
    async waitFor(match, count = 1, waitMs = 5000) {
      await until(() => events.filter(match).length >= count, waitMs, `${count} matching event(s)`)
      return events.filter(match)
    },
    waitForEnd: (waitMs = 5000) => until(() => ended, waitMs, 'the end of the stream'),
    text: () => response.text(),
    close: () => abort.abort(),
  }
}
