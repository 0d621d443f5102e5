import fs from 'node:fs/promises'
import { KeyedBudget } from '../keyed-budget.ts'

/** Photo requests one address may have read at once, and the window PHOTO_REQUESTS_PER_ADDRESS counts in: a family sending from one phone needs one or two. */
export const photoRequestsAtOncePerAddress = 2
export const photoRequestWindowMs = 10 * 60_000
/** Addresses remembered at most; past it the oldest are forgotten first, so many addresses cannot grow the table. */
const maxAddresses = 50_000

const hourMs = 3_600_000
const dayMs = 24 * hourMs
/** The one key of the budget every address shares. */
const site = ''

export interface PhotoAllowanceSettings {
  /** PHOTO_REQUESTS_PER_ADDRESS: photo requests one address may send in ten minutes, two at once; 0: neither is limited. */
  requestsPerAddress: number
  /** PHOTO_MB_PER_ADDRESS_PER_DAY, in bytes: what one address's photos may add to the disk in a sliding day. */
  bytesPerAddressPerDay: number
  /** PHOTO_MB_PER_HOUR, in bytes: what every address's photos together may add in a sliding hour. */
  bytesPerHour: number
  /** PHOTO_MIN_FREE_MB, in bytes: below this much free space photos are not taken. */
  minFreeBytes: number
  /** The folders photos are written to (the work folder, and the photo folder unless they go to a bucket). */
  folders: readonly string[]
}

/** Why a request's photos are not taken, as the owner reads it beside the lead. */
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

/**
 * Whether a request's photos may be read and decoded, asked before a single part is read. A photo
 * costs the server memory, CPU and disk that a lead does not, so photos have budgets of their own
 * per address and in all; a request past them is still taken, without its photos.
 */
export class PhotoAllowance {
  /** Photo requests being read per address: an entry lives only while one is. */
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

  /** Free space below the floor on a folder photos go to: the reason, or undefined. */
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
