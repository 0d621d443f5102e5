import { ShieldCheck } from 'lucide-react'
import { trustClaims } from '../../content/business-claims.ts'
import { Static } from '../static/static-content.tsx'

/**
 * The sliding banner of trust claims: one 15 s loop (two copies side by side, moved by half
 * their width). Still under prefers-reduced-motion; the copy for the loop is hidden from
 * assistive technology.
 */
export function TrustBanner() {
  return (
    <Static className="overflow-hidden bg-[#163a2b] py-2 text-sm text-white" aria-label="Why homeowners choose us" role="region">
      <div className="flex w-max animate-marquee motion-reduce:animate-none hover:[animation-play-state:paused]">
        {[0, 1].map((copy) => (
          <ul key={copy} className="flex shrink-0" aria-hidden={copy === 1 ? true : undefined}>
            {trustClaims.map((claim) => (
              <li key={claim} className="flex items-center gap-2 whitespace-nowrap px-5">
                <ShieldCheck aria-hidden="true" className="size-4 text-amber-200" />
                {claim}
              </li>
            ))}
          </ul>
        ))}
      </div>
    </Static>
  )
}
