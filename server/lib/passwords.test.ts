import { describe, expect, it } from 'vitest'
import { hashPassword, UNUSABLE_PASSWORD_HASH, verifyPassword } from './passwords'

describe('passwords', () => {
  it('verifies the password it hashed and nothing else', async () => {
    const hash = await hashPassword('correct horse battery')
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/)
    expect(await verifyPassword('correct horse battery', hash)).toBe(true)
    expect(await verifyPassword('correct horse battery ', hash)).toBe(false)
    expect(await hashPassword('correct horse battery')).not.toBe(hash) // salted
  })

  it('lets no password match an unusable hash', async () => {
    expect(await verifyPassword('', UNUSABLE_PASSWORD_HASH)).toBe(false)
    expect(await verifyPassword('disabled', UNUSABLE_PASSWORD_HASH)).toBe(false)
  })
})
