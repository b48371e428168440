import type { Settings } from '../../src/contract/schemas/decoration'
import type { DecorationName } from '../../src/contract/shapes/decoration-names'
import type { DexSeason } from '../../src/contract/schemas/dex'
import { loadDex } from '../db/queries/dex'
import { loadSettings, saveDecoration } from '../db/queries/settings'
import { membershipsOf } from '../db/queries/users'
import type { Db } from '../db/types'
import type { Viewer } from './viewer'

/** The viewer with the realms they belong to. */
export async function me(db: Db, viewer: Viewer) {
  return { ...viewer, realms: await membershipsOf(db, viewer.id) }
}

/** The viewer's caught identities, season by season. */
export function dexOf(db: Db, viewer: Viewer): Promise<DexSeason[]> {
  return loadDex(db, viewer.id)
}

export function settingsOf(db: Db, viewer: Viewer): Promise<Settings> {
  return loadSettings(db, viewer.id)
}

/** Sets one decoration and answers the settings after the change. */
export async function setDecoration(db: Db, viewer: Viewer, name: DecorationName, value: boolean): Promise<Settings> {
  await saveDecoration(db, viewer.id, name, value)
  return loadSettings(db, viewer.id)
}
