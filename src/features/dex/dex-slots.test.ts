// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { type DexSeason } from '../../contract/schemas/dex'
import { caughtCount, dexSlots } from './dex-slots'

const identity = (name: string) => ({ id: `00000000-0000-4000-8000-00000000000${name.length}`, name, avatar: `/avatars/${name}.svg` })

const season = (caught: DexSeason['caught_identities'], size = 4): DexSeason => ({
  id: '10000000-0000-4000-8000-000000000000',
  realm_id: 'r',
  name: 'Spring',
  identities_count: size,
  caught_identities: caught,
})

describe('dexSlots', () => {
  it('numbers every slot from 1 and puts each caught identity in its own', () => {
    const slots = dexSlots(
      season([
        { index: 3, identity: identity('cat') },
        { index: 1, identity: identity('ox') },
      ]),
    )
    expect(slots.map((slot) => [slot.index, slot.caught?.name ?? null])).toEqual([
      [1, 'ox'],
      [2, null],
      [3, 'cat'],
      [4, null],
    ])
    expect(caughtCount(slots)).toBe(2)
  })

  it('shows a season with nothing caught (or no list at all) as placeholders only', () => {
    expect(caughtCount(dexSlots(season(undefined)))).toBe(0)
    expect(dexSlots(season([], 2))).toEqual([
      { index: 1, caught: null },
      { index: 2, caught: null },
    ])
  })

  it('leaves out an identity caught at an index the season does not have', () => {
    expect(caughtCount(dexSlots(season([{ index: 9, identity: identity('eel') }])))).toBe(0)
  })
})
