import { setAccessToken } from '../api/access-token'
import { type RealmRole } from '../contract/schemas/me'
import { realmId, testId } from './builders'
import { apiPath, http, HttpResponse, server } from './msw'

/**
 * A signed-in reader for a component test: a token, a refresh that keeps it, and their account
 * with their role in the demo realm, or (null) a member of another realm only.
 */
export function signInAs(role: RealmRole | null): void {
  setAccessToken('token')
  server.use(
    http.post(apiPath('/auth/refresh'), () =>
      HttpResponse.json({ access_token: 'token', expires_at: new Date(Date.now() + 900_000).toISOString() }),
    ),
    http.get(apiPath('/users/@me'), () =>
      HttpResponse.json({
        id: testId(),
        username: 'cy',
        email: 'cy@example.com',
        avatar: null,
        realms: role
          ? [{ id: realmId, slug: 'demo', name: 'Demo Realm', role }]
          : [{ id: testId(), slug: 'elsewhere', name: 'Elsewhere', role: 'member' }],
      }),
    ),
  )
}
