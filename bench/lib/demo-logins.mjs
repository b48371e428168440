// The demo's logins, as the seed has them (server/db/seed/demo-logins.json).
import logins from '../../server/db/seed/demo-logins.json' with { type: 'json' }

/** The `/auth/login` body of a demo user (`ada`, the moderator; `bo`, a member; `cy`). */
export function demoLogin(key) {
  const login = logins.find((entry) => entry.key === key)
  if (!login) throw new Error(`no demo login ${key}`)
  return { email: login.email, password: login.password }
}
