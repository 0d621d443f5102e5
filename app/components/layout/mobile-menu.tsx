import { Menu } from 'lucide'
import { Icon } from '../ui/icon.tsx'
import { Button } from '../ui/button.tsx'
import { MobileMenuSheet, mobileMenuId } from './mobile-menu-sheet.tsx'
import type { SiteNav } from './site-nav.ts'

/** The menu button and its slide-out menu: the browser opens it (`popoverTarget`), from the first paint. */
export function MobileMenu({ nav }: { nav: SiteNav }) {
  return (
    <>
      <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu" popoverTarget={mobileMenuId}>
        <Icon icon={Menu} className="size-6" />
      </Button>
      <MobileMenuSheet nav={nav} />
    </>
  )
}
