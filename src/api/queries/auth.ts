import { z } from 'zod'
import { setAccessToken } from '../access-token'
import { apiRequest } from '../client'
import { accessTokenSchema } from '../schemas/auth'

/** The identity provider under /api/auth; the refresh half lives in client.ts beside its retry. */
export const authMutations = {
  logIn: async (credentials: { email: string; password: string }) => {
    const { access_token } = await apiRequest('/auth/login', accessTokenSchema, {
      method: 'POST',
      body: credentials,
      withCookies: true,
      authenticate: false,
    })
    setAccessToken(access_token)
  },
  /** Revokes the session on the server; the token is forgotten here even if that fails. */
  logOut: async () => {
    try {
      await apiRequest('/auth/logout', z.undefined(), { method: 'POST', withCookies: true })
    } finally {
      setAccessToken(null)
    }
  },
}
