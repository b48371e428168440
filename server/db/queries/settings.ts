import { and, eq, ne } from 'drizzle-orm'
import { type EmailNotifications, type Settings } from '../../../src/contract/schemas/decoration'
import { DECORATION_NAMES, type DecorationName } from '../../../src/contract/shapes/decoration-names'
import type { Db } from '../types'
import { decorations, users } from '../schema'

/** Every known decoration with its effective value (one never set is on: design, decorations), and the digest choice. */
export async function loadSettings(db: Db, userId: string): Promise<Settings> {
  const [rows, [user]] = await Promise.all([
    db.select().from(decorations).where(eq(decorations.userId, userId)),
    db.select({ emailNotifications: users.emailNotifications }).from(users).where(eq(users.id, userId)),
  ])
  const chosen = new Map(rows.map((row) => [row.name, row.value]))
  return {
    decorations: DECORATION_NAMES.map((name) => ({ name, type: 'BOOLEAN', value: chosen.get(name) ?? true })),
    email_notifications: user?.emailNotifications ?? 'off',
  }
}

/**
 * Whether the user gets the daily digest. Turned on, it starts from now: the first digest comes a
 * day later and tells only what came since, never a backlog from before they asked.
 */
export async function saveEmailNotifications(db: Db, userId: string, value: EmailNotifications, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailNotifications: value, ...(value === 'daily' ? { digestTakenAt: now } : {}) })
    .where(and(eq(users.id, userId), ne(users.emailNotifications, value)))
}

export async function saveDecoration(db: Db, userId: string, name: DecorationName, value: boolean): Promise<void> {
  await db
    .insert(decorations)
    .values({ userId, name, value })
    .onConflictDoUpdate({ target: [decorations.userId, decorations.name], set: { value } })
}
