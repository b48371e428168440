import { accessTokenSchema } from '../../src/contract/schemas/auth'
import { addMember, createUser } from '../db/queries/users'
import { hashPassword } from '../lib/passwords'
import type { TestServer } from './harness'

/** Members of the demo realm made for a test, each signed in: `count` of them, named `<name>-<n>`. */
export async function newMembers(t: TestServer, count: number, name: string) {
  const realmId = await t.realmId('demo')
  const hash = await hashPassword('member-password')
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const email = `${name}-${index}@example.com`
      const user = await createUser(t.db, email, hash)
      if (!user) throw new Error('no user')
      await t.db.transaction((tx) => addMember(tx, realmId, user.id))
      const login = await t.request('/auth/login', { method: 'POST', json: { email, password: 'member-password' } })
      return { id: user.id, email, token: login.as(accessTokenSchema).access_token }
    }),
  )
}
