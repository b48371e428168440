// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { type Me } from '../contract/schemas/me'
import { writeAccess } from './write-access'

const demo = '10000000-0000-4000-8000-000000000001'
const elsewhere = '10000000-0000-4000-8000-000000000002'
const cy: Me = {
  id: '30000000-0000-4000-8000-000000000003',
  username: 'cy',
  email: 'cy@example.com',
  avatar: null,
  realms: [{ id: elsewhere, slug: 'elsewhere', name: 'Elsewhere', role: 'member' }],
}

describe('writeAccess', () => {
  it("is a visitor's when nobody is logged in, whatever is cached", () => {
    expect(writeAccess(false, cy, elsewhere)).toBe('visitor')
  })

  it("is still being checked until both the reader's realms and the realm are known", () => {
    expect(writeAccess(true, undefined, demo)).toBe('checking')
    expect(writeAccess(true, cy, undefined)).toBe('checking')
  })

  it('tells a member from a reader of another realm', () => {
    expect(writeAccess(true, cy, elsewhere)).toBe('member')
    expect(writeAccess(true, cy, demo)).toBe('outsider')
  })
})
