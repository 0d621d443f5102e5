import { describe, expect, it } from 'vitest'
import { imageCatalog, imageFileName, imageHeight, imageNames, imageRoles, imageSources, imageUrl, isImageName } from './images.ts'

describe('image catalog', () => {
  it('has kebab-case names, each with a known role', () => {
    expect(imageNames.length).toBeGreaterThanOrEqual(45)
    for (const name of imageNames) {
      expect(name).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      expect(Object.keys(imageRoles)).toContain(imageCatalog[name])
    }
  })

  it('defines 16:9 heroes and 4:3 cards whose widths give whole-pixel heights', () => {
    expect(imageRoles.hero.widths).toEqual([640, 960, 1280, 1920])
    expect(imageRoles.card.widths).toEqual([400, 600, 800])
    for (const role of ['hero', 'card'] as const) {
      const { aspect, widths } = imageRoles[role]
      for (const width of widths) {
        const height = imageHeight(role, width)
        expect(Number.isInteger((width * aspect.height) / aspect.width)).toBe(true)
        expect(height / width).toBeCloseTo(aspect.height / aspect.width, 6)
      }
    }
    expect(imageHeight('hero', 1920)).toBe(1080)
    expect(imageHeight('card', 800)).toBe(600)
  })

  it('recognises image names', () => {
    expect(isImageName('hero-fence')).toBe(true)
    expect(isImageName('toString')).toBe(false)
    expect(isImageName('nope')).toBe(false)
  })
})

describe('imageSources', () => {
  it('builds hero srcsets, the fallback src and intrinsic size', () => {
    const s = imageSources('hero-fence')
    expect(s.avifSrcSet).toBe('/img/hero-fence-640.avif 640w, /img/hero-fence-960.avif 960w, /img/hero-fence-1280.avif 1280w, /img/hero-fence-1920.avif 1920w')
    expect(s.webpSrcSet).toBe('/img/hero-fence-640.webp 640w, /img/hero-fence-960.webp 960w, /img/hero-fence-1280.webp 1280w, /img/hero-fence-1920.webp 1920w')
    expect(s.src).toBe('/img/hero-fence-960.webp')
    expect(s.width).toBe(1920)
    expect(s.height).toBe(1080)
    expect(s.sizes).toBe('100vw')
  })

  it('builds card srcsets with the middle width as fallback', () => {
    const s = imageSources('after-1')
    expect(s.avifSrcSet).toBe('/img/after-1-400.avif 400w, /img/after-1-600.avif 600w, /img/after-1-800.avif 800w')
    expect(s.webpSrcSet).toBe('/img/after-1-400.webp 400w, /img/after-1-600.webp 600w, /img/after-1-800.webp 800w')
    expect(s.src).toBe('/img/after-1-600.webp')
    expect([s.width, s.height]).toEqual([800, 600])
  })

  it('uses root-relative URLs and the build file names for every image', () => {
    for (const name of imageNames) {
      const s = imageSources(name)
      for (const url of [...s.avifSrcSet.split(', '), ...s.webpSrcSet.split(', ')].map((c) => c.split(' ')[0]!)) {
        expect(url.startsWith('/img/')).toBe(true)
      }
      expect(imageUrl(name, 400, 'avif')).toBe(`/img/${imageFileName(name, 400, 'avif')}`)
    }
  })
})

describe('ResponsiveImage and preload helpers', () => {
  it('renders a picture with AVIF and WebP sources and a sized, lazy img', async () => {
    const { createElement } = await import('react')
    const { renderToStaticMarkup } = await import('react-dom/server')
    const { ResponsiveImage } = await import('../components/ui/responsive-image.tsx')
    const lazy = renderToStaticMarkup(createElement(ResponsiveImage, { name: 'wood-picket', alt: 'White picket fence', className: 'w-full' }))
    expect(lazy).toMatch(/^<picture class="contents"><source type="image\/avif" srcSet="\/img\/wood-picket-400\.avif 400w/)
    expect(lazy).toContain('<source type="image/webp" srcSet="/img/wood-picket-400.webp 400w')
    expect(lazy).toContain('loading="lazy"')
    expect(lazy).toContain('decoding="async"')
    expect(lazy).toContain('width="800" height="600"')
    expect(lazy).toContain('alt="White picket fence"')
    expect(lazy).not.toMatch(/fetchpriority/i)
    const hero = renderToStaticMarkup(createElement(ResponsiveImage, { name: 'hero-fence', alt: '', priority: true, sizes: '50vw' }))
    expect(hero).toContain('loading="eager"')
    expect(hero).toMatch(/fetchpriority="high"/i)
    expect(hero).toContain('sizes="50vw"')
    expect(hero).toContain('width="1920" height="1080"')
  })

  it('describes a preload link for links()', async () => {
    const { heroImagePreloadLink } = await import('../components/ui/responsive-image.tsx')
    expect(heroImagePreloadLink('hero-fence')).toEqual({
      rel: 'preload',
      as: 'image',
      href: '/img/hero-fence-960.avif',
      imageSrcSet: imageSources('hero-fence').avifSrcSet,
      imageSizes: '100vw',
      type: 'image/avif',
      fetchPriority: 'high',
    })
  })
})
