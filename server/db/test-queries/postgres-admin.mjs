// Making and dropping whole PostgreSQL databases, for the server's tests and the benchmarks
// (plain JavaScript, so the benchmarks run it under node without tsx). CREATE and DROP DATABASE
// cannot run inside a pool's transaction: each call takes a connection of its own to the
// cluster's maintenance database.
import pg from 'pg'

// Names are made by the callers, never taken from input; this keeps them plain identifiers.
const plainName = /^[a-z_][a-z0-9_]*$/

function identifier(name) {
  if (!plainName.test(name)) throw new Error(`not a plain database name: ${name}`)
  return name
}

async function onCluster(serverUrl, statements) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    for (const statement of statements) await client.query(statement)
  } finally {
    await client.end()
  }
}

export function createDatabase(serverUrl, name, options = {}) {
  const template = options.template ? ` TEMPLATE ${identifier(options.template)}` : ''
  const create = `CREATE DATABASE ${identifier(name)}${template}`
  return onCluster(serverUrl, options.replace ? [dropStatement(name), create] : [create])
}

export function dropDatabase(serverUrl, name) {
  return onCluster(serverUrl, [dropStatement(name)])
}

function dropStatement(name) {
  return `DROP DATABASE IF EXISTS ${identifier(name)} WITH (FORCE)`
}
