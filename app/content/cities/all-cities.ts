import type { CitySlug } from '../../route-table.ts'
import allen from './allen.json'
import aubrey from './aubrey.json'
import celina from './celina.json'
import { cityPage, type CityPage } from './city-page.ts'
import frisco from './frisco.json'
import gunter from './gunter.json'
import mckinney from './mckinney.json'
import pilotPoint from './pilot-point.json'
import prosper from './prosper.json'

/**
 * Every city landing page by slug, for tests and site-wide checks. Route modules import
 * their own city's file directly so each page ships only its own copy.
 */
export const cityPages: Readonly<Record<CitySlug, CityPage>> = {
  celina: cityPage(celina),
  prosper: cityPage(prosper),
  frisco: cityPage(frisco),
  mckinney: cityPage(mckinney),
  allen: cityPage(allen),
  aubrey: cityPage(aubrey),
  gunter: cityPage(gunter),
  'pilot-point': cityPage(pilotPoint),
}
