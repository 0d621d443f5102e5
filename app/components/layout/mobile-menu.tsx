import { Menu } from 'lucide-react'
import { Button } from '../ui/button.tsx'
import { MobileMenuSheet, mobileMenuId } from './mobile-menu-sheet.tsx'

/** The menu button and its slide-out menu: the browser opens it (`popoverTarget`), from the first paint. */
export function MobileMenu() {
  return (
    <>
      <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu" popoverTarget={mobileMenuId}>
        <Menu aria-hidden="true" className="size-6" />
      </Button>
      <MobileMenuSheet />
    </>
  )
}
