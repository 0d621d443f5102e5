import celinaWood from '../wood-cities/celina.json'
import mckinneyWood from '../wood-cities/mckinney.json'
import prosperWood from '../wood-cities/prosper.json'
import automaticGates from './automatic-gates.json'
import blackIron from './black-iron.json'
import chainLink from './chain-link.json'
import commercialFencing from './commercial-fencing.json'
import customGates from './custom-gates.json'
import fenceStaining from './fence-staining.json'
import maintenancePrograms from './maintenance-programs.json'
import overview from './overview.json'
import patiosPergolas from './patios-pergolas.json'
import permitsHoa from './permits-hoa.json'
import propertySurveying from './property-surveying.json'
import { servicePage, type ServicePageContent } from './service-page.ts'
import { woodCityPage } from '../wood-cities/wood-city-page.ts'
import stainingRepairs from './staining-repairs.json'
import vinylFencing from './vinyl-fencing.json'
import woodFencing from './wood-fencing.json'

/**
 * Every page rendered by the service-page template, for tests and site-wide checks.
 * Route modules import their own content file directly so each route bundles only its page.
 */
export const servicePages: readonly ServicePageContent[] = [
  servicePage(overview),
  servicePage(woodFencing),
  servicePage(vinylFencing),
  servicePage(chainLink),
  servicePage(blackIron),
  servicePage(commercialFencing),
  servicePage(automaticGates),
  servicePage(customGates),
  servicePage(stainingRepairs),
  servicePage(fenceStaining),
  servicePage(patiosPergolas),
  servicePage(propertySurveying),
  servicePage(permitsHoa),
  servicePage(maintenancePrograms),
  woodCityPage(celinaWood),
  woodCityPage(prosperWood),
  woodCityPage(mckinneyWood),
]
