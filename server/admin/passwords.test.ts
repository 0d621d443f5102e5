import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './passwords.ts'

describe('owner passwords', () => {
  it('hashes with argon2id at 64 MiB, 3 passes and 4 lanes, and verifies only the right password', async () => {
    const stored = await hashPassword('a long enough secret')
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=4\$/)
    expect(await verifyPassword(stored, 'a long enough secret')).toBe(true)
    expect(await verifyPassword(stored, 'a long enough secreT')).toBe(false)
  })

  it('verifies a hash stored by the argon2 package the inbox used before', async () => {
    const before = '$argon2id$v=19$m=65536,p=4,t=3$L4dKL21ofecdCimHHef8wA$fXRqSvl3BbqHsL1TZhf6h6AKKiNiSQbNVIIGjLBK0Bc'
    expect(await verifyPassword(before, 'correct horse')).toBe(true)
    expect(await verifyPassword(before, 'correct horse!')).toBe(false)
  })

  it('refuses a stored value that is not a hash instead of throwing', async () => {
    expect(await verifyPassword('not a hash', 'correct horse')).toBe(false)
  })
})
