import pg from 'pg'

/** Stops listening. */
export type Unlisten = () => Promise<void>

/**
 * Calls `onWake` whenever someone NOTIFYs `channel` on this PostgreSQL, on one connection of
 * its own (a pooled one would be handed back and lose the LISTEN). A lost connection is
 * reopened with growing pauses, and `onWake` runs once it is back: what was notified while it
 * was gone is read then, since listeners read the rows themselves, not the payloads.
 */
export function listenPostgres(url: string, channel: string, onWake: () => void): Unlisten {
  let client: pg.Client | null = null
  let stopped = false
  let pauseMs = 250
  let timer: NodeJS.Timeout | undefined

  const connect = async () => {
    const next = new pg.Client({ connectionString: url })
    client = next
    const lost = () => {
      if (client !== next || stopped) return
      client = null
      void next.end().catch(() => {})
      timer = setTimeout(() => void connect(), pauseMs)
      pauseMs = Math.min(pauseMs * 2, 10_000)
    }
    next.on('error', (error) => {
      console.error('PostgreSQL event listener lost:', error.message)
      lost()
    })
    next.on('end', lost)
    next.on('notification', (message) => {
      if (message.channel === channel) onWake()
    })
    try {
      await next.connect()
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
      pauseMs = 250
      onWake()
    } catch (error) {
      console.error('PostgreSQL event listener could not connect:', error instanceof Error ? error.message : error)
      lost()
    }
  }
  void connect()

  return async () => {
    stopped = true
    clearTimeout(timer)
    const last = client
    client = null
    await last?.end().catch(() => {})
  }
}
