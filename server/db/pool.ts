import pg from 'pg'

/**
 * A pool of PostgreSQL connections, `settings` held by each for its life. An idle connection
 * the server drops (restart, admin) must not take the process down: the pool replaces it on
 * the next query. A process opens four: the queries' (10), the writes' (5: open.ts), the hot
 * reads' (10, planned once: hot-reads.ts) and the searches' (4, with their limits:
 * search-lane.ts), and a connection for each live listener.
 */
export function openPool(url: string, max: number, settings: Record<string, string> = {}): pg.Pool {
  const options = Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ')
  const pool = new pg.Pool({ connectionString: url, max, ...(options ? { options } : {}) })
  pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message))
  return pool
}
