/*
 * `node scripts/run-typescript.mjs scripts/seeded-data-dir.ts <template> <dataDir>`: makes `dataDir` a copy
 * of a PGlite folder holding the demo seed, seeding `template` first if no one has yet. The e2e
 * servers start together (playwright.config.ts): seeding each of them took three seeds' worth
 * of a two-core machine, and they sat waiting for one another, where one seed and three copies
 * take a third of it. The first command to take `<template>.lock` seeds; the others wait for
 * `<template>.seeded`. A run names a template of its own, so one left half-made by a run that
 * was stopped is never waited for again.
 */
import { cp, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { openDatabase } from '../server/db/open'
import { prepareDatabase } from '../server/db/seed/prepare'

function folders(): [string, string] {
  const [template, dataDir] = process.argv.slice(2)
  if (!template || !dataDir) throw new Error('usage: seeded-data-dir.ts <template> <dataDir>')
  return [template, dataDir]
}
const [template, dataDir] = folders()
const seeded = `${template}.seeded`
const HOUR_MS = 60 * 60 * 1000

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  )
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Takes the lock: true for the one command that got it. */
async function lock(): Promise<boolean> {
  await mkdir(dirname(template), { recursive: true })
  return mkdir(`${template}.lock`).then(
    () => true,
    () => false,
  )
}

/** Templates of earlier runs, an hour old or more (a run going on beside this one keeps its own). */
async function removeOldTemplates() {
  const folder = dirname(template)
  const prefix = basename(template).replace(/-[^-]*$/, '-')
  for (const name of await readdir(folder)) {
    const path = join(folder, name)
    if (!name.startsWith(prefix) || path.startsWith(template)) continue
    if (Date.now() - (await stat(path)).mtimeMs > HOUR_MS) await rm(path, { recursive: true, force: true })
  }
}

if (!(await exists(seeded))) {
  if (await lock()) {
    await removeOldTemplates()
    const database = await openDatabase({ kind: 'pglite', dataDir: template })
    await prepareDatabase(database, { seed: 'demo', now: new Date() })
    await database.close()
    await writeFile(seeded, '')
  } else {
    while (!(await exists(seeded))) await sleep(200)
  }
}
await rm(dataDir, { recursive: true, force: true })
await cp(template, dataDir, { recursive: true })
