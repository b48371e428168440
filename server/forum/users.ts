import type { DecorationUpdate, EmailNotifications, Settings } from '../../src/contract/schemas/decoration'
import type { DexSeason } from '../../src/contract/schemas/dex'
import { loadDex } from '../db/queries/dex'
import { loadSettings, saveDecoration, saveEmailNotifications } from '../db/queries/settings'
import { unsubscribe } from '../db/queries/digests'
import { setAvatar } from '../db/queries/uploads'
import { avatarOf, membershipsOf, renameUser } from '../db/queries/users'
import { uploadNameOfSrc, UPLOADS_PATH } from '../../src/contract/shapes/upload-names'
import type { Db } from '../db/types'
import { ApiError, messages } from '../lib/api-error'
import { hashToken } from '../lib/tokens'
import type { Viewer } from './viewer'

/** The viewer with the realms they belong to. */
export async function me(db: Db, viewer: Viewer) {
  const [avatar, realms] = await Promise.all([avatarOf(db, viewer.id), membershipsOf(db, viewer.id)])
  return { ...viewer, avatar, realms }
}

/**
 * Changes the viewer's profile (design.md, "Accounts"): their username, unique in any letter case
 * (409), and their avatar, the square copy of a picture they uploaded (400 for any other address).
 * Both show only in the header, the realm's members list and mail, never by a secret identity.
 */
export async function updateProfile(db: Db, viewer: Viewer, change: { username?: string; avatar?: string | null }) {
  const name = typeof change.avatar === 'string' ? uploadNameOfSrc(change.avatar) : null
  // The picture itself, as POST /uploads answered it: not one of its copies, not another site's.
  if (typeof change.avatar === 'string' && (name === null || name.copy !== null || !change.avatar.startsWith(UPLOADS_PATH)))
    throw new ApiError(400, messages.avatarNotAnUpload)
  // One transaction: a change refused in part changes nothing.
  await db.transaction(async (tx) => {
    if (change.avatar !== undefined) {
      const set = await setAvatar(tx, viewer.id, name?.hash ?? null)
      if (set === 'not yours') throw new ApiError(400, messages.avatarNotYours)
      if (set === 'no square') throw new ApiError(400, messages.avatarTooOld)
    }
    if (change.username !== undefined && !(await renameUser(tx, viewer.id, change.username)))
      throw new ApiError(409, messages.usernameTaken)
  })
  return me(db, { ...viewer, username: change.username ?? viewer.username })
}

/** The viewer's caught identities, season by season. */
export function dexOf(db: Db, viewer: Viewer): Promise<DexSeason[]> {
  return loadDex(db, viewer.id)
}

export function settingsOf(db: Db, viewer: Viewer): Promise<Settings> {
  return loadSettings(db, viewer.id)
}

/** Sets one decoration, or whether the daily digest comes, and answers the settings after the change. */
export async function changeSettings(
  db: Db,
  viewer: Viewer,
  change: DecorationUpdate | { email_notifications: EmailNotifications },
  now: Date,
): Promise<Settings> {
  if ('email_notifications' in change) await saveEmailNotifications(db, viewer.id, change.email_notifications, now)
  else await saveDecoration(db, viewer.id, change.name, change.value)
  return loadSettings(db, viewer.id)
}

/** A digest's unsubscribe link, followed: that reader's digest stops (404 for a link we did not make, or made long ago). */
export async function stopDigest(db: Db, token: string): Promise<void> {
  if (!(await unsubscribe(db, hashToken(token)))) throw new ApiError(404, messages.unsubscribeLinkUnknown)
}
