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
function notificationCap({ perMinute, perDay }: NotificationCapSettings) {
  const [minute, day] = [new KeyedBudget(perMinute, minuteMs), new KeyedBudget(perDay, dayMs)]
  return {
    take(now: number) {
      const lastMinute = minute.spent('', now)
      // A day without its own cap counts as the minute.
      const lastDay = perDay > 0 ? day.spent('', now) : lastMinute
      if (!minute.hasRoom('', now) || !day.hasRoom('', now)) return { ok: false as const, lastMinute, lastDay }
      minute.record('', now, 1)
      day.record('', now, 1)
      return { ok: true as const }
    },
    giveBack(at: number) {
      minute.giveBack('', at)
      day.giveBack('', at)
    },
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
  const cap = notificationCap(settings)
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
