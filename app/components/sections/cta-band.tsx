import { CtaButtons, type CtaButton } from './cta-buttons.tsx'
import { headingId } from './section.tsx'

export type CallToAction = { headline: string; text: string; buttons: readonly CtaButton[] }

/** Closing call to action on a dark band. */
export function CtaBand({ cta }: { cta: CallToAction }) {
  const id = `cta-${headingId(cta.headline)}`
  return (
    // The band's padding centres its content at most 56rem (max-w-4xl) wide: no inner wrapper.
    <section
      aria-labelledby={id}
      className="flex flex-col items-center gap-6 bg-primary px-[max(1rem,calc(50%-28rem))] py-16 text-center text-primary-foreground"
    >
      <h2 id={id} className="text-3xl font-bold sm:text-4xl">
        {cta.headline}
      </h2>
      <p className="max-w-2xl text-lg text-white/90">{cta.text}</p>
      <CtaButtons buttons={cta.buttons} place="call-to-action" />
    </section>
  )
}
