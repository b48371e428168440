/** The demo accounts (design: demo data). Extras post too, so threads have many voices. */
import logins from './demo-logins.json' with { type: 'json' }

export interface PersonSeed {
  key: string
  email: string
  /** Null for extras: nobody logs into them. */
  password: string | null
}

/** Who of the demo logs in: their keys (the JSON beside this file also feeds the benchmarks). */
export type DemoUser = 'ada' | 'bo' | 'cy'

/** The demo's logins, printed at every start (server/main.ts): their passwords are public. */
export const demoLogins = logins as readonly { key: DemoUser; email: string; password: string; note: string }[]

const extra = (key: string): PersonSeed => ({ key, email: `${key}@example.com`, password: null })

export const people: PersonSeed[] = [
  ...demoLogins.map(({ key, email, password }) => ({ key, email, password })),
  ...['dee', 'eli', 'fay', 'gus', 'hal', 'ivy', 'jun', 'kit', 'mo', 'nia'].map(extra),
]

/** Realm memberships: demo holds ada (moderator), bo and the extras; elsewhere holds cy, mo, nia. */
export const demoMembers = ['ada', 'bo', 'dee', 'eli', 'fay', 'gus', 'hal', 'ivy', 'jun', 'kit']
export const elsewhereMembers = ['cy', 'mo', 'nia']
export const moderators = { demo: 'ada', elsewhere: 'mo' }

export const friendships: [string, string][] = [['ada', 'bo']]
