import fs from 'node:fs/promises'

/** Photo requests one address may have read at once, and the window PHOTO_REQUESTS_PER_ADDRESS counts in: a family sending from one phone needs one or two. */
export const photoRequestsAtOncePerAddress = 2
export const photoRequestWindowMs = 10 * 60_000
/** Addresses remembered at most; past it the oldest are forgotten first, so many addresses cannot grow the table. */
const maxAddresses = 50_000

const hourMs = 3_600_000
const dayMs = 24 * hourMs

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

interface AddressUse {
  running: number
  /** When its photo requests were admitted (ms), oldest first. */
  requests: number[]
  /** The bytes its photos added, with when. */
  stored: Array<[at: number, bytes: number]>
}

const sumSince = (entries: Array<[number, number]>, since: number) => entries.reduce((sum, [at, bytes]) => (at > since ? sum + bytes : sum), 0)

/**
 * Whether a request's photos may be read and decoded, asked before a single part is read. A photo
 * costs the server memory, CPU and disk that a lead does not, so photos have budgets of their own
 * per address and in all; a request past them is still taken, without its photos.
 */
export class PhotoAllowance {
  private readonly addresses = new Map<string, AddressUse>()
  private readonly stored: Array<[at: number, bytes: number]> = []

  constructor(
    private readonly settings: PhotoAllowanceSettings,
    private readonly now: () => number = Date.now,
  ) {}

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
    this.forget(now)
    const use = this.addresses.get(address) ?? { running: 0, requests: [], stored: [] }
    use.requests = use.requests.filter((at) => at > now - photoRequestWindowMs)
    const limited = this.settings.requestsPerAddress > 0
    use.stored = use.stored.filter(([at]) => at > now - dayMs)

    const reason =
      disk ??
      (limited && use.running >= photoRequestsAtOncePerAddress
        ? photoRefusals.addressBusy
        : limited && use.requests.length >= this.settings.requestsPerAddress
          ? photoRefusals.addressRequests
          : sumSince(use.stored, now - dayMs) >= this.settings.bytesPerAddressPerDay
            ? photoRefusals.addressBytes
            : sumSince(this.stored, now - hourMs) >= this.settings.bytesPerHour
              ? photoRefusals.installationBytes
              : undefined)
    if (reason) return { ok: false, reason }

    use.running++
    use.requests.push(now)
    // Re-inserted, so the Map's order is that of last use and the first entry the one to forget.
    this.addresses.delete(address)
    this.addresses.set(address, use)
    if (this.addresses.size > maxAddresses) this.addresses.delete(this.addresses.keys().next().value!)

    let released = false
    return {
      ok: true,
      release: (storedBytes) => {
        if (released) return
        released = true
        use.running--
        if (storedBytes > 0) {
          use.stored.push([this.now(), storedBytes])
          this.stored.push([this.now(), storedBytes])
        }
      },
    }
  }

  /** Drops what no window counts any more: the oldest-used addresses first, until one still counts. */
  private forget(now: number) {
    while (this.stored.length > 0 && this.stored[0]![0] <= now - hourMs) this.stored.shift()
    for (const [address, use] of this.addresses) {
      const last = Math.max(use.requests.at(-1) ?? 0, use.stored.at(-1)?.[0] ?? 0)
      if (use.running > 0 || last > now - dayMs) break
      this.addresses.delete(address)
    }
  }
}
