import { Phone } from 'lucide-react'
import { allLocationsLink, allServicesLink, locationMenu, primaryLinks, serviceMenu, type NavGroup, type NavLinkItem } from '../../content/navigation.ts'
import { site } from '../../site-config.ts'
import { QuoteLink } from '../sections/quote-link.tsx'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../ui/accordion.tsx'
import { Button } from '../ui/button.tsx'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../ui/sheet.tsx'
import { SiteNavLink } from './site-link.tsx'

const linkStyle = 'block rounded-md px-3 py-3 font-semibold hover:bg-accent aria-[current=page]:text-primary aria-[current=page]:bg-accent'

/**
 * The slide-out menu for phones and tablets. Its code (dialog, focus trap, scroll lock)
 * loads on the first press of the menu button, not with every page.
 */
export default function MobileMenuSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const close = () => onOpenChange(false)

  const links = (items: NavLinkItem[]) => (
    <ul>
      {items.map((item) => (
        <li key={item.path}>
          <SiteNavLink to={item.path} className={linkStyle} onClick={close}>
            {item.label}
          </SiteNavLink>
        </li>
      ))}
    </ul>
  )
  const groupSection = (value: string, label: string, groups: NavGroup[], all: NavLinkItem) => (
    <AccordionItem value={value}>
      <AccordionTrigger headingLevel={2} className="px-3 text-base">
        {label}
      </AccordionTrigger>
      <AccordionContent className="pb-2 text-foreground">
        {groups.map((group) => (
          <div key={group.heading} className="mb-2">
            <p className="px-3 pt-2 text-xs font-bold uppercase tracking-wider text-cta">{group.heading}</p>
            {links(group.links)}
          </div>
        ))}
        {links([all])}
      </AccordionContent>
    </AccordionItem>
  )

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" aria-describedby="mobile-menu-description">
        <div className="border-b p-4 pr-16">
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription id="mobile-menu-description">Services, service areas and ways to reach us.</SheetDescription>
        </div>
        <nav aria-label="Mobile" className="flex-1 p-2">
          {links([{ label: 'Home', path: '/' }])}
          <Accordion type="single" collapsible>
            {groupSection('services', 'Services', serviceMenu, allServicesLink)}
            {groupSection('locations', 'Locations', locationMenu, allLocationsLink)}
          </Accordion>
          {links(primaryLinks)}
        </nav>
        <div className="grid gap-3 border-t p-4">
          <Button asChild variant="cta" size="lg">
            <QuoteLink onNavigate={close}>Get Quote</QuoteLink>
          </Button>
          <Button asChild variant="outline" size="lg">
            <a href={site.phone.href}>
              <Phone aria-hidden="true" />
              Call {site.phone.display}
            </a>
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  )
}
