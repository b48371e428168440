import { join } from 'node:path'
import { readConfig } from '../../server/config'
import type { BackupSource } from '../../server/db/backup'

/** The database the server's configuration names: DATABASE_URL, else DATA_DIR. */
export function backupSource(): BackupSource {
  const config = readConfig()
  return config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir }
}

export function defaultBackupFile(source: BackupSource, now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-')
  return join('backups', `teahouse-${stamp}.${source.kind === 'postgres' ? 'pgdump' : 'tar.gz'}`)
}
