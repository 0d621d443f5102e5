/**
 * The site's image catalog: every picture the pages can show, by name and role.
 *
 * Pure data shared by the website and the image build step (`npm run images`, see
 * `scripts/images/build-images.ts`), which turns the master `assets/images/{name}.*` into
 * `public/img/{name}-{width}.{avif,webp}` for every width of the image's role.
 *
 * Must not import Node modules or sharp: the browser bundle imports it.
 */

/** Output geometry of each role: intrinsic aspect ratio, encoded widths and default `sizes`. */
export const imageRoles = {
  /** Full-bleed page heroes, 16:9. */
  hero: {
    aspect: { width: 16, height: 9 },
    widths: [640, 960, 1280, 1920],
    sizes: '100vw',
  },
  /** Service, gallery and project cards, 4:3. */
  card: {
    aspect: { width: 4, height: 3 },
    widths: [400, 600, 800],
    sizes: '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  },
} as const

export type ImageRole = keyof typeof imageRoles

/** Every image name and its role. Each name has one master in `assets/images/`. */
export const imageCatalog = {
  // Page heroes (16:9)
  'hero-fence': 'hero',
  'cedar-fence': 'hero',
  'vinyl-gate': 'hero',
  'wood-fence-hero': 'hero',
  'iron-fence-hero': 'hero',
  'gate-hero': 'hero',
  'pergola-hero': 'hero',
  'commercial-hero': 'hero',
  'staining-hero': 'hero',
  'survey-hero': 'hero',
  // Wood fencing
  'wood-privacy': 'card',
  'wood-horizontal': 'card',
  'wood-picket': 'card',
  'wood-board-on-board': 'card',
  // Vinyl fencing
  'vinyl-privacy': 'card',
  'vinyl-semi-privacy': 'card',
  'vinyl-picket': 'card',
  'vinyl-ranch-rail': 'card',
  'vinyl-lattice-top': 'card',
  'vinyl-pool': 'card',
  // Chain link, security and iron
  'chain-link': 'card',
  'chain-link-vinyl-coated': 'card',
  'chain-link-slats': 'card',
  'security-fence': 'card',
  'black-iron': 'card',
  'iron-gate': 'card',
  'iron-drive-gate': 'card',
  'commercial-fence': 'card',
  'commercial-slide-gate': 'card',
  // Gates
  'automatic-gate': 'card',
  'swing-gate': 'card',
  'custom-gate': 'card',
  'double-gate': 'card',
  // Services
  'fence-repair': 'card',
  'fence-staining': 'card',
  'patio-pergola': 'card',
  'patio-pavers': 'card',
  'patio-lounge': 'card',
  'property-survey': 'card',
  'permits-hoa': 'card',
  maintenance: 'card',
  // Before / after and recent projects
  'before-1': 'card',
  'after-1': 'card',
  'before-2': 'card',
  'after-2': 'card',
  'project-1': 'card',
  'project-2': 'card',
  'project-3': 'card',
} as const satisfies Record<string, ImageRole>

export type ImageName = keyof typeof imageCatalog

export const imageNames = Object.keys(imageCatalog) as ImageName[]

/** Root-relative folder the encoded files are served from (`public/img/` at build time). */
export const imageBasePath = '/img'

export type ImageFormat = 'avif' | 'webp'

export function isImageName(value: string): value is ImageName {
  return Object.prototype.hasOwnProperty.call(imageCatalog, value)
}

/** Pixel height of a role's image at `width` (rounded; every configured width divides evenly). */
export function imageHeight(role: ImageRole, width: number): number {
  const { aspect } = imageRoles[role]
  return Math.round((width * aspect.height) / aspect.width)
}

/** File name of one encoded variant, e.g. `hero-fence-1280.avif`. */
export function imageFileName(name: ImageName, width: number, format: ImageFormat): string {
  return `${name}-${width}.${format}`
}

export function imageUrl(name: ImageName, width: number, format: ImageFormat): string {
  return `${imageBasePath}/${imageFileName(name, width, format)}`
}

function srcSet(name: ImageName, widths: readonly number[], format: ImageFormat): string {
  return widths.map((width) => `${imageUrl(name, width, format)} ${width}w`).join(', ')
}

export function imageSources(name: ImageName) {
  const role = imageRoles[imageCatalog[name]]
  const widths: readonly number[] = role.widths
  const largest = Math.max(...widths)
  const middle = widths[Math.floor((widths.length - 1) / 2)] ?? largest
  return {
    avifSrcSet: srcSet(name, widths, 'avif'),
    webpSrcSet: srcSet(name, widths, 'webp'),
    /** Fallback URL: the WebP at the middle width (lower middle for an even count). */
    src: imageUrl(name, middle, 'webp'),
    /** Intrinsic size of the largest variant, for `width`/`height` attributes. */
    width: largest,
    height: imageHeight(imageCatalog[name], largest),
    /** The role's default `sizes` attribute. */
    sizes: role.sizes,
  }
}
