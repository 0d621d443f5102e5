import { z } from 'zod'
import { perLanguage, type Language } from '#app/lib/language.tsx'
import { pagesIn } from '#app/route-table.ts'
import { cityFiles, cityPath, pagePath, readContentFile, serviceFiles, text } from './collections.ts'
import { parseContent } from './fill-placeholders.ts'

const link = z.strictObject({ label: text, path: pagePath })
const schema = z.strictObject({
  locationHeadings: z.strictObject({ cities: text, wood: text }),
  // A service file names its menu group in English; this names each group as the menu shows it.
  serviceGroupHeadings: z.record(z.string(), text),
  allServicesLink: link,
  allLocationsLink: link,
  primaryLinks: z.array(link),
  footerQuickLinks: z.array(link),
})

function navIn(language: Language) {
  const { file, json } = readContentFile('navigation.json', language)
  // parseContent makes the file's English addresses this language's.
  const { locationHeadings, serviceGroupHeadings, ...links } = parseContent(file, schema, json, language)
  const menuServices = serviceFiles[language]
    .flatMap(({ path, page, menu }) => (menu ? [{ path, page, menu }] : []))
    .sort((a, b) => a.menu.order - b.menu.order)

  const headingOf = (group: string) => {
    const heading = serviceGroupHeadings[group]
    if (!heading) throw new Error(`${file}: serviceGroupHeadings has no heading for the menu group "${group}"`)
    return heading
  }
  /** The service menu's groups, in the order their first service comes. */
  const serviceMenu = [...new Set(menuServices.map(({ menu }) => menu.group))].map((group) => ({
    heading: headingOf(group),
    links: menuServices
      .filter(({ menu }) => menu.group === group)
      .map(({ path, page, menu }) => ({ label: menu.label ?? page.label, path, description: menu.description })),
  }))

  const locationMenu = [
    { heading: locationHeadings.cities, links: cityFiles[language].map((city) => ({ label: city.city, path: cityPath(city, language) })) },
    {
      heading: locationHeadings.wood,
      links: pagesIn(language)
        .filter((page) => page.group === 'wood')
        .map(({ label, path }) => ({ label, path })),
    },
  ]
  return { serviceMenu, locationMenu, ...links }
}

/** The menus of the header, the mobile menu and the footer, in each language. */
export const siteNav = perLanguage(navIn)
