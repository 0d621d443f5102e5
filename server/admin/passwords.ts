import { randomBytes } from 'node:crypto'
import argon2 from 'argon2'

/** Owner passwords: argon2id with the library's defaults (64 MiB, 3 passes), never stored or logged in clear. */

export const minPasswordLength = 12

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id })
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password)
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
