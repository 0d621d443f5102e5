import { pages } from '../route-table.ts'
import { cityLandingSlugs, cityNames, cityPath } from '../city-landings.ts'

/** Menus of the header, mobile menu and footer. Labels and paths only; every path is in the route table. */

export interface NavLinkItem {
  label: string
  path: string
  description?: string
}

export interface NavGroup {
  heading: string
  links: NavLinkItem[]
}

export const serviceMenu: NavGroup[] = [
  {
    heading: 'Core Fencing',
    links: [
      { label: 'Wood Fencing', path: '/services/wood-fencing', description: 'Cedar privacy, picket and horizontal' },
      { label: 'Vinyl Fencing', path: '/services/vinyl-fencing', description: 'Low-maintenance vinyl and composite' },
      { label: 'Chain Link Fencing', path: '/services/chain-link', description: 'Galvanized, coated and privacy slats' },
      { label: 'Black Iron Fencing', path: '/services/black-iron', description: 'Ornamental iron and pool fencing' },
      { label: 'Commercial Fencing', path: '/services/commercial-fencing', description: 'Security and perimeter fencing' },
    ],
  },
  {
    heading: 'Gate Services',
    links: [
      { label: 'Automatic Gates', path: '/services/automatic-gates', description: 'Swing, sliding and access control' },
      { label: 'Custom Gates', path: '/services/custom-gates', description: 'Wood, vinyl, iron and double gates' },
    ],
  },
  {
    heading: 'Maintenance & Repair',
    links: [
      { label: 'Staining & Repairs', path: '/services/staining-repairs', description: 'Fix, restore and protect' },
      { label: 'Fence Staining & Sealing', path: '/services/fence-staining', description: 'Stain and seal your cedar' },
      { label: 'Maintenance Programs', path: '/services/maintenance-programs', description: 'Seasonal care plans' },
    ],
  },
  {
    heading: 'Additional Services',
    links: [
      { label: 'Patios & Pergolas', path: '/services/patios-pergolas', description: 'Outdoor living spaces' },
      { label: 'Property Surveying', path: '/services/property-surveying', description: 'Know your property line' },
      { label: 'Permits & HOA', path: '/services/permits-hoa', description: 'We handle the paperwork' },
    ],
  },
]

export const locationMenu: NavGroup[] = [
  { heading: 'Fence Companies Near You', links: cityLandingSlugs.map((slug) => ({ label: cityNames[slug], path: cityPath(slug) })) },
  { heading: 'Wood Fencing by City', links: pages.filter((page) => page.group === 'wood').map(({ label, path }) => ({ label, path })) },
]

export const allLocationsLink: NavLinkItem = { label: 'All Service Areas', path: '/locations' }
export const allServicesLink: NavLinkItem = { label: 'All Services', path: '/services' }

/** Plain top-level links, in menu order after the two dropdowns. */
export const primaryLinks: NavLinkItem[] = [
  { label: 'Reviews', path: '/reviews' },
  { label: 'FAQs', path: '/faqs' },
  { label: 'Contact', path: '/contact' },
  { label: 'Financing', path: '/financing' },
  // One word: the desktop header has no room for a two-word label; the page itself says "Fence Cost Estimator".
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
