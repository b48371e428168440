import { describe, expect, it } from 'vitest'
import { DECOY_HASH, hashPassword, PUBLIC_PASSWORD_COST, UNUSABLE_PASSWORD_HASH, verifyPassword } from './passwords'

describe('passwords', () => {
  it('verifies the password it hashed and nothing else', async () => {
    const hash = await hashPassword('correct horse battery')
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/)
    expect(await verifyPassword('correct horse battery', hash)).toBe(true)
    expect(await verifyPassword('correct horse battery ', hash)).toBe(false)
    expect(await hashPassword('correct horse battery')).not.toBe(hash) // salted
  })

  it('hashes a public password (the demo passwords) cheaply, and still checks it', async () => {
    const hash = await hashPassword('demo password', PUBLIC_PASSWORD_COST)
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/)
    expect(await verifyPassword('demo password', hash)).toBe(true)
    expect(await verifyPassword('demo passwore', hash)).toBe(false)
  })

  it('keeps a decoy at the real cost that no password matches', async () => {
    expect(DECOY_HASH.split('$').slice(0, 4)).toEqual((await hashPassword('x')).split('$').slice(0, 4))
    expect(await verifyPassword('', DECOY_HASH)).toBe(false)
    expect(await verifyPassword('decoy password for unknown emails', DECOY_HASH)).toBe(false)
  })

  it('lets no password match an unusable hash', async () => {
    expect(await verifyPassword('', UNUSABLE_PASSWORD_HASH)).toBe(false)
    expect(await verifyPassword('disabled', UNUSABLE_PASSWORD_HASH)).toBe(false)
  })
})
