import { randomBytes } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'

/**
 * Owner passwords: argon2id at 64 MiB, 3 passes and 4 lanes (what the `argon2` package, used
 * before, wrote by default, so the hashes stored then verify as before), never stored or logged
 * in clear.
 */
const cost = { memoryCost: 65536, timeCost: 3, parallelism: 4 }

export const minPasswordLength = 12

export function hashPassword(password: string): Promise<string> {
  return hash(password, cost)
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password)
  } catch {
    return false
  }
}

/** A password to hand to a new owner: 18 random bytes, URL-safe. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url')
}

let dummy: Promise<string> | undefined

/**
 * A hash of a random password, verified against when the e-mail address is unknown, so a wrong
 * address takes as long to refuse as a wrong password. Made at the first such sign-in, not at start.
 */
export function dummyHash(): Promise<string> {
  return (dummy ??= hashPassword(generatePassword()))
}
