import fs from 'node:fs'
import os from 'node:os'
import { describe, expect, it } from 'vitest'
import { PhotoAllowance, photoRefusals, photoRequestsAtOncePerAddress } from './photo-allowance.ts'
import { decodeSlots } from './read-quote-multipart.ts'

const mb = 1024 * 1024
const settings = { requestsPerAddress: 5, bytesPerAddressPerDay: 10 * mb, bytesPerHour: 25 * mb, minFreeBytes: 0, folders: [os.tmpdir()] }

async function admitted(allowance: PhotoAllowance, address: string, bytes = 0) {
  const admission = await allowance.admit(address)
  if (!admission.ok) return admission.reason
  admission.release(bytes)
  return 'ok'
}

describe('PhotoAllowance', () => {
  it('holds one address to its daily bytes and every address to the hourly bytes, each window sliding', async () => {
    let now = 0
    const allowance = new PhotoAllowance(settings, () => now)
    expect(await admitted(allowance, 'a', 10 * mb)).toBe('ok')
    expect(await admitted(allowance, 'a')).toBe(photoRefusals.addressBytes)
    expect(await admitted(allowance, 'b', 10 * mb)).toBe('ok')
    expect(await admitted(allowance, 'c', 5 * mb)).toBe('ok')
    expect(await admitted(allowance, 'd')).toBe(photoRefusals.installationBytes)
    now += 3_600_001
    expect(await admitted(allowance, 'd')).toBe('ok')
    expect(await admitted(allowance, 'a')).toBe(photoRefusals.addressBytes)
    now += 23 * 3_600_000
    expect(await admitted(allowance, 'a')).toBe('ok')
  })

  it('takes at most two requests of one address, and its budget of requests, at once and in ten minutes', async () => {
    let now = 0
    const allowance = new PhotoAllowance(settings, () => now)
    const held = [await allowance.admit('a'), await allowance.admit('a')]
    expect(held.every((admission) => admission.ok)).toBe(true)
    expect(held).toHaveLength(photoRequestsAtOncePerAddress)
    expect(await admitted(allowance, 'a')).toBe(photoRefusals.addressBusy)
    for (const admission of held) if (admission.ok) admission.release(0)
    expect(await admitted(allowance, 'a')).toBe('ok')
    expect(await admitted(allowance, 'a')).toBe('ok')
    expect(await admitted(allowance, 'a')).toBe('ok')
    expect(await admitted(allowance, 'a')).toBe(photoRefusals.addressRequests)
    now += 10 * 60_000 + 1
    expect(await admitted(allowance, 'a')).toBe('ok')
  })

  it('takes no photos below the free-space floor', async () => {
    const disk = fs.statfsSync(os.tmpdir())
    const full = new PhotoAllowance({ ...settings, minFreeBytes: disk.bavail * disk.bsize + 1024 * mb })
    expect(await admitted(full, 'a')).toBe(photoRefusals.diskLow)
    expect(await full.diskProblem()).toBe(photoRefusals.diskLow)
  })
})

describe('decodeSlots', () => {
  it('decodes at most one photo a core, as many as a quarter of the memory holds, and leaves two threads of the pool to files, DNS and SMTP', () => {
    expect(decodeSlots(2, 24 * 1024 * mb, 4)).toBe(2)
    expect(decodeSlots(16, 24 * 1024 * mb, 4)).toBe(2)
    expect(decodeSlots(16, 24 * 1024 * mb, 12)).toBe(10)
    expect(decodeSlots(8, 1024 * mb, 16)).toBe(1)
    expect(decodeSlots(8, 256 * mb, 16)).toBe(1)
  })
})
