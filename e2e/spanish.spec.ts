import { leadMessages } from '#lead/lead-rules.ts'
import { mailOf } from './fixtures/leads.ts'
import { describedMessage, quoteForm, site, storedLeads } from './fixtures/quote-form.ts'
import { expect, firstPaintTest, test, type Locator, type Page } from './fixtures/test.ts'

/**
 * The Spanish pages in the browser, on a phone: the quote form of /es/contacto speaks Spanish from
 * its first message to its thank-you, with and without JavaScript, and the lead it sends is stored
 * and answered in Spanish. Every page's language switch is a plain link to the page's twin.
 */

const contactPath = '/es/contacto'
const es = leadMessages.es

/** The Spanish form's fields, found by their Spanish labels (app/quote/quote-form-text.ts). */
const spanishFields = (form: Locator) => ({
  firstName: form.getByLabel('Nombre', { exact: true }),
  lastName: form.getByLabel('Apellido', { exact: true }),
  phone: form.getByLabel('Teléfono', { exact: true }),
  email: form.getByLabel('Correo electrónico', { exact: true }),
  /** The services picker's trigger: the summary of its disclosure. */
  services: form.locator('summary[data-slot="services-trigger"]'),
  address: form.getByLabel('Dirección', { exact: true }),
  // Followed by "(opcional)".
  projectDetails: form.getByLabel(/^Detalles del proyecto/),
  consent: form.getByRole('checkbox', { name: /Acepto que/ }),
  submit: form.locator('button[type="submit"]'),
})

/** The open picker's list of services, named by the field's Spanish label. */
const spanishServices = (form: Locator) => form.getByRole('group', { name: 'Servicios que necesita' })

/** Each field the form checks, with the message it must show in Spanish (and must not show in English). */
const checkedFields = ['firstName', 'lastName', 'phone', 'email', 'servicesNeeded', 'address', 'consent'] as const

/** Every field's Spanish message shows, tied to its field, and no English one shows anywhere in the form. */
async function expectEveryMessageInSpanish(form: Locator) {
  const field = spanishFields(form)
  const control = { ...field, servicesNeeded: field.services }
  for (const name of checkedFields) {
    await expect(form.getByText(es[name], { exact: true })).toBeVisible()
    // The picker's summary also describes it ("Todavía no ha elegido ningún servicio.").
    await expect.poll(() => describedMessage(control[name]), { message: `the message tied to ${name}` }).toContain(es[name])
    await expect(form.getByText(leadMessages.en[name])).toHaveCount(0)
  }
}

/** A request's fields filled in right; the services picked by the caller. */
async function fillValidExceptServices(form: Locator, email: string) {
  const field = spanishFields(form)
  await field.firstName.fill('María')
  await field.lastName.fill('López')
  await field.phone.fill('469 555 0142')
  await field.email.fill(email)
  await field.address.fill('210 W Walnut St, Celina, TX 75009')
  await field.projectDetails.fill('Unos 150 pies de cerca de cedro de 6 pies.')
}

/** The thank-you panel in Spanish, in place of the form. */
async function expectSpanishThanks(page: Page) {
  await expect(page.getByRole('heading', { name: '¡Muchas gracias!' })).toBeVisible()
  await expect(page.getByText('Recibimos su solicitud de cotización.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toHaveCount(0)
  await expect(page.getByText('Your quote request has been received successfully.')).toHaveCount(0)
}

/** The lead the collector stored for that address is in Spanish, and so is the confirmation e-mail it sent the visitor. */
async function expectSpanishLead(email: string) {
  const rows = storedLeads(email)
  expect(rows).toHaveLength(1)
  const [row] = rows
  expect(row).toMatchObject({ language: 'es', spam: 0, first_name: 'María', last_name: 'López', phone: '4695550142', consent: 1 })
  expect(String(row!.services)).toContain('wood-fencing')
  const confirmation = await mailOf(String(row!.id), 'confirmation')
  expect(confirmation.html).toContain('<html lang="es"')
}

const phoneWidth = 390
const notPhoneWidth = ({ viewport }: { viewport: { width: number } | null }) => viewport?.width !== phoneWidth

test.describe('the Spanish quote form on a phone', () => {
  test.skip(notPhoneWidth, `the Spanish form is checked at a phone's width, ${phoneWidth} px`)

  test('a press on the button of the empty form shows every message in Spanish, and wrong values theirs', async ({ page }) => {
    await page.goto(contactPath)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    const form = quoteForm(page)
    const field = spanishFields(form)
    await field.consent.uncheck()
    // The button only looks disabled (aria-disabled): a press shows what is missing.
    await field.submit.click({ force: true })
    await expect(field.firstName).toBeFocused()
    await expectEveryMessageInSpanish(form)

    for (const [control, value, message] of [
      [field.phone, '555-01', es.phone],
      [field.email, 'maria@', es.email],
    ] as const) {
      await control.fill(value)
      await control.blur()
      await expect.poll(() => describedMessage(control)).toBe(message)
    }
    await expect(form.getByText(leadMessages.en.phone)).toHaveCount(0)
    await expect(form.getByText(leadMessages.en.email)).toHaveCount(0)
  })

  test('a valid request thanks the visitor in Spanish, and is stored and confirmed in Spanish', async ({ page }, testInfo) => {
    const email = `spanish-e2e-${testInfo.project.name}-${Date.now()}@example.com`
    await page.goto(contactPath)
    const form = quoteForm(page)
    const field = spanishFields(form)
    await fillValidExceptServices(form, email)
    await field.services.click()
    await spanishServices(form).getByRole('checkbox', { name: 'Cercas de madera', exact: true }).click()
    await expect(spanishServices(form)).toBeHidden()
    await expect(form.getByRole('list', { name: 'Servicios elegidos' }).getByRole('button')).toHaveText(['Cercas de madera'])

    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === site.lead.endpoint)
    await field.submit.click()
    expect(((await sent).postDataJSON() as { language?: string }).language).toBe('es')
    await expectSpanishThanks(page)
    await expect(page.getByRole('heading', { name: '¡Muchas gracias!' })).toBeFocused()
    await expectSpanishLead(email)
  })
})

test.describe('the Spanish quote form on a phone, without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test.skip(notPhoneWidth, `the Spanish form is checked at a phone's width, ${phoneWidth} px`)

  // No script runs, so nothing hydrates: Playwright's own test, whose goto does not wait for it.
  firstPaintTest('the empty form posted comes back with every message in Spanish', async ({ page }) => {
    await page.goto(contactPath)
    const form = quoteForm(page)
    const field = spanishFields(form)
    await field.consent.uncheck()
    await field.submit.click()
    await expectEveryMessageInSpanish(form)
    await expect(field.firstName).toBeFocused()
    expect(new URL(page.url()).pathname).toBe(contactPath)
  })

  firstPaintTest(
    'wrong values come back with their Spanish messages and the values kept, then the request is thanked, stored and confirmed in Spanish',
    async ({ page }, testInfo) => {
      const email = `spanish-nojs-${testInfo.project.name}-${Date.now()}@example.com`
      await page.goto(contactPath)
      const form = quoteForm(page)
      const field = spanishFields(form)
      await fillValidExceptServices(form, email)
      await field.phone.fill('555-01')
      await field.email.fill('maria@')
      // Without a script nothing closes the list: the summary opens and closes it.
      await field.services.click()
      await spanishServices(form).getByRole('checkbox', { name: 'Cercas de madera', exact: true }).check()
      await field.services.click()
      await expect(spanishServices(form)).toBeHidden()
      await field.submit.click()

      await expect(form.getByText(es.phone, { exact: true })).toBeVisible()
      await expect.poll(() => describedMessage(field.phone)).toBe(es.phone)
      await expect.poll(() => describedMessage(field.email)).toBe(es.email)
      await expect(form.getByText(leadMessages.en.phone)).toHaveCount(0)
      await expect(form.getByText(leadMessages.en.email)).toHaveCount(0)
      await expect(field.phone).toBeFocused()
      await expect(field.firstName).toHaveValue('María')
      await expect(field.services).toHaveText('Cercas de madera')

      await field.phone.fill('469 555 0142')
      await field.email.fill(email)
      await field.submit.click()
      await expectSpanishThanks(page)
      await expect(page.getByRole('link', { name: 'Enviar otra solicitud' })).toHaveAttribute('href', contactPath)
      await expectSpanishLead(email)
    },
  )
})

/** Each page and its twin in the other language (app/lib/site-paths.ts, app/content/services/wood-fencing.es.json). */
const twins = [
  { path: '/es/contacto', twin: '/contact' },
  { path: '/services/wood-fencing', twin: '/es/servicios/cercas-de-madera' },
  { path: '/es/preguntas-frecuentes', twin: '/faqs' },
] as const

const otherLanguage = { en: 'es', es: 'en' } as const
const switchName = { en: 'View this page in English', es: 'Ver esta página en español' } as const
const openMenu = { en: 'Open menu', es: 'Abrir menú' } as const

/** Follows each page's language switch from the header (from the slide-out menu on a phone) and lands on its twin in that language. */
async function switchEachPageToItsTwin(page: Page, isMobile: boolean) {
  for (const { path, twin } of twins) {
    await page.goto(path)
    const language = path.startsWith('/es') ? 'es' : 'en'
    const target = otherLanguage[language]
    await expect(page.locator('html')).toHaveAttribute('lang', language)

    // The twin the page itself names for search engines.
    const alternate = page.locator(`link[rel="alternate"][hreflang="${target}"]`)
    await expect(alternate).toHaveCount(1)
    const named = new URL((await alternate.getAttribute('href'))!).pathname
    expect(named, `the ${target} alternate of ${path}`).toBe(twin)

    if (isMobile) {
      // The header's own link is for wide screens; on a phone the switch is in the slide-out menu.
      await expect(page.locator(`header a[hreflang="${target}"]`).first()).toBeHidden()
      await page.locator('header').getByRole('button', { name: openMenu[language] }).click()
    }
    const link = page.locator('header').locator(`a[hreflang="${target}"]`).locator('visible=true')
    await expect(link).toHaveCount(1)
    await expect(link).toHaveAttribute('href', named)
    await expect(link).toHaveAttribute('lang', target)
    await expect(link).toHaveAccessibleName(switchName[target])
    await link.click()
    await page.waitForURL((url) => url.pathname === named)
    await expect(page.locator('html')).toHaveAttribute('lang', target)
    // And the twin switches back to the page it came from.
    await expect(page.locator(`header a[hreflang="${language}"]`).first()).toHaveAttribute('href', path)
  }
}

test.describe('the language switch', () => {
  test('is a link in the header to the twin the page names, in its language', async ({ page, isMobile }) => {
    await switchEachPageToItsTwin(page, isMobile)
  })
})

test.describe('the language switch without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  firstPaintTest('is a link in the header to the twin the page names, in its language', async ({ page, isMobile }) => {
    await switchEachPageToItsTwin(page, isMobile)
  })
})
