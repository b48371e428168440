import type { Settings } from '../../src/contract/schemas/decoration'
import type { DecorationName } from '../../src/contract/shapes/decoration-names'
import type { DexSeason } from '../../src/contract/schemas/dex'
import { loadDex } from '../db/queries/dex'
import { loadSettings, saveDecoration } from '../db/queries/settings'
import { membershipsOf, renameUser } from '../db/queries/users'
import type { Db } from '../db/types'
import { ApiError, messages } from '../lib/api-error'
import type { Viewer } from './viewer'

/** The viewer with the realms they belong to. */
export async function me(db: Db, viewer: Viewer) {
  return { ...viewer, realms: await membershipsOf(db, viewer.id) }
}

/**
 * Changes the viewer's profile (design.md, "Accounts"): their username, unique in any letter case
 * (409). It shows only in the header, the realm's members list and mail, never by a secret identity.
 */
export async function updateProfile(db: Db, viewer: Viewer, change: { username: string }) {
  if (!(await renameUser(db, viewer.id, change.username))) throw new ApiError(409, messages.usernameTaken)
  return me(db, { ...viewer, username: change.username })
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
