#!/usr/bin/env node
// The limit a write is measured against: the SQL the server sent for it (recorded by
// bench/lib/record-statements.mjs), replayed by a bare driver loop — the same statements, in
// the same transaction, with the same values but for what each write makes new — on the same
// database. It runs in a process of its own, as the server does.
//   node bench/lib/write-limit.mjs <recorded writes, JSON> <pglite data folder | postgres URL> <connections>
// Then reads one turn a line on stdin, {"write", "seconds", "writers"}, and answers each with
// one line of JSON: {count, p50_ms, p99_ms}. A replayed statement answering another number of
// rows than it did for the server ends the process with an error: the replay did other work.
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { PGlite } from '@electric-sql/pglite'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import pg from 'pg'
import { percentile } from './stats.mjs'

const [recordedFile, target, connections] = process.argv.slice(2)
/** Each write's statements and the Idempotency-Key it was sent with. */
const recorded = JSON.parse(readFileSync(recordedFile, 'utf8'))

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The ids a write made itself: first named by an INSERT, not by any statement before it nor
 * in any rows answered before it (a comment's id, made by the server so that a chain's parts can
 * name each other). Each replay makes its own.
 */
function idsMadeBy(write) {
  const seen = new Set()
  const made = new Set()
  for (const statement of write.statements) {
    const inserts = /^\s*insert\b/i.test(statement.text)
    for (const value of statement.values) {
      if (typeof value === 'string' && uuid.test(value) && !seen.has(value) && inserts) made.add(value)
      seen.add(value)
    }
    for (const row of statement.rows) for (const value of row) seen.add(value)
  }
  return [...made]
}

/**
 * One replay's values: the recorded Idempotency-Key becomes a new one, as does each id the write
 * made itself, and each id a statement answered (a new post's, say) becomes the id it answers
 * this time, wherever later statements name it.
 */
class Renames {
  constructor(write, freshKey) {
    this.names = new Map([[write.key, freshKey], ...write.made.map((id) => [id, randomUUID()])])
  }
  values(values) {
    return values.map((value) => (typeof value === 'string' && this.names.has(value) ? this.names.get(value) : value))
  }
  learn(statement, rows) {
    if (rows.length !== statement.rows.length) {
      throw new Error(`the replay answered ${rows.length} rows where the server had ${statement.rows.length}: ${statement.text}`)
    }
    statement.rows.forEach((row, i) =>
      row.forEach((was, j) => {
        const now = rows[i][j]
        if (typeof was === 'string' && uuid.test(was) && now !== was) this.names.set(was, String(now))
      }),
    )
  }
}

const arrays = (rows) => rows.map((row) => (Array.isArray(row) ? row : Object.values(row)))

/**
 * Runs one write's statements on PostgreSQL, on one connection of the pool. As the server's
 * write connections do (server/db/pool.ts), the connection is pipelined: the statements the
 * server sent before the answer of the one ahead of them (`pipelined`) are sent together here
 * too, and answered together.
 */
function postgresReplay(url) {
  const pool = new pg.Pool({ connectionString: url, max: Number(connections), pipeline: true })
  // Statements named hot_… are the server's hot reads, run on connections that plan them once
  // (server/db/hot-reads.ts); the server's other statements are named by their text, on its own
  // connections (server/db/pool.ts), and are here too: prepared once on each connection.
  const hot = new pg.Pool({ connectionString: url, max: Number(connections), options: '-c plan_cache_mode=force_generic_plan' })
  for (const each of [pool, hot]) each.on('error', (error) => console.error('write limit: connection lost:', error.message))
  const send = (client, statement, renames) => {
    const values = renames.values(statement.values)
    return statement.name?.startsWith('hot_')
      ? hot.query({ name: statement.name, text: statement.text, values })
      : client.query({ name: statement.name, text: statement.text, values, rowMode: statement.rowMode })
  }
  return async (write, renames) => {
    const client = await pool.connect()
    try {
      const statements = write.statements
      for (let i = 0; i < statements.length;) {
        let end = i + 1
        while (end < statements.length && statements[end].pipelined) end++
        const group = statements.slice(i, end)
        const answers = await Promise.all(group.map((statement) => send(client, statement, renames)))
        group.forEach((statement, at) => renames.learn(statement, arrays(answers[at].rows)))
        i = end
      }
    } finally {
      client.release()
    }
  }
}

/** Runs one write's statements on PGlite: those the server ran in its transaction in one transaction. */
async function pgliteReplay(dataDir) {
  const db = await PGlite.create(dataDir, { relaxedDurability: true, extensions: { unaccent } })
  // The hot reads' statements are prepared once, as the server prepares them once (server/db/hot-reads.ts).
  const prepares = new Set(
    Object.values(recorded)
      .flat()
      .flatMap((write) => write.prepares),
  )
  for (const prepare of prepares) await db.exec(prepare)
  const executes = (text) =>
    text
      .split(';\n')
      .filter((part) => !prepares.has(part))
      .join(';\n')
  const run = async (client, statement, renames) => {
    const answer =
      statement.via === 'exec'
        ? (await client.exec(executes(statement.text))).at(-1)
        : await client.query(statement.text, renames.values(statement.values), { rowMode: 'array' })
    renames.learn(statement, arrays(answer?.rows ?? []))
  }
  return async (write, renames) => {
    const statements = write.statements
    for (let i = 0; i < statements.length; i++) {
      if (statements[i].text !== 'begin') {
        await run(db, statements[i], renames)
        continue
      }
      const end = statements.findIndex((statement, at) => at > i && statement.text === 'commit')
      await db.transaction(async (tx) => {
        for (const statement of statements.slice(i + 1, end)) await run(tx, statement, renames)
      })
      i = end
    }
  }
}

for (const write of Object.values(recorded).flat()) write.made = idsMadeBy(write)
const replay = target.startsWith('postgres') ? postgresReplay(target) : await pgliteReplay(target)
let written = 0

/** `writers` loops replaying `write` for `seconds`: how many were done, and their latency. */
async function turn({ write, seconds, writers }) {
  const variants = recorded[write]
  const latencies = []
  let started = 0
  const until = Date.now() + seconds * 1000
  const writer = async () => {
    while (Date.now() < until) {
      // Each writer takes the next thread's write, as the server's writers do (bench/writes.mjs).
      const statements = variants[started++ % variants.length]
      const at = performance.now()
      written += 1
      await replay(statements, new Renames(statements, `bench-limit-${process.pid}-${written}`))
      latencies.push(performance.now() - at)
    }
  }
  await Promise.all(Array.from({ length: writers }, writer))
  return { count: latencies.length, p50_ms: percentile(latencies, 50), p99_ms: percentile(latencies, 99) }
}

console.log('ready')
for await (const line of createInterface({ input: process.stdin })) {
  console.log(JSON.stringify(await turn(JSON.parse(line))))
}
process.exit(0)
