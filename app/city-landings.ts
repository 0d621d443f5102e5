/**
 * The cities with a landing page, in the order lists and menus show them: their slugs, names and
 * addresses. Apart from the route table, so the service-area island carries these eight names and
 * not every page's route.
 */
export const cityLandingSlugs = ['celina', 'prosper', 'frisco', 'mckinney', 'allen', 'aubrey', 'gunter', 'pilot-point'] as const
export type CitySlug = (typeof cityLandingSlugs)[number]
export const cityNames: Readonly<Record<CitySlug, string>> = {
  celina: 'Celina',
  prosper: 'Prosper',
  frisco: 'Frisco',
  mckinney: 'McKinney',
  allen: 'Allen',
  aubrey: 'Aubrey',
  gunter: 'Gunter',
  'pilot-point': 'Pilot Point',
}
export const cityPath = (slug: CitySlug) => `/${slug}-fence-company`
