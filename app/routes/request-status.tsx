import { CalendarPlus, Check, MessageSquare, Phone } from 'lucide'
import { data } from 'react-router'
import { buttonVariants } from '../components/ui/button.tsx'
import { Icon } from '../components/ui/icon.tsx'
import { LanguageContext, useLanguage } from '../lib/language.tsx'
import { requestStatusContext, type RequestStatus } from '../request-status/request-status.ts'
import { requestStatusText } from '../request-status/request-status-text.ts'
import { site } from '../site-config.ts'
import type { Route } from './+types/request-status'

/** Rendered by the collector for a signed link only: never prerendered, never cached, never indexed. */
export function loader({ context }: Route.LoaderArgs): RequestStatus {
  const status = context.get(requestStatusContext)
  if (!status) throw data(null, { status: 404 })
  return status
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: requestStatusText[loaderData?.language ?? 'en'].title(site.businessName) },
  { name: 'robots', content: 'noindex, nofollow' },
]

const stepMarks = {
  done: 'border-primary bg-primary text-primary-foreground',
  current: 'border-cta bg-cta text-cta-foreground',
  upcoming: 'border-border bg-background text-muted-foreground',
}

/** In the lead's language: its address (`/status/…`) is the document's for every lead, so the page names its own language where it differs. */
export default function RequestStatusPage({ loaderData: status }: Route.ComponentProps) {
  const text = requestStatusText[status.language]
  const documentLanguage = useLanguage()
  return (
    <LanguageContext value={status.language}>
      <div lang={status.language === documentLanguage ? undefined : status.language} className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
        <p className="text-muted-foreground">{status.greeting}</p>
        <h1 className="mt-2 font-display text-3xl font-bold text-primary sm:text-4xl">{status.headline}</h1>
        <p className="mt-3 text-lg">{status.detail}</p>

        {status.visit && (
          <section aria-labelledby="visit" className="mt-6 rounded-lg border bg-muted p-4">
            <h2 id="visit" className="font-semibold">
              {text.visit}
            </h2>
            <p className="mt-1 text-lg">{status.visit.when}</p>
            <a href={status.visit.calendarHref} className={buttonVariants({ variant: 'outline', className: 'mt-3' })}>
              <Icon icon={CalendarPlus} />
              {text.addToCalendar}
            </a>
          </section>
        )}

        {status.steps.length > 0 && (
          <section aria-labelledby="progress" className="mt-8">
            <h2 id="progress" className="font-semibold">
              {text.progress}
            </h2>
            <ol className="mt-3 space-y-3">
              {status.steps.map((step) => (
                <li key={step.label} aria-current={step.state === 'current' ? 'step' : undefined} className="flex items-center gap-3">
                  <span className={`flex size-7 shrink-0 items-center justify-center rounded-full border-2 ${stepMarks[step.state]}`}>
                    {step.state === 'done' && <Icon icon={Check} className="size-4" />}
                  </span>
                  <span className={step.state === 'upcoming' ? 'text-muted-foreground' : 'font-medium'}>
                    {step.label}
                    {step.state === 'current' && <span className="sr-only">{text.now}</span>}
                  </span>
                </li>
              ))}
            </ol>
          </section>
        )}

        <section aria-labelledby="asked" className="mt-8">
          <h2 id="asked" className="font-semibold">
            {text.asked}
          </h2>
          <dl className="mt-3 space-y-2">
            {status.request.map((row) => (
              <div key={row.label} className="sm:flex sm:gap-2">
                <dt className="text-muted-foreground">{row.label}:</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="reach" className="mt-8">
          <h2 id="reach" className="font-semibold">
            {text.reach}
          </h2>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <a href={site.phone.href} className={buttonVariants({ variant: 'cta', size: 'lg' })}>
              <Icon icon={Phone} />
              {text.call(site.phone.display)}
            </a>
            <a href={site.phone.sms} className={buttonVariants({ size: 'lg' })}>
              <Icon icon={MessageSquare} />
              {text.text}
            </a>
          </div>
        </section>
      </div>
    </LanguageContext>
  )
}
