import type { CitySlug } from '../../route-table.ts'
import { allenPage } from './allen.ts'
import { aubreyPage } from './aubrey.ts'
import { celinaPage } from './celina.ts'
import type { CityPage } from './city-page.ts'
import { friscoPage } from './frisco.ts'
import { gunterPage } from './gunter.ts'
import { mckinneyPage } from './mckinney.ts'
import { pilotPointPage } from './pilot-point.ts'
import { prosperPage } from './prosper.ts'

/**
 * Every city landing page by slug, for tests and site-wide checks. Route modules import
 * their own city's file directly so each page ships only its own copy.
 */
export const cityPages: Readonly<Record<CitySlug, CityPage>> = {
  celina: celinaPage,
  prosper: prosperPage,
  frisco: friscoPage,
  mckinney: mckinneyPage,
  allen: allenPage,
  aubrey: aubreyPage,
  gunter: gunterPage,
  'pilot-point': pilotPointPage,
}
