import { FileText, Phone } from 'lucide'
import { Icon } from '../ui/icon.tsx'
import { site } from '#app/site-config.ts'
import { QuoteLink } from '../sections/quote-link.tsx'

/** Fixed bar on phones: the two things a visitor on a phone came to do. */
export function MobileBottomBar() {
  return (
    <nav
      aria-label="Quick actions"
      className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-2 border-t bg-background pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_12px_rgba(0,0,0,0.08)] md:hidden"
    >
      <a
        href={site.phone.href}
        data-place="mobile-bar"
        className="flex h-14 items-center justify-center gap-2 bg-primary font-semibold text-primary-foreground"
      >
        <Icon icon={Phone} className="size-5" />
        Call Now
      </a>
      <QuoteLink className="flex h-14 items-center justify-center gap-2 bg-cta font-semibold text-cta-foreground">
        <Icon icon={FileText} className="size-5" />
        Get Quote
      </QuoteLink>
    </nav>
  )
}
