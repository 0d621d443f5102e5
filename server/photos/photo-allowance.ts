import fs from 'node:fs/promises'
import type { ServerConfig } from '../config.ts'
import { KeyedBudget } from '../keyed-budget.ts'

export const photoRequestsAtOncePerAddress = 2
export const photoRequestWindowMs = 10 * 60_000
// So many addresses cannot grow the table.
const maxAddresses = 50_000

const hourMs = 3_600_000
const dayMs = 24 * hourMs
const site = ''

// requestsPerAddress counts per ten minutes; 0 lifts the at-once limit too.
type PhotoAllowanceSettings = ServerConfig['photos']['budgets'] & { folders: readonly string[] }

export const photoRefusals = {
  addressBusy: 'this address already had photo uploads in progress',
  addressRequests: 'this address sent too many requests with photos in the last minutes',
  addressBytes: "this address's photos reached their daily allowance",
  installationBytes: "the site's photos reached their hourly allowance",
  queueFull: 'the server was busy with other photos',
  diskLow: "the server's disk is nearly full",
} as const

export type PhotoRefusal = (typeof photoRefusals)[keyof typeof photoRefusals]

export type PhotoAdmission = { ok: true; release(storedBytes: number): void } | { ok: false; reason: PhotoRefusal }

// A photo costs memory, CPU and disk a lead does not; a request past a budget is still taken, without photos.
export class PhotoAllowance {
  private readonly running = new Map<string, number>()
  private readonly requests: KeyedBudget
  private readonly addressBytes: KeyedBudget
  private readonly siteBytes: KeyedBudget

  constructor(
    private readonly settings: PhotoAllowanceSettings,
    private readonly now: () => number = Date.now,
  ) {
    this.requests = new KeyedBudget(settings.requestsPerAddress, photoRequestWindowMs, maxAddresses)
    this.addressBytes = new KeyedBudget(settings.bytesPerAddressPerDay, dayMs, maxAddresses)
    this.siteBytes = new KeyedBudget(settings.bytesPerHour, hourMs)
  }

  async diskProblem(): Promise<PhotoRefusal | undefined> {
    for (const folder of this.settings.folders) {
      const disk = await fs.statfs(folder).catch(() => undefined)
      if (disk && disk.bavail * disk.bsize < this.settings.minFreeBytes) return photoRefusals.diskLow
    }
    return undefined
  }

  async admit(address: string): Promise<PhotoAdmission> {
    // The only wait, first: what follows counts and takes a place in one turn, so requests at once cannot all pass.
    const disk = await this.diskProblem()
    const now = this.now()
    const running = this.running.get(address) ?? 0
    const limited = this.settings.requestsPerAddress > 0
    const reason =
      disk ??
      (limited && running >= photoRequestsAtOncePerAddress
        ? photoRefusals.addressBusy
        : !this.requests.hasRoom(address, now)
          ? photoRefusals.addressRequests
          : !this.addressBytes.hasRoom(address, now)
            ? photoRefusals.addressBytes
            : !this.siteBytes.hasRoom(site, now)
              ? photoRefusals.installationBytes
              : undefined)
    if (reason) return { ok: false, reason }

    this.running.set(address, running + 1)
    this.requests.record(address, now, 1)
    let released = false
    return {
      ok: true,
      release: (storedBytes) => {
        if (released) return
        released = true
        const left = this.running.get(address)! - 1
        if (left > 0) this.running.set(address, left)
        else this.running.delete(address)
        if (storedBytes > 0) {
          this.addressBytes.record(address, this.now(), storedBytes)
          this.siteBytes.record(site, this.now(), storedBytes)
        }
      },
    }
  }
}
