// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { homeRealmSlug } from './home-realm'

const realm = (slug: string) => ({ id: '10000000-0000-4000-8000-000000000001', slug, name: slug, role: 'member' as const })

describe('homeRealmSlug', () => {
  it('is the default realm for a visitor, a user of no realm, and a member of the default realm', () => {
    expect(homeRealmSlug(undefined)).toBe('demo')
    expect(homeRealmSlug({ realms: [] })).toBe('demo')
    expect(homeRealmSlug({ realms: [realm('alpha'), realm('demo')] })).toBe('demo')
  })

  it('is the first of the user’s realms when the default realm is not one of them', () => {
    expect(homeRealmSlug({ realms: [realm('elsewhere'), realm('zeta')] })).toBe('elsewhere')
  })
})
