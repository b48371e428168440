import { type DexSeason } from '../../contract/schemas/dex'

type Caught = NonNullable<DexSeason['caught_identities']>[number]

export type DexSlot = { index: number; caught: Caught['identity'] | null }

/**
 * Every slot of a season, 1 to `identities_count`, with the identity caught there or null.
 * A caught index outside the season (a server that miscounts) is left out rather than
 * stretching the grid.
 */
export function dexSlots(season: DexSeason): DexSlot[] {
  const byIndex = new Map((season.caught_identities ?? []).map((caught) => [caught.index, caught.identity]))
  return Array.from({ length: season.identities_count }, (_, position) => ({
    index: position + 1,
    caught: byIndex.get(position + 1) ?? null,
  }))
}

/** How many of the season's slots hold a caught identity. */
export const caughtCount = (slots: DexSlot[]): number => slots.filter((slot) => slot.caught).length
