/** Where the app is reached, as configured (server/config.ts). */
export interface AppAddress {
  /** The port this server listens on: links to localhost use it. */
  port: number
  /** Origin of the app as people reach it (PUBLIC_URL). */
  publicUrl: string | undefined
  /** Host names (lowercase, no port) whose requests may say where the app is, without PUBLIC_URL. */
  allowedHosts: string[]
}

/**
 * Where people reach the app, for links the server hands out (invites): PUBLIC_URL, or the
 * request's own origin when its Host is one of ALLOWED_HOSTS (development, a LAN box named in
 * the list). Never a Host only the request vouches for: `Host: evil.example` would otherwise
 * make a moderator's invite link send the invitee to evil.example.
 */
export function appOrigin(address: AppAddress, requestUrl: string): string {
  if (address.publicUrl) return address.publicUrl
  const url = new URL(requestUrl)
  if (address.allowedHosts.includes(url.hostname.toLowerCase())) return url.origin
  return `http://localhost:${address.port}`
}
