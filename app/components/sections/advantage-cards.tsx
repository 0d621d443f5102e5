import { cn } from '#app/lib/utils.ts'
import { ContentIcon, type IconName } from '../ui/content-icon.tsx'
import { Reveal } from './reveal.tsx'

export type Advantage = { title: string; description: string; icon?: IconName }
export type Stat = { value: string; label: string }

export function AdvantageCards({ advantages }: { advantages: readonly Advantage[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {advantages.map((advantage, index) => (
        <Reveal as="li" key={advantage.title} index={index} className="rounded-xl border bg-card p-6 shadow-sm">
          <ContentIcon name={advantage.icon ?? 'shield-check'} className="mb-4 size-8 text-cta" />
          <h3 className="text-lg font-bold">{advantage.title}</h3>
          <p className="mt-2 text-muted-foreground">{advantage.description}</p>
        </Reveal>
      ))}
    </ul>
  )
}

export function StatTiles({ stats, tone = 'light' }: { stats: readonly Stat[]; tone?: 'light' | 'dark' }) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn('flex flex-col rounded-xl', tone === 'dark' ? 'bg-white/10 p-5 text-center' : 'border bg-card p-5 text-center shadow-sm')}
        >
          <dt className={tone === 'dark' ? 'order-2 text-sm text-white/85' : 'order-2 text-sm text-muted-foreground'}>{stat.label}</dt>
          <dd className={tone === 'dark' ? 'font-display text-3xl font-bold text-white' : 'font-display text-3xl font-bold text-primary'}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}
