import type { CallToAction } from '../../content/types.ts'
import { CtaButtons } from './cta-buttons.tsx'
import { headingId } from './section.tsx'

/** Closing call to action on a dark band. */
export function CtaBand({ cta }: { cta: CallToAction }) {
  const id = `cta-${headingId(cta.headline)}`
  return (
    <section aria-labelledby={id} className="bg-primary px-4 py-16 text-primary-foreground">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 text-center">
        <h2 id={id} className="text-3xl font-bold sm:text-4xl">
          {cta.headline}
        </h2>
        <p className="max-w-2xl text-lg text-white/90">{cta.text}</p>
        <CtaButtons buttons={cta.buttons} place="call-to-action" />
      </div>
    </section>
  )
}
