// Splitting the machine's cores between what is measured and what measures it (Linux taskset).
// A thousand live readers are a thousand other machines in life; here they share the cores of
// the server they read, and the server's reply rate would tell what reading a thousand streams
// costs this process as much as what the server spends on them. With the servers and their
// database on one half of the cores and the benchmark on the other, in the runs with readers
// and without alike, the comparison is the server's own.
import { spawnSync } from 'node:child_process'
import { availableParallelism } from 'node:os'

const cores = availableParallelism()
const all = `0-${cores - 1}`

/** The halves, or null where there is one core or no taskset. */
export const coreSplit =
  cores >= 2 && spawnSync('taskset', ['-V']).status === 0
    ? { servers: cores === 2 ? '0' : `0-${Math.floor(cores / 2) - 1}`, bench: cores === 2 ? '1' : `${Math.floor(cores / 2)}-${cores - 1}` }
    : null

/** Runs process `pid`, every thread of it, on the cores in `list` ('0', '2-3'). */
function pin(pid, list) {
  spawnSync('taskset', ['-a', '-p', '-c', list, String(pid)], { stdio: 'ignore' })
}

/** PostgreSQL's processes on this machine: the postmaster (whose new backends inherit its cores), its workers and backends. */
function postgresPids() {
  const found = spawnSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' })
  return found.stdout.split('\n').filter(Boolean).map(Number)
}

/** Puts the database and this process on their halves; answers the function that puts a server on its half. */
export function splitCores() {
  if (!coreSplit) return { placeServer: () => undefined, undo: () => undefined }
  for (const pid of postgresPids()) pin(pid, coreSplit.servers)
  pin(process.pid, coreSplit.bench)
  return {
    placeServer: (pid) => pin(pid, coreSplit.servers),
    undo: () => {
      for (const pid of postgresPids()) pin(pid, all)
      pin(process.pid, all)
    },
  }
}
