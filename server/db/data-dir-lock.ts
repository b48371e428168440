import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Claims a PGlite data directory for this process: two processes writing one directory would
 * corrupt it, and a backup of it while the server runs would not be consistent. The claim is
 * a file beside the directory (`<dir>.lock`, holding the process id), not in it, so that it
 * never ends up in a backup. A lock left by a process that is gone (killed) is taken over.
 * Answers the release.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = `${dataDir.replace(/[\\/]+$/, '')}.lock`
  await mkdir(dirname(file), { recursive: true })
  for (;;) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' })
      return () => rm(file, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const holder = Number(await readFile(file, 'utf8').catch(() => ''))
    if (holder && holder !== process.pid && isRunning(holder)) {
      throw new Error(
        `${dataDir} is in use by process ${holder} (a running server?). PGlite's data can be opened by one process at a time: stop it first.`,
      )
    }
    await rm(file, { force: true })
  }
}
