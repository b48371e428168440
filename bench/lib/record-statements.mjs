// Preloaded into a benchmark's server (`node --import ./bench/lib/record-statements.mjs`): the
// SQL of each request that carries the header `x-bench-record` is recorded — its text, its
// values, the rows answered and whether it ran inside a transaction — and written, once the
// answer is sent, as one JSON line to the file BENCH_RECORD_FILE names. bench/writes.mjs
// replays what a write sent with a bare driver loop: the limit of that write on that database.
// Recording follows the request's async context, so the server's own background work (the
// outbox, the event hub's reads after a commit) is left out. Both drivers are patched where the
// server's bundle reaches them (packages stay outside it): pg's Client.query, and PGlite's
// query, exec and transaction.
import { AsyncLocalStorage } from 'node:async_hooks'
import { appendFileSync } from 'node:fs'
import http from 'node:http'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

const file = process.env.BENCH_RECORD_FILE

/** Values as JSON can hold them: a bigint as its digits, which both drivers take back for an int8. */
const plainValue = (_key, value) => (typeof value === 'bigint' ? value.toString() : value)
const recording = new AsyncLocalStorage()

/** Rows as plain arrays of values (pg answers objects or arrays, as the query asked). */
const rowsOf = (result) =>
  (Array.isArray(result) ? result.at(-1)?.rows : result?.rows)?.map((row) => (Array.isArray(row) ? row : Object.values(row))) ?? []

function record(statement, answered) {
  const request = recording.getStore()
  if (!request) return answered()
  request.statements.push(statement)
  const settle = (result) => {
    statement.rows = rowsOf(result)
    return result
  }
  return answered(settle)
}

// pg: a client is in a transaction from its BEGIN to its COMMIT or ROLLBACK. A statement sent
// while one before it on the same connection is still unanswered (a pipelined connection:
// server/db/pool.ts) shares that one's round trip: it is marked `pipelined`.
const pgQuery = pg.Client.prototype.query
const inTransaction = new WeakSet()
const unanswered = new WeakMap()
pg.Client.prototype.query = function (config, values, callback) {
  if (!recording.getStore() || typeof config?.submit === 'function') return pgQuery.apply(this, arguments)
  const text = typeof config === 'string' ? config : config.text
  const command = text.trim().split(/\s/)[0].toLowerCase()
  if (command === 'begin') inTransaction.add(this)
  const waiting = unanswered.get(this) ?? 0
  const statement = {
    text,
    values: (typeof values === 'function' ? undefined : values) ?? config.values ?? [],
    name: config.name,
    rowMode: config.rowMode,
    transaction: inTransaction.has(this),
    pipelined: waiting > 0,
  }
  if (command === 'commit' || command === 'rollback') inTransaction.delete(this)
  unanswered.set(this, waiting + 1)
  const answered = (result) => {
    unanswered.set(this, (unanswered.get(this) ?? 1) - 1)
    return result
  }
  return record(statement, (settle) => {
    const done = (result) => settle(answered(result))
    if (typeof values === 'function') return pgQuery.call(this, config, (error, result) => values(error, done(result)))
    if (typeof callback === 'function') return pgQuery.call(this, config, values, (error, result) => callback(error, done(result)))
    return pgQuery.call(this, config, values).then(done, (error) => {
      answered()
      throw error
    })
  })
}

// PGlite: its transaction runs the callback with a client of its own, whose queries are recorded too.
const recordedPglite = (target, transaction) => ({
  query: (text, values = [], options) =>
    record({ text, values, transaction, via: 'query' }, (settle) => target.query(text, values, options).then(settle)),
  exec: (text, options) => record({ text, values: [], transaction, via: 'exec' }, (settle) => target.exec(text, options).then(settle)),
})
// The hot reads' statements PGlite was asked to prepare (server/db/hot-reads.ts), by name, from
// every request: a recorded write executes those an earlier request prepared.
const prepares = new Map()
for (const method of ['query', 'exec']) {
  const original = PGlite.prototype[method]
  PGlite.prototype[method] = function (...args) {
    if (method === 'exec') {
      for (const part of args[0].split(';\n')) {
        const name = /^prepare (\w+) as /.exec(part)?.[1]
        if (name) prepares.set(name, part)
      }
    }
    if (!recording.getStore()) return original.apply(this, args)
    return recordedPglite({ [method]: (...again) => original.apply(this, again) }, false)[method](...args)
  }
}
const pgliteTransaction = PGlite.prototype.transaction
PGlite.prototype.transaction = function (callback) {
  const request = recording.getStore()
  if (!request) return pgliteTransaction.call(this, callback)
  request.statements.push({ text: 'begin', values: [], transaction: true, via: 'exec', rows: [] })
  return pgliteTransaction
    .call(this, (tx) => callback(Object.assign(Object.create(tx), recordedPglite(tx, true))))
    .then((result) => {
      request.statements.push({ text: 'commit', values: [], transaction: true, via: 'exec', rows: [] })
      return result
    })
}

// Each recorded request runs in its own context, from the server's 'request' event on.
const emit = http.Server.prototype.emit
http.Server.prototype.emit = function (event, request, response) {
  const label = event === 'request' ? request.headers['x-bench-record'] : undefined
  if (!label || !file) return emit.apply(this, arguments)
  const recorded = { label, statements: [] }
  response.on('close', () =>
    appendFileSync(file, `${JSON.stringify({ ...recorded, status: response.statusCode, prepares: [...prepares.values()] }, plainValue)}\n`),
  )
  return recording.run(recorded, () => emit.apply(this, arguments))
}
