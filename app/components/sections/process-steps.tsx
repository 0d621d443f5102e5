import { useLanguage, type Language } from '#app/lib/language.tsx'
import { ContentIcon, type IconName } from '../ui/content-icon.tsx'
import { Reveal } from './reveal.tsx'

export type ProcessStep = { step: number; title: string; description: string; icon?: IconName }

const english = { step: (step: number) => `Step ${step}: ` }

/** The step number a screen reader hears before each title (the drawn number is hidden from it). */
export const processStepsText = { en: english, es: { step: (step: number) => `Paso ${step}: ` } } satisfies Record<Language, typeof english>

export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  const text = processStepsText[useLanguage()]
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <Reveal as="li" key={step.title} index={index} className="relative rounded-xl border bg-card p-6 shadow-sm">
          <div className="mb-4 flex items-center gap-3">
            <span
              className="flex size-10 items-center justify-center rounded-full bg-primary font-display text-lg font-bold text-primary-foreground"
              aria-hidden="true"
            >
              {step.step}
            </span>
            {step.icon && <ContentIcon name={step.icon} className="size-6 text-cta" />}
          </div>
          <h3 className="text-lg font-bold">
            <span className="sr-only">{text.step(step.step)}</span>
            {step.title}
          </h3>
          <p className="mt-2 text-muted-foreground">{step.description}</p>
        </Reveal>
      ))}
    </ol>
  )
}
