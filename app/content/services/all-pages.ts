import { celinaWoodFencingPage } from '../wood-cities/celina.ts'
import { mckinneyWoodFencingPage } from '../wood-cities/mckinney.ts'
import { prosperWoodFencingPage } from '../wood-cities/prosper.ts'
import { automaticGatesPage } from './automatic-gates.ts'
import { blackIronPage } from './black-iron.ts'
import { chainLinkPage } from './chain-link.ts'
import { commercialFencingPage } from './commercial-fencing.ts'
import { customGatesPage } from './custom-gates.ts'
import { fenceStainingPage } from './fence-staining.ts'
import { maintenanceProgramsPage } from './maintenance-programs.ts'
import { servicesOverviewPage } from './overview.ts'
import { patiosPergolasPage } from './patios-pergolas.ts'
import { permitsHoaPage } from './permits-hoa.ts'
import { propertySurveyingPage } from './property-surveying.ts'
import type { ServicePageContent } from './service-page.ts'
import { stainingRepairsPage } from './staining-repairs.ts'
import { vinylFencingPage } from './vinyl-fencing.ts'
import { woodFencingPage } from './wood-fencing.ts'

/**
 * Every page rendered by the service-page template, for tests and site-wide checks.
 * Route modules import their own content file directly so each route bundles only its page.
 */
export const servicePages: readonly ServicePageContent[] = [
  servicesOverviewPage,
  woodFencingPage,
  vinylFencingPage,
  chainLinkPage,
  blackIronPage,
  commercialFencingPage,
  automaticGatesPage,
  customGatesPage,
  stainingRepairsPage,
  fenceStainingPage,
  patiosPergolasPage,
  propertySurveyingPage,
  permitsHoaPage,
  maintenanceProgramsPage,
  celinaWoodFencingPage,
  prosperWoodFencingPage,
  mckinneyWoodFencingPage,
]
