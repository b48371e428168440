import { setAccessToken } from '../access-token'
import { apiRequest } from '../client'
import { tellOtherTabs } from '../session-broadcast'

/** The identity provider under /api/auth; the refresh half lives in client.ts beside its retry. */
export const authMutations = {
  logIn: async (credentials: { email: string; password: string }) => {
    const { access_token } = await apiRequest('/auth/login', 'accessToken', {
      method: 'POST',
      body: credentials,
      withCookies: true,
      authenticate: false,
    })
    setAccessToken(access_token)
    tellOtherTabs('signed-in')
  },
  /**
   * Revokes the session on the server, then forgets the token here. When the server cannot
   * be told, the token stays and the error goes to the caller: pretending to be logged out
   * while the refresh cookie still works would log the user back in on the next visit.
   */
  logOut: async () => {
    await apiRequest('/auth/logout', 'nothing', { method: 'POST', withCookies: true })
    setAccessToken(null)
    tellOtherTabs('signed-out')
  },
}
