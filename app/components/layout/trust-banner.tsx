import { useLanguage, type Language } from '#app/lib/language.tsx'

const english = { region: 'Why homeowners choose us' }

/** The banner's name; its claims come as props, in the page's language. */
export const trustBannerText = { en: english, es: { region: 'Por qué nos eligen los propietarios' } } satisfies Record<Language, typeof english>

/**
 * The sliding banner of trust claims: one 15 s loop (two copies side by side, moved by half
 * their width). Still under prefers-reduced-motion; the copy for the loop is hidden from
 * assistive technology. Each claim's shield is drawn by CSS (`.trust-claim` in app.css), not
 * an inline `<svg>`: the banner is at the top of every page, twice over, and its 40 icons were
 * 120 of the elements the browser styles and lays out before the first paint.
 */
export function TrustBanner({ claims: trustClaims }: { claims: readonly string[] }) {
  return (
    <div className="overflow-hidden bg-[#163a2b] py-2 text-sm text-white" aria-label={trustBannerText[useLanguage()].region} role="region">
      <div className="flex w-max animate-marquee motion-reduce:animate-none hover:[animation-play-state:paused]">
        {[0, 1].map((copy) => (
          <ul key={copy} className="flex shrink-0" aria-hidden={copy === 1 ? true : undefined}>
            {trustClaims.map((claim) => (
              <li key={claim} className="trust-claim flex items-center gap-2 whitespace-nowrap px-5">
                {claim}
              </li>
            ))}
          </ul>
        ))}
      </div>
    </div>
  )
}
