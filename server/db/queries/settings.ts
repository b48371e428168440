import { eq } from 'drizzle-orm'
import { type Settings } from '../../../src/contract/schemas/decoration'
import { DECORATION_NAMES, type DecorationName } from '../../../src/contract/shapes/decoration-names'
import type { Db } from '../types'
import { decorations } from '../schema'

/** Every known decoration with its effective value; one never set is on (design: decorations). */
export async function loadSettings(db: Db, userId: string): Promise<Settings> {
  const rows = await db.select().from(decorations).where(eq(decorations.userId, userId))
  const chosen = new Map(rows.map((row) => [row.name, row.value]))
  return {
    decorations: DECORATION_NAMES.map((name) => ({ name, type: 'BOOLEAN', value: chosen.get(name) ?? true })),
  }
}

export async function saveDecoration(db: Db, userId: string, name: DecorationName, value: boolean): Promise<void> {
  await db
    .insert(decorations)
    .values({ userId, name, value })
    .onConflictDoUpdate({ target: [decorations.userId, decorations.name], set: { value } })
}
