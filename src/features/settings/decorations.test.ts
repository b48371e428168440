// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { type Settings } from '../../contract/schemas/decoration'
import { decorationsOn, withDecoration } from './decorations'

const settings: Settings = {
  decorations: [
    { name: 'FESTIVE_BACKGROUND_FEED', type: 'BOOLEAN', value: true },
    { name: 'FESTIVE_BACKGROUND_SIDEBAR', type: 'BOOLEAN', value: false },
    { name: 'FESTIVE_CURSOR', type: 'BOOLEAN', value: true },
    { name: 'FESTIVE_CONFETTI_FROM_THE_FUTURE', type: 'BOOLEAN', value: true },
  ],
  email_notifications: 'off',
}

describe('decorationsOn', () => {
  it('lists the known decorations that are on, and ignores names this app does not know', () => {
    expect(decorationsOn(settings)).toEqual(['FESTIVE_BACKGROUND_FEED', 'FESTIVE_CURSOR'])
  })

  it('is empty before the settings have loaded', () => {
    expect(decorationsOn(undefined)).toEqual([])
  })
})

describe('withDecoration', () => {
  it('sets one decoration and leaves the others and the original alone', () => {
    const changed = withDecoration(settings, 'FESTIVE_CURSOR', false)
    expect(decorationsOn(changed)).toEqual(['FESTIVE_BACKGROUND_FEED'])
    expect(decorationsOn(settings)).toEqual(['FESTIVE_BACKGROUND_FEED', 'FESTIVE_CURSOR'])
  })
})
