import type { ComponentPropsWithRef } from 'react'
import { imageSources, type ImageName } from '#app/lib/images.ts'

export type ResponsiveImageProps = Omit<
  ComponentPropsWithRef<'img'>,
  'src' | 'srcSet' | 'width' | 'height' | 'alt' | 'sizes' | 'loading' | 'decoding' | 'fetchPriority'
> & {
  name: ImageName
  /** Required: describe the picture, or pass '' when it is purely decorative. */
  alt: string
  /** The `sizes` attribute; defaults to the role's (`100vw` for heroes). */
  sizes?: string
  /** Above-the-fold image (the LCP hero): load eagerly with high fetch priority. */
  priority?: boolean
}

/**
 * A catalog image as `<picture>` with AVIF and WebP sources and an `<img>` carrying the
 * intrinsic width and height (so the browser reserves the space and nothing shifts).
 * Style the image with `className` (e.g. `h-full w-full object-cover`); the ref goes to the `<img>`.
 */
export function ResponsiveImage({ name, alt, sizes, priority = false, className, ...imgProps }: ResponsiveImageProps) {
  const sources = imageSources(name)
  const imageSizes = sizes ?? sources.sizes
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={sources.avifSrcSet} sizes={imageSizes} />
      <source type="image/webp" srcSet={sources.webpSrcSet} sizes={imageSizes} />
      {/* loading/decoding before src: browsers that apply attributes in order must see lazy first.
          The hero decodes with the first paint (no async decode), so it is painted as soon as it is. */}
      <img
        {...imgProps}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? undefined : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        alt={alt}
        width={sources.width}
        height={sources.height}
        className={className}
        src={sources.src}
      />
    </picture>
  )
}

/**
 * A `<link rel="preload">` descriptor for a route's `links()` export, so the hero (the LCP
 * image) starts downloading with the HTML. It preloads the AVIF candidates only: browsers
 * without AVIF support ignore a preload whose `type` they cannot decode, instead of
 * fetching a file the `<picture>` would not use.
 */
export function heroImagePreloadLink(name: ImageName) {
  const sources = imageSources(name)
  return {
    rel: 'preload',
    as: 'image',
    // Only for browsers without imagesrcset support (none that decode AVIF): the middle size.
    href: sources.src.replace(/\.webp$/, '.avif'),
    imageSrcSet: sources.avifSrcSet,
    imageSizes: sources.sizes,
    type: 'image/avif',
    fetchPriority: 'high',
  } as const
}
