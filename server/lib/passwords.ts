import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const KEY_LENGTH = 64
/** scrypt's cost parameters, stored with each hash. */
export interface HashCost {
  N: number
  r: number
  p: number
}
// OWASP's scrypt minimum (N=2^17, r=8, p=1) takes 128 MiB per hash; 2^15 keeps a login quick
// on a small server while staying well above the 2^14 interactive default.
const PASSWORD_COST: HashCost = { N: 2 ** 15, r: 8, p: 1 }
const MAX_MEMORY = 64 * 1024 * 1024
/**
 * For passwords everyone can read: the demo's are printed at every start and in the README,
 * so a dear hash protects nothing there, and every login with them (the tests log in a few
 * hundred times a run) paid for it (docs/decisions/048). A real account's password is hashed at
 * PASSWORD_COST whatever its account was seeded with.
 */
export const PUBLIC_PASSWORD_COST: HashCost = { N: 2 ** 10, r: 8, p: 1 }

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)))
  })
}

/** `scrypt$N$r$p$salt$hash`, so the cost can rise later without breaking old hashes. */
export async function hashPassword(password: string, cost: HashCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, { ...cost, maxmem: MAX_MEMORY })
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  })
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/**
 * Checked against when a login names an unknown email, so that failure takes as long as a
 * wrong password: a hash at the real cost that no password matches (its key is zeros, where
 * scrypt's output never is). Nothing to compute at start.
 */
export const DECOY_HASH = [
  'scrypt',
  PASSWORD_COST.N,
  PASSWORD_COST.r,
  PASSWORD_COST.p,
  Buffer.alloc(16).toString('base64url'),
  Buffer.alloc(KEY_LENGTH).toString('base64url'),
].join('$')

/** For accounts nobody logs into (seeded extras): no password matches it. */
export const UNUSABLE_PASSWORD_HASH = 'disabled'
