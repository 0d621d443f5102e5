import { cityFiles, cityPath, serviceFiles, woodCityFiles, woodCityPath } from './collections.ts'

export interface NavLinkItem {
  label: string
  path: string
  description?: string
}

export interface NavGroup {
  heading: string
  links: NavLinkItem[]
}

const menuServices = serviceFiles.flatMap(({ path, page, menu }) => (menu ? [{ path, page, menu }] : [])).sort((a, b) => a.menu.order - b.menu.order)

/** The service menu's groups, in the order their first service comes. */
export const serviceMenu: NavGroup[] = [...new Set(menuServices.map(({ menu }) => menu.group))].map((heading) => ({
  heading,
  links: menuServices
    .filter(({ menu }) => menu.group === heading)
    .map(({ path, page, menu }) => ({ label: menu.label ?? page.label, path, description: menu.description })),
}))

export const locationMenu: NavGroup[] = [
  { heading: 'Fence Companies Near You', links: cityFiles.map((city) => ({ label: city.city, path: cityPath(city) })) },
  {
    heading: 'Wood Fencing by City',
    links: woodCityFiles.map((city) => ({ label: city.page.label ?? `${city.city} Wood Fencing`, path: woodCityPath(city) })),
  },
]

export const allLocationsLink: NavLinkItem = { label: 'All Service Areas', path: '/locations' }
export const allServicesLink: NavLinkItem = { label: 'All Services', path: '/services' }

/** Plain top-level links, in menu order after the two dropdowns. */
export const primaryLinks: NavLinkItem[] = [
  { label: 'Reviews', path: '/reviews' },
  { label: 'FAQs', path: '/faqs' },
  { label: 'Contact', path: '/contact' },
  { label: 'Financing', path: '/financing' },
  // The desktop header has no room for the page's three-word name.
  { label: 'Pricing', path: '/fence-cost-estimator' },
]

export const footerQuickLinks: NavLinkItem[] = [
  { label: 'Home', path: '/' },
  { label: 'All Services', path: '/services' },
  { label: 'Service Areas', path: '/locations' },
  { label: 'Reviews', path: '/reviews' },
  { label: 'FAQs', path: '/faqs' },
  { label: 'Financing', path: '/financing' },
  { label: 'Fence Cost Estimator', path: '/fence-cost-estimator' },
  { label: 'Contact', path: '/contact' },
  { label: 'Site Map', path: '/sitemap' },
  { label: 'Privacy Policy', path: '/privacy' },
]
