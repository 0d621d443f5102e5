import { randomBytes } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'

// The `argon2` package's defaults, so the hashes it stored before verify as before; passwords are never stored or logged in clear.
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

export function generatePassword(): string {
  return randomBytes(18).toString('base64url')
}

let dummy: Promise<string> | undefined

// For an unknown address, so refusing it takes as long as a wrong password.
export function dummyHash(): Promise<string> {
  return (dummy ??= hashPassword(generatePassword()))
}
