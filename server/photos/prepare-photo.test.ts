import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import exifr from 'exifr'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { photoMessages } from '#lead/photo-messages.ts'
import { defaultPhotoLimits } from '#lead/photo-rules.ts'
import { cameraJpeg, hugePngHeader, pdfBytes } from '../testing/photos.ts'
import { preparePhoto } from './prepare-photo.ts'

describe('preparePhoto', () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prepare-photo-'))
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  const received = (name: string, bytes: Buffer) => {
    const file = path.join(dir, name)
    fs.writeFileSync(file, bytes)
    return file
  }

  it("fits a camera's 4000 × 3000 JPEG within 2048 px and keeps none of its EXIF, GPS position included", async () => {
    const source = received('IMG_0412.jpg', await cameraJpeg(4000, 3000))
    expect(await exifr.gps(source)).toMatchObject({ latitude: expect.closeTo(33.317, 2) })
    const target = path.join(dir, 'out.jpg')

    const result = await preparePhoto(source, target, 'IMG_0412.jpg', defaultPhotoLimits)

    expect(result).toMatchObject({ ok: true, width: 2048, height: 1536 })
    const stored = await sharp(target).metadata()
    expect([stored.format, stored.width, stored.height]).toEqual(['jpeg', 2048, 1536])
    expect([stored.exif, stored.xmp, stored.iptc, stored.icc]).toEqual([undefined, undefined, undefined, undefined])
    expect(await exifr.parse(target)).toBeUndefined()
  })

  it('identifies a file by decoding it: a PDF named .jpg is refused, a PNG named .txt is taken', async () => {
    expect(await preparePhoto(received('fence.jpg', pdfBytes), path.join(dir, 'a.jpg'), 'fence.jpg', defaultPhotoLimits)).toEqual({
      ok: false,
      message: photoMessages.notAPhoto('fence.jpg'),
    })
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    expect(await preparePhoto(received('notes.txt', png), path.join(dir, 'b.jpg'), 'notes.txt', defaultPhotoLimits)).toMatchObject({
      ok: true,
      width: 300,
      height: 200,
    })
  })

  it('refuses a 20,000 × 20,000 PNG before decoding it', async () => {
    const bomb = received('yard.png', hugePngHeader(20_000, 20_000))
    const started = performance.now()
    const result = await preparePhoto(bomb, path.join(dir, 'c.jpg'), 'yard.png', defaultPhotoLimits)
    expect(result).toEqual({ ok: false, message: '"yard.png" is too large to open (over 50 megapixels). Please choose a smaller photo.' })
    expect(performance.now() - started).toBeLessThan(2000)
    expect(fs.existsSync(path.join(dir, 'c.jpg'))).toBe(false)
  })
})
