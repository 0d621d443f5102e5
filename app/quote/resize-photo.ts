import { photoLongSide } from '#lead/photo-rules.ts'

/** The resized photo's encoding: JPEG everywhere (Safari cannot encode WebP from a canvas). */
const outputType = 'image/jpeg'
const outputQuality = 0.85

function canvasOf(width: number, height: number): OffscreenCanvas | HTMLCanvasElement {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height)
  return Object.assign(document.createElement('canvas'), { width, height })
}

function encode(canvas: OffscreenCanvas | HTMLCanvasElement): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: outputType, quality: outputQuality })
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the photo could not be encoded'))), outputType, outputQuality),
  )
}

/**
 * Decoded (what the browser cannot decode is no photo), turned upright, fitted within the stored long side, encoded as JPEG.
 * A canvas carries pixels only, so none of the original's metadata (GPS position, camera) leaves the device.
 */
export async function resizePhoto(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  try {
    const scale = Math.min(1, photoLongSide / Math.max(bitmap.width, bitmap.height))
    const width = Math.max(1, Math.round(bitmap.width * scale))
    const height = Math.max(1, Math.round(bitmap.height * scale))
    const canvas = canvasOf(width, height)
    const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null
    if (!context) throw new Error('no 2D canvas')
    context.imageSmoothingQuality = 'high'
    context.drawImage(bitmap, 0, 0, width, height)
    return await encode(canvas)
  } finally {
    bitmap.close()
  }
}
