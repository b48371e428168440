// `npm run restore FILE`: brings a backup made by `npm run backup` back into the database
// the server is configured for. Stop the server first.
import { restoreDatabase } from '../server/db/backup'
import { backupSource } from './lib/backup-source'

const file = process.argv[2]
if (!file) {
  console.error('Usage: npm run restore FILE')
  process.exit(2)
}
const source = backupSource()
try {
  const { movedAside } = await restoreDatabase(source, file)
  if (movedAside) console.log(`The database that was there is kept in ${movedAside}`)
  console.log(`Restored ${file} into ${source.kind === 'postgres' ? 'PostgreSQL' : source.dataDir}`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
