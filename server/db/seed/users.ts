/** The demo accounts (design: demo data). Extras post too, so threads have many voices. */

export interface PersonSeed {
  key: string
  email: string
  /** Null for extras: nobody logs into them. */
  password: string | null
}

export const demoLogins = [
  { key: 'ada', email: 'ada@example.com', password: 'ada-password-1', note: 'moderator of demo' },
  { key: 'bo', email: 'bo@example.com', password: 'bo-password-1', note: 'member of demo' },
  { key: 'cy', email: 'cy@example.com', password: 'cy-password-1', note: 'member of elsewhere only' },
] as const

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
