import type { SiteConfig } from '#config/site-config.ts'
import { addDays, businessDayOf, weekdayOf } from '#lead/business-calendar.ts'
import type { LeadLanguage } from '#lead/languages.ts'
import { openWeekdays } from '#lead/visit-time.ts'
import { businessTimeAt, formatBusinessTime } from '../business-time.ts'
import type { ServerConfig } from '../config.ts'
import type { LeadLinks } from '../lead-links.ts'
import type { Mailer } from '../notifications/email.ts'
import { colors, greetingName, homeownerMessage, paragraph } from '../notifications/homeowner-email.ts'
import { escapeHtml, headerText } from '../notifications/lead-email.ts'
import type { Deliver } from '../notifications/outbox-worker.ts'
import type { LeadRecord, LeadRepository, OutboxJob } from '../storage/lead-repository.ts'

export type ReviewSettings = NonNullable<ServerConfig['reviews']>

export const reviewPath = '/review'
export const unsubscribePath = '/unsubscribe'

/** The first `hour` o'clock in Celina after `after` on a day the business opens: a morning, never a night or a Sunday. */
export function reviewSendTime(after: Date, hour: number, hours: SiteConfig['hours']): Date {
  const open = openWeekdays(hours)
  let day = businessDayOf(after)
  for (let tries = 0; tries < 7; tries++, day = addDays(day, 1)) {
    const at = businessTimeAt(day, hour * 60)
    if (at > after && (open.size === 0 || open.has(weekdayOf(day)))) return at
  }
  return businessTimeAt(day, hour * 60)
}

export interface ReviewMessageOptions {
  site: Pick<SiteConfig, 'businessName' | 'siteUrl' | 'phone'>
  from: string
  replyTo: string
  reviews: Pick<ReviewSettings, 'also'>
  links: Pick<LeadLinks, 'tokenOf'>
}

const wordings = {
  en: (business: string, phone: string, reminder: boolean, name: string | null) => ({
    subject: reminder ? `A quick reminder: how did we do? – ${business}` : `How did we do? – ${business}`,
    greeting: name ? `Hi ${name},` : 'Hi there,',
    opening: reminder
      ? `A few days ago we asked how your project with ${business} went. If you have a minute, we would still love to hear.`
      : `Thank you for choosing ${business}. Your job is finished, and we would like to know how it went.`,
    ask: 'Would you tell others about it in a short review? Say it as it was, good or bad: it helps your neighbors choose, and it helps us do better.',
    button: 'Write a review on Google',
    questions: `Anything not right with your fence? Call ${phone} or reply to this e-mail.`,
    signOff: `The ${business} team`,
    unsubscribe: 'Rather not get e-mails like this?',
    unsubscribeLink: 'Unsubscribe',
  }),
  es: (business: string, phone: string, reminder: boolean, name: string | null) => ({
    subject: reminder ? `Un recordatorio: ¿cómo nos fue? – ${business}` : `¿Cómo nos fue? – ${business}`,
    greeting: name ? `Hola, ${name}:` : 'Hola:',
    opening: reminder
      ? `Hace unos días le preguntamos cómo le fue con su proyecto con ${business}. Si tiene un minuto, todavía nos encantaría saberlo.`
      : `Gracias por elegir a ${business}. Terminamos su trabajo y nos gustaría saber cómo le fue.`,
    ask: '¿Nos haría el favor de contarles a otros en una reseña corta? Díganos cómo fue, bueno o malo: ayuda a sus vecinos a elegir y nos ayuda a mejorar.',
    button: 'Escriba una reseña en Google',
    questions: `¿Algo no quedó bien con su cerca? Llame al ${phone} o responda a este correo.`,
    signOff: `El equipo de ${business}`,
    unsubscribe: '¿Prefiere no recibir correos como este?',
    unsubscribeLink: 'Cancelar suscripción',
  }),
} satisfies Record<LeadLanguage, unknown>

// Gating is impossible by construction: the words take the lead's id, address, first name and language, and nothing else,
// so no note, stage history, rating or anything the customer wrote can choose who is asked or how.
export function reviewRequestMessage(lead: Pick<LeadRecord, 'id' | 'email' | 'firstName' | 'language'>, options: ReviewMessageOptions, reminder: boolean) {
  const { site } = options
  const review = `${site.siteUrl}${reviewPath}/${options.links.tokenOf('review', lead.id)}`
  const unsubscribe = `${site.siteUrl}${unsubscribePath}/${options.links.tokenOf('unsubscribe', lead.id)}`
  const also = options.reviews.also.map((platform, index) => ({ name: platform.name, url: `${review}?on=${index + 1}` }))
  const words = wordings[lead.language](site.businessName, site.phone.display, reminder, greetingName(lead.firstName))
  const lines = { ...words, subject: headerText(words.subject) }
  const text = [
    lines.greeting,
    '',
    lines.opening,
    '',
    lines.ask,
    '',
    `${lines.button}: ${review}`,
    ...also.map((platform) => `${platform.name}: ${platform.url}`),
    '',
    lines.questions,
    '',
    lines.signOff,
    '',
    `${lines.unsubscribe} ${lines.unsubscribeLink}: ${unsubscribe}`,
    '',
  ].join('\n')
  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}" style="color:${colors.primary};font-weight:700">${escapeHtml(label)}</a>`
  const html = `<!doctype html>
<html lang="${lead.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(lines.subject)}</title></head>
<body style="margin:0;padding:16px 12px;background:#ffffff">
<p style="${paragraph}">${escapeHtml(lines.greeting)}</p>
<p style="${paragraph}">${escapeHtml(lines.opening)}</p>
<p style="${paragraph}">${escapeHtml(lines.ask)}</p>
<p style="${paragraph}">${link(review, lines.button)}</p>
${also.length ? `<p style="${paragraph}">${also.map((platform) => link(platform.url, platform.name)).join(' · ')}</p>\n` : ''}<p style="${paragraph}">${escapeHtml(lines.questions)}</p>
<p style="${paragraph}">${escapeHtml(lines.signOff)}</p>
<p style="${paragraph};font-size:14px;color:${colors.muted}">${escapeHtml(lines.unsubscribe)} ${link(unsubscribe, lines.unsubscribeLink)}</p>
</body></html>
`
  const message = homeownerMessage(lead, options, reminder ? 'review-reminder' : 'review', { subject: lines.subject, text, html })
  // RFC 8058: a mail client offers one-click unsubscribe, and posts to this address without opening it.
  return { ...message, headers: { ...message.headers, 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
}

export interface ReviewChannelOptions extends ReviewMessageOptions {
  mailer: Mailer
  reviews: ReviewSettings
  site: ReviewMessageOptions['site'] & Pick<SiteConfig, 'hours'>
  store: Pick<LeadRepository, 'queueJob'> & { owner: Pick<LeadRepository['owner'], 'reviewsSuppressed'> }
}

const dayMs = 86_400_000

/** The lead page's line: whether the review request went, was opened, or the address unsubscribed. */
export function reviewLine(jobs: readonly OutboxJob[], openedAt: string | null, unsubscribed: boolean) {
  const job = jobs.find((candidate) => candidate.channel === 'review')
  const sent =
    job &&
    (job.status === 'done' ? `sent ${formatBusinessTime(job.updatedAt)}` : job.status === 'dead' ? 'failed' : `due ${formatBusinessTime(job.nextAttemptAt)}`)
  const parts = [sent, openedAt && `opened ${formatBusinessTime(openedAt)}`, unsubscribed && 'the address unsubscribed'].filter(Boolean)
  return parts.length ? parts.join(' · ') : undefined
}

/** The request, then one reminder after the configured days, sent only when the link was not opened. */
export function createReviewChannels(options: ReviewChannelOptions): { review: Deliver; review_reminder: Deliver } {
  const { mailer, store, reviews } = options
  return {
    async review(lead, job) {
      // An address that unsubscribed after the job was queued hears nothing.
      if (await store.owner.reviewsSuppressed(lead.email)) return
      await mailer.send(reviewRequestMessage(lead, options, false))
      if (reviews.reminderDays > 0) {
        const due = reviewSendTime(new Date(job.updatedAt.getTime() + reviews.reminderDays * dayMs), reviews.sendHour, options.site.hours)
        await store.queueJob(lead.id, 'review_reminder', job.updatedAt, due)
      }
    },
    async review_reminder(lead) {
      if (lead.reviewOpenedAt || (await store.owner.reviewsSuppressed(lead.email))) return
      await mailer.send(reviewRequestMessage(lead, options, true))
    },
  }
}
