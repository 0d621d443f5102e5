import { z } from 'zod'
import { pages } from '#app/route-table.ts'
import { cityFiles, cityPath, pagePath, parseFile, readContentFile, serviceFiles, text } from './collections.ts'

const link = z.strictObject({ label: text, path: pagePath })
const { file, json } = readContentFile('navigation.json')
const { locationHeadings, ...links } = parseFile(
  file,
  z.strictObject({
    locationHeadings: z.strictObject({ cities: text, wood: text }),
    allServicesLink: link,
    allLocationsLink: link,
    primaryLinks: z.array(link),
    footerQuickLinks: z.array(link),
  }),
  json,
)

const menuServices = serviceFiles.en.flatMap(({ path, page, menu }) => (menu ? [{ path, page, menu }] : [])).sort((a, b) => a.menu.order - b.menu.order)

/** The service menu's groups, in the order their first service comes. */
const serviceMenu = [...new Set(menuServices.map(({ menu }) => menu.group))].map((heading) => ({
  heading,
  links: menuServices
    .filter(({ menu }) => menu.group === heading)
    .map(({ path, page, menu }) => ({ label: menu.label ?? page.label, path, description: menu.description })),
}))

const locationMenu = [
  { heading: locationHeadings.cities, links: cityFiles.en.map((city) => ({ label: city.city, path: cityPath(city) })) },
  { heading: locationHeadings.wood, links: pages.filter((page) => page.group === 'wood').map(({ label, path }) => ({ label, path })) },
]

/** The menus of the header, the mobile menu and the footer. */
export const siteNav = { serviceMenu, locationMenu, ...links }
