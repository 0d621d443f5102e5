/**
 * Which scene generator draws each catalog image. Names and roles come from
 * `app/content/images.ts` (the one list the website also uses); this file only adds the
 * generator, and `satisfies Record<ImageName, Scene>` makes a missing or extra name a
 * type error.
 */
import { imageCatalog, imageHeight, imageNames, imageRoles, type ImageName, type ImageRole } from '../../app/content/images.ts'
import * as ba from './scenes/before-after.ts'
import * as commercial from './scenes/commercial.ts'
import * as gates from './scenes/gates.ts'
import * as res from './scenes/residential.ts'
import * as services from './scenes/services.ts'
import { designSize, type Scene } from './scenes/svg.ts'

export const scenes = {
  'hero-fence': res.heroFence,
  'cedar-fence': res.cedarStreet,
  'vinyl-gate': gates.vinylGateScene,
  'wood-fence-hero': res.woodFenceHero,
  'iron-fence-hero': res.ironFenceHero,
  'gate-hero': gates.gateHero,
  'pergola-hero': services.pergolaHero,
  'commercial-hero': commercial.commercialHero,
  'staining-hero': services.stainingHero,
  'survey-hero': services.surveyHero,
  'wood-privacy': res.woodPrivacy,
  'wood-horizontal': res.woodHorizontal,
  'wood-picket': res.woodPicket,
  'wood-board-on-board': res.woodBoardOnBoard,
  'vinyl-privacy': res.vinylPrivacy,
  'vinyl-semi-privacy': res.vinylSemiPrivacy,
  'vinyl-picket': res.vinylPicket,
  'vinyl-ranch-rail': res.vinylRanchRail,
  'vinyl-lattice-top': res.vinylLatticeTop,
  'vinyl-pool': res.vinylPool,
  'chain-link': res.chainLinkCard,
  'chain-link-vinyl-coated': res.chainLinkVinylCoated,
  'chain-link-slats': res.chainLinkSlats,
  'security-fence': commercial.securityFence,
  'black-iron': res.blackIron,
  'iron-gate': gates.ironGateScene,
  'commercial-fence': commercial.commercialFence,
  'automatic-gate': gates.automaticGate,
  'swing-gate': gates.swingGate,
  'custom-gate': gates.customGate,
  'double-gate': gates.doubleGate,
  'fence-repair': services.fenceRepair,
  'fence-staining': services.fenceStaining,
  'patio-pergola': services.patioPergola,
  'patio-pavers': services.patioPavers,
  'property-survey': services.propertySurvey,
  'permits-hoa': services.permitsHoa,
  maintenance: services.maintenance,
  'before-1': ba.before1,
  'after-1': ba.after1,
  'before-2': ba.before2,
  'after-2': ba.after2,
  'project-1': ba.project1,
  'project-2': ba.project2,
  'project-3': ba.project3,
} as const satisfies Record<ImageName, Scene>

export interface CatalogEntry {
  name: ImageName
  role: ImageRole
  scene: Scene
}

export const catalog: readonly CatalogEntry[] = imageNames.map((name) => ({ name, role: imageCatalog[name], scene: scenes[name] }))

/** The generated SVG for an image, sized to its role's largest width. */
export function renderSceneSvg(name: ImageName): string {
  const role = imageCatalog[name]
  const { aspect, widths } = imageRoles[role]
  const { W, H } = designSize(aspect.width, aspect.height)
  const pixelWidth = Math.max(...widths)
  return scenes[name]({ W, H, pixelWidth, pixelHeight: imageHeight(role, pixelWidth), seed: name })
}
