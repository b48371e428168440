import { createHash } from 'node:crypto'
import pg from 'pg'

/** How a pool's connections talk, beyond their settings. */
interface Talk {
  /** Each connection keeps the statements it runs prepared (nameStatements). */
  named?: boolean
  /** Statements are sent without waiting for the answers before them (pipelineWrites). */
  pipelined?: boolean
}

/**
 * A pool of PostgreSQL connections, `settings` held by each for its life. An idle connection
 * the server drops (restart, admin) must not take the process down: the pool replaces it on
 * the next query. A process opens four: the queries' (10), the writes' (5: open.ts), the hot
 * reads' (10, planned once: hot-reads.ts) and the searches' (4, with their limits:
 * search-lane.ts), and a connection for each live listener.
 */
export function openPool(url: string, max: number, settings: Record<string, string> = {}, talk: Talk = {}): pg.Pool {
  const options = Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ')
  const pool = new pg.Pool({ connectionString: url, max, pipeline: talk.pipelined ?? false, ...(options ? { options } : {}) })
  pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message))
  pool.on('connect', (client) => {
    if (talk.named) nameStatements(client)
    if (talk.pipelined) pipelineWrites(client)
  })
  return pool
}

/**
 * Most distinct statements a process names. Past this (a statement whose text varies without
 * end, as an `in` list of any length would make it), the rest run unnamed: a named statement
 * holds memory (its plan) on each connection that ran it, for the connection's life, and a
 * process holds some fifteen connections.
 */
const MOST_NAMES = 500
const names = new Map<string, string>()

/** The name `text` is kept under: the same text, the same name, on every connection. */
function nameOf(text: string): string | undefined {
  let name = names.get(text)
  if (name === undefined && names.size < MOST_NAMES) {
    name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`
    names.set(text, name)
  }
  return name
}

/**
 * Gives each statement with values that `client` runs a name made of its text, so that pg
 * prepares it once on the connection and then only binds and executes it: the database parses
 * and plans a statement sent unnamed every time, and that was a third of what it spent on a
 * reply (docs/decisions/061). Left to choose (`plan_cache_mode = auto`), it plans a named
 * statement for its values five times, then keeps a generic plan if that is no dearer, as for
 * a statement a driver such as JDBC or postgres.js prepares.
 */
function nameStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown
  // drizzle sends (config, values); pg's own Pool.query sends (text, values) and stays unnamed.
  const named = (config: unknown, values: unknown): unknown => {
    if (typeof config !== 'object' || config === null || 'submit' in config) return config
    if (!('text' in config) || typeof config.text !== 'string' || ('name' in config && config.name)) return config
    const given = 'values' in config ? config.values : values
    if (!Array.isArray(given) || given.length === 0) return config
    const name = nameOf(config.text)
    return name ? { ...config, name } : config
  }
  Object.assign(client, { query: (config: unknown, ...rest: unknown[]) => query(named(config, rest[0]), ...rest) })
}

const begun = { rows: [], rowCount: null, command: 'BEGIN', fields: [], oid: 0 }

/**
 * On a pipelined connection (pg's `pipeline`: each statement is sent at once and the database
 * runs them in the order sent), a transaction's BEGIN is answered at once instead of after its
 * round trip, so that it goes out with the transaction's first statement; that statement's
 * answer waits for BEGIN's, and fails with it. The write's own statements sent together
 * (Promise.all on its transaction) share a round trip the same way. BEGIN fails only with its
 * connection, and then so does everything sent after it on that connection.
 */
function pipelineWrites(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>
  let beginning: Promise<unknown> | undefined
  const send = (config: unknown, ...rest: unknown[]): unknown => {
    const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text
    if (typeof text === 'string' && text.trim().toLowerCase() === 'begin' && rest.every((arg) => typeof arg !== 'function')) {
      const sent = query(config, ...rest)
      // Answered by the next statement; kept from being an unhandled rejection meanwhile.
      sent.catch(() => {})
      beginning = sent
      return Promise.resolve(begun)
    }
    const answer = query(config, ...rest)
    // Only a statement answered by a promise can carry BEGIN's failure; one answered through a
    // callback leaves it to the next.
    if (!beginning || !(answer instanceof Promise)) return answer
    const before = beginning
    beginning = undefined
    return Promise.all([before, answer]).then(([, result]) => result)
  }
  Object.assign(client, { query: send })
}
