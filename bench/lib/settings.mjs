// What `npm run bench` runs and the load every part puts on a server, in one place: the parts
// and databases, how long a turn of load lasts, how many connections the API cases use, how many
// rounds are taken. Each can be changed from the environment, for one part alone, a quick smoke
// run (BENCH_DURATION=3) or a steadier figure.

/** The defaults: what `npm run bench` measures with, and what docs/performance.md says it measured with. */
export const benchDefaults = {
  parts: ['api', 'bundle', 'thread_render', 'lighthouse', 'load', 'events', 'uploads', 'edits', 'search', 'writes'],
  databases: ['pglite', 'postgres'],
  duration: 8,
  connections: 20,
  rounds: 5,
  warmup: 2,
}

const fromEnv = (name, fallback) => Number(process.env[name] ?? fallback)
const listFromEnv = (name, fallback) => process.env[name]?.split(',') ?? fallback

/** The parts measured (BENCH_PARTS); the others keep their last figures in bench/results.json. */
export const benchParts = listFromEnv('BENCH_PARTS', benchDefaults.parts)

/** The databases each server-side part runs on (BENCH_DATABASES). */
export const benchDatabases = listFromEnv('BENCH_DATABASES', benchDefaults.databases)

/** Seconds of one turn of load (autocannon's duration, or the uploaders' turn): BENCH_DURATION. */
export const benchDuration = fromEnv('BENCH_DURATION', benchDefaults.duration)

/** Connections of each API case and of its limit: BENCH_CONNECTIONS. */
export const benchConnections = fromEnv('BENCH_CONNECTIONS', benchDefaults.connections)

/**
 * Turns taken of each side of a comparison on a noisy machine (an API case and its limit, replies
 * with and without the search documents), whose median is the figure: BENCH_ROUNDS.
 */
export const benchRounds = fromEnv('BENCH_ROUNDS', benchDefaults.rounds)

/**
 * Seconds each server runs before it is measured, so that the JIT has compiled its hot paths (and
 * caches are filled) for the API and its limit alike: BENCH_WARMUP.
 */
export const benchWarmup = fromEnv('BENCH_WARMUP', benchDefaults.warmup)

/**
 * Connections of the load that runs beside another figure (replies while readers listen, feed
 * reads while photos upload, thread reads while its posts are edited, replies with and without
 * the search documents): fixed, not BENCH_CONNECTIONS, so that those figures compare with the
 * ones recorded before.
 */
export const sideConnections = 10
