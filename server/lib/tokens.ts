import { createHash, randomBytes } from 'node:crypto'

/** An opaque random token: 32 bytes, base64url. Used for access, refresh and invite nonces. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Tokens are stored only as this hash, so a copy of the database grants nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
