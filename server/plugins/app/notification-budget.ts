import { clientNetwork } from '#server/admin/login-throttle.ts'
import type { ServerConfig } from '#server/config.ts'
import { KeyedBudget } from '#server/keyed-budget.ts'
import type { Channel, Notify } from '#server/storage/lead-repository.ts'
import { recipientDomain, recipientKey } from '#server/storage/recipient-key.ts'

const minuteMs = 60_000
const hourMs = 60 * minuteMs
const dayMs = 24 * hourMs

type NotificationCapSettings = ServerConfig['notificationCap']

// A flood from many addresses would use up the SMTP quota, so past the cap a lead is stored without notifications, for the digest.
// Refusing it instead would let a flood of junk keep every real customer out.
class NotificationCap {
  private readonly taken: number[] = []

  constructor(private readonly settings: NotificationCapSettings) {}

  take(now: number): { ok: true } | { ok: false; lastMinute: number; lastDay: number } {
    const { perMinute, perDay } = this.settings
    if (perMinute === 0 && perDay === 0) return { ok: true }
    const window = perDay > 0 ? dayMs : minuteMs
    while (this.taken.length > 0 && this.taken[0]! <= now - window) this.taken.shift()

    const first = this.taken.findIndex((at) => at > now - minuteMs)
    const lastMinute = first < 0 ? 0 : this.taken.length - first
    const lastDay = perDay > 0 ? this.taken.length : lastMinute
    if ((perDay > 0 && lastDay >= perDay) || (perMinute > 0 && lastMinute >= perMinute)) return { ok: false, lastMinute, lastDay }
    this.taken.push(now)
    return { ok: true }
  }

  giveBack(at: number): void {
    const index = this.taken.lastIndexOf(at)
    if (index >= 0) this.taken.splice(index, 1)
  }
}

// A bound per domain at big providers would let a few strangers switch off every customer's confirmation;
// the once-a-day rule per mailbox, the per-address budget and the global cap bound them instead.
const unboundedConfirmationDomains: ReadonlySet<string> = new Set([
  'gmail.com',
  'yahoo.com',
  'ymail.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'att.net',
  'sbcglobal.net',
  'comcast.net',
  'verizon.net',
  'proton.me',
  'protonmail.com',
])

interface Placement {
  notify: Notify
  notice?: { level: 'warn' | 'info'; fields: Record<string, number>; message: string }
  release(): void
}

// A source past its budget never uses the global cap.
export function notificationBudget(settings: NotificationCapSettings, channels: readonly Channel[]) {
  const cap = new NotificationCap(settings)
  const addressBudget = new KeyedBudget(settings.perAddressPerDay, dayMs)
  const domainBudget = new KeyedBudget(settings.confirmationsPerDomainPerHour, hourMs)
  const digest = (fields: Record<string, number>, reason: string): Placement => {
    const message = `${reason}: lead stored without notifications, for the next digest`
    return { notify: 'digest', notice: { level: 'warn', fields, message }, release: () => {} }
  }
  return function placeFor(ip: string, email: string, at: number): Placement {
    const network = clientNetwork(ip)
    if (!addressBudget.take(network, at)) return digest({ perAddressPerDay: settings.perAddressPerDay }, 'address notification budget reached')
    const place = cap.take(at)
    if (!place.ok) {
      addressBudget.giveBack(network, at)
      const { lastMinute, lastDay } = place
      return digest({ lastMinute, lastDay, perMinute: settings.perMinute, perDay: settings.perDay }, 'notification cap reached')
    }
    const domain = recipientDomain(recipientKey(email))
    const bounded = channels.includes('confirmation') && !unboundedConfirmationDomains.has(domain)
    const domainTaken = bounded && domainBudget.take(domain, at)
    const release = () => {
      cap.giveBack(at)
      addressBudget.giveBack(network, at)
      if (domainTaken) domainBudget.giveBack(domain, at)
    }
    if (!bounded || domainTaken) return { notify: channels, release }
    return {
      notify: channels.filter((channel) => channel !== 'confirmation'),
      notice: {
        level: 'info',
        fields: { confirmationsPerDomainPerHour: settings.confirmationsPerDomainPerHour },
        message: 'confirmation left out: its recipient domain reached its hourly bound',
      },
      release,
    }
  }
}
