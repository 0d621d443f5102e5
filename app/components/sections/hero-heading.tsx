import type { ReactNode } from 'react'
import { cn } from '#app/lib/utils.ts'

/** Staggered entrance; the keyframes are skipped under prefers-reduced-motion (app.css). */
export const enter = (step: number) => ({ className: 'animate-fade-up', style: { animationDelay: `${step * 120}ms` } })

/** The words of an image hero: eyebrow, h1 (id hero-title), description and the action buttons, entering one after another. */
export function HeroHeading({
  eyebrow,
  title,
  description,
  actions,
  descriptionClassName = 'max-w-2xl',
}: {
  eyebrow?: string
  title: string
  description: string
  actions: ReactNode
  descriptionClassName?: string
}) {
  return (
    <>
      {eyebrow && (
        <p {...enter(0)} className={cn(enter(0).className, 'mb-3 text-sm font-semibold uppercase tracking-wider text-amber-200')}>
          {eyebrow}
        </p>
      )}
      <h1 id="hero-title" {...enter(1)} className={cn(enter(1).className, 'text-4xl font-extrabold leading-tight sm:text-5xl lg:text-6xl')}>
        {title}
      </h1>
      <p {...enter(2)} className={cn(enter(2).className, 'mt-5 text-lg text-white/90 sm:text-xl', descriptionClassName)}>
        {description}
      </p>
      <div {...enter(3)} className={cn(enter(3).className, 'mt-8 flex flex-col gap-3 sm:flex-row')}>
        {actions}
      </div>
    </>
  )
}
