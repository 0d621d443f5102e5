import type { AreaLink } from './service-page.ts'

/**
 * Compact area lists for service pages. Cities with a landing page link to it; the full
 * service-area cards (response times, Show More) belong to the /locations page.
 */
const cityPage = (city: string, slug: string): AreaLink => ({ city, link: `/${slug}-fence-company` })

export const coreServiceAreas: AreaLink[] = [
  cityPage('Celina', 'celina'),
  cityPage('Prosper', 'prosper'),
  cityPage('Frisco', 'frisco'),
  cityPage('McKinney', 'mckinney'),
  cityPage('Allen', 'allen'),
  cityPage('Aubrey', 'aubrey'),
  cityPage('Gunter', 'gunter'),
  cityPage('Pilot Point', 'pilot-point'),
]

/** Cities some pages add beyond the core eight; they have no landing page of their own. */
export const extendedServiceAreas: AreaLink[] = [{ city: 'Little Elm' }, { city: 'The Colony' }, { city: 'Plano' }, { city: 'North Dallas' }]

export const anna: AreaLink = { city: 'Anna' }
