import fs from 'node:fs'
import path from 'node:path'
import exifr from 'exifr'
import sharp from 'sharp'
import { photoMessages } from '../lead/photo-messages.ts'
import { defaultPhotoLimits } from '../lead/photo-rules.ts'
import { cameraJpeg, hugePngHeader, pdfBytes, plainPng } from '../server/testing/photos.ts'
import { expect, firstPaintTest, holdScripts, test, type Locator, type Page } from './fixtures/test.ts'
import { dataDir } from './fixtures/leads.ts'
import { describedMessage, fields, fillValidQuote, quoteForm, storedLeads } from './fixtures/quote-form.ts'

/** Photos on the quote form, against the real collector: what it stored is read back from its database and its photo folder. */

const photoDir = path.join(dataDir, 'photos')
const storedPhotos = (leadId: string) => {
  const folder = path.join(photoDir, leadId)
  return fs.existsSync(folder) ? fs.readdirSync(folder).map((name) => path.join(folder, name)) : []
}
const uniqueEmail = (what: string, project: string) => `photos.${what}.${project}.${Date.now()}@example.com`.toLowerCase()
const photoInput = (form: Locator) => form.locator('input[type="file"][name="photos"]')

let camera: Buffer
let png: Buffer
test.beforeAll(async () => {
  camera = await cameraJpeg(4000, 3000)
  png = await plainPng(800, 600)
})

test.describe('with JavaScript', () => {
  test("resizes a camera's photo in the browser, lists it ready with a Remove button, sends it with no referrer and stores it once though the first answer was lost", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail('js', testInfo.project.name)
    let attempts = 0
    const referrers: Array<string | undefined> = []
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/leads', async (route) => {
      attempts++
      referrers.push(route.request().headers().referer)
      // The first attempt, once the test has seen it sending, reaches the collector, which stores the lead and its photo; its answer never comes back.
      if (attempts === 1) {
        await held
        await route.fetch()
        return route.abort('connectionreset')
      }
      return route.continue()
    })
    await page.goto('/contact')
    const form = quoteForm(page)
    await fillValidQuote(page, form, { email })
    await photoInput(form).setInputFiles({ name: 'IMG_0412.JPG', mimeType: 'image/jpeg', buffer: camera })
    const photo = form.getByRole('list', { name: 'Photos to send' }).getByRole('listitem')
    await expect(photo).toHaveAttribute('data-photo-state', 'ready')
    await expect(photo).toContainText('IMG_0412.JPG')
    await expect(photo).toContainText('Ready')
    await expect(photo.getByRole('button', { name: 'Remove IMG_0412.JPG' })).toBeVisible()

    await fields(form).submit.click()
    await expect(photo).toContainText('Sending…')
    await expect(form.getByRole('status').filter({ hasText: 'Sending 1 photo' })).toBeVisible()
    release()
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
    expect(attempts).toBe(2)
    // The upload, like the lead alone, tells the collector nothing of the page it came from.
    expect(referrers).toEqual([undefined, undefined])

    const [lead] = storedLeads(email)
    const files = storedPhotos(String(lead!.id))
    expect(files).toHaveLength(1)
    const stored = await sharp(files[0]!).metadata()
    expect(Math.max(stored.width, stored.height)).toBeLessThanOrEqual(2048)
    expect([stored.width, stored.height]).toEqual([2048, 1536])
    expect(stored.exif).toBeUndefined()
    expect(await exifr.parse(files[0]!)).toBeUndefined()
  })

  test('when the photos cannot get through, the request goes without them and the thank-you panel says so', async ({ page }, testInfo) => {
    const email = uniqueEmail('lost', testInfo.project.name)
    // Every upload with photos fails on the way; the request alone (JSON) gets through.
    await page.route('**/api/leads', (route) =>
      route.request().headers()['content-type']?.startsWith('multipart/') ? route.abort('connectionreset') : route.continue(),
    )
    await page.goto('/contact')
    const form = quoteForm(page)
    await fillValidQuote(page, form, { email })
    await photoInput(form).setInputFiles({ name: 'yard.png', mimeType: 'image/png', buffer: png })
    await expect(form.getByRole('list', { name: 'Photos to send' }).getByRole('listitem')).toHaveAttribute('data-photo-state', 'ready')
    await fields(form).submit.click()

    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
    await expect(
      page.getByText('Your request was sent, but not all of your photos could be uploaded. You can text them to us at (469) 555-0142.'),
    ).toBeVisible()
    const [lead] = storedLeads(email)
    expect(storedPhotos(String(lead!.id))).toEqual([])
  })

  test('refuses a file that is no photo and a seventh photo beside the field, and a photo can be removed', async ({ page }) => {
    await page.goto('/contact')
    const form = quoteForm(page)
    await fields(form).firstName.fill('Maria')
    const input = photoInput(form)
    await input.setInputFiles({ name: 'quote.jpg', mimeType: 'image/jpeg', buffer: pdfBytes })
    await expect.poll(() => describedMessage(input)).toContain(photoMessages.notAPhoto('quote.jpg'))

    const list = form.getByRole('list', { name: 'Photos to send' }).getByRole('listitem')
    await input.setInputFiles(Array.from({ length: 7 }, (_, index) => ({ name: `yard-${index + 1}.png`, mimeType: 'image/png', buffer: png })))
    await expect.poll(() => describedMessage(input)).toContain(photoMessages.tooMany)
    await expect(list).toHaveCount(6)
    await list.first().getByRole('button', { name: 'Remove yard-1.png' }).click()
    await expect(list).toHaveCount(5)
    await expect(fields(form).firstName).toHaveValue('Maria')
  })
})

firstPaintTest('a photo picked before the script ran goes with the lead, resized', async ({ page }, testInfo) => {
  const email = uniqueEmail('early', testInfo.project.name)
  const release = await holdScripts(page)
  await page.goto('/contact')
  const form = quoteForm(page)
  await photoInput(form).setInputFiles({ name: 'IMG_0412.JPG', mimeType: 'image/jpeg', buffer: camera })
  await release()
  await fillValidQuote(page, form, { email })
  await fields(form).submit.click()
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()

  const [lead] = storedLeads(email)
  const files = storedPhotos(String(lead!.id))
  expect(files).toHaveLength(1)
  const stored = await sharp(files[0]!).metadata()
  expect([stored.width, stored.height, stored.exif]).toEqual([2048, 1536, undefined])
})

firstPaintTest.describe('without JavaScript', () => {
  firstPaintTest.use({ javaScriptEnabled: false })

  async function fillNatively(page: Page, form: Locator, email: string) {
    const field = fields(form)
    await field.firstName.fill('Maria')
    await field.lastName.fill('Lopez')
    await field.phone.fill('469.555.0142')
    await field.email.fill(email)
    await field.services.click()
    await form.getByRole('checkbox', { name: 'Wood Fencing', exact: true }).check()
    await field.address.fill('210 W Walnut St, Celina, TX 75009')
    await field.projectDetails.fill('About 180 ft of cedar.')
  }

  firstPaintTest('posts the form with two photos, and both arrive', async ({ page }, testInfo) => {
    const email = uniqueEmail('native', testInfo.project.name)
    await page.goto('/contact')
    const form = quoteForm(page)
    await fillNatively(page, form, email)
    await photoInput(form).setInputFiles([
      { name: 'IMG_0412.JPG', mimeType: 'image/jpeg', buffer: camera },
      { name: 'gate.png', mimeType: 'image/png', buffer: png },
    ])
    await fields(form).submit.click()
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()

    const [lead] = storedLeads(email)
    const sizes = await Promise.all(storedPhotos(String(lead!.id)).map(async (file) => (await sharp(file).metadata()).width))
    expect(sizes.sort()).toEqual([2048, 800])
  })

  const badFiles = [
    { what: 'a renamed PDF', file: { name: 'quote.jpg', mimeType: 'image/jpeg', buffer: pdfBytes }, message: photoMessages.notAPhoto('quote.jpg') },
    {
      what: 'a 40 MB file',
      file: { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(40 * 1024 * 1024, 0xff) },
      message: photoMessages.tooLarge('huge.jpg', defaultPhotoLimits),
    },
    {
      what: 'a 20,000 × 20,000 PNG',
      file: { name: 'yard.png', mimeType: 'image/png', buffer: hugePngHeader(20_000, 20_000) },
      message: photoMessages.tooManyPixels('yard.png', defaultPhotoLimits.maxPixels),
    },
  ]
  for (const { what, file, message } of badFiles) {
    firstPaintTest(`sends the request without ${what}, and the thank-you panel says why`, async ({ page }, testInfo) => {
      const email = uniqueEmail(what.replace(/\W+/g, '-'), testInfo.project.name)
      await page.goto('/contact')
      const form = quoteForm(page)
      await fillNatively(page, form, email)
      await photoInput(form).setInputFiles(file)
      await fields(form).submit.click()

      await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
      await expect(page.getByText(message)).toBeVisible()
      const [lead] = storedLeads(email)
      expect(storedPhotos(String(lead!.id))).toEqual([])
    })
  }

  firstPaintTest('keeps the first six photos of seven, and says the seventh was too many', async ({ page }, testInfo) => {
    const email = uniqueEmail('seven', testInfo.project.name)
    await page.goto('/contact')
    const form = quoteForm(page)
    await fillNatively(page, form, email)
    await photoInput(form).setInputFiles(
      Array.from({ length: 7 }, (_, index) => ({ name: `yard-${index + 1}.png`, mimeType: 'image/png', buffer: Buffer.concat([png, Buffer.from([index])]) })),
    )
    await fields(form).submit.click()
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
    await expect(page.getByText(photoMessages.tooMany)).toBeVisible()
    const [lead] = storedLeads(email)
    expect(storedPhotos(String(lead!.id))).toHaveLength(6)
  })
})
