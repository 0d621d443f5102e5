export type NavLinkItem = { label: string; path: string; description?: string }
export type NavGroup = { heading: string; links: NavLinkItem[] }

/** The menus of the header, the mobile menu and the footer. */
export interface SiteNav {
  serviceMenu: NavGroup[]
  locationMenu: NavGroup[]
  allServicesLink: NavLinkItem
  allLocationsLink: NavLinkItem
  primaryLinks: NavLinkItem[]
  footerQuickLinks: NavLinkItem[]
}
