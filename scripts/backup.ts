// `npm run backup [FILE]`: a consistent snapshot of the database the server is configured
// for (DATABASE_URL, else DATA_DIR) into FILE, by default backups/teahouse-<time>.
import { backupDatabase } from '../server/db/backup'
import { backupSource, defaultBackupFile } from './lib/backup-source'

const source = backupSource()
const file = process.argv[2] ?? defaultBackupFile(source)
try {
  await backupDatabase(source, file)
  console.log(`Backed up ${source.kind === 'postgres' ? 'PostgreSQL' : source.dataDir} to ${file}`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
