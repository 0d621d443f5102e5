import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test, type Locator, type Page, type Request } from './fixtures/test.ts'
import Database from 'better-sqlite3'
import { loadSiteConfig } from '../config/site-config.ts'

/**
 * The quote form in the browser (the quote-form issue). Most tests answer the lead endpoint
 * themselves with page.route, recording exactly what the browser sent; one goes all the way
 * to the real collector and reads the lead back from its database.
 */

const site = loadSiteConfig(process.env)
const here = path.dirname(fileURLToPath(import.meta.url))
const mapsStandIn = path.join(here, 'fixtures', 'maps-stand-in.js')
const e2eDatabase = path.resolve(here, '..', '.cache', 'e2e-data', 'leads.db')

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

interface RecordedLead {
  method: string
  body: Record<string, unknown>
  headers: Record<string, string>
}

type Reply = { status: number; body?: unknown; delayMs?: number }

/** Answers the lead endpoint in place of the collector and records every request. */
async function recordLeads(page: Page, reply: (attempt: number) => Reply = () => ({ status: 201, body: { ok: true } })): Promise<RecordedLead[]> {
  const received: RecordedLead[] = []
  await page.route(
    (url) => url.pathname === site.lead.endpoint,
    async (route) => {
      const request = route.request()
      received.push({ method: request.method(), body: request.postDataJSON() as Record<string, unknown>, headers: await request.allHeaders() })
      const { status, body, delayMs = 0 } = reply(received.length)
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs))
      await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body ?? {}) })
    },
  )
  return received
}

const quoteForm = (page: Page, index = 0) => page.locator('form:has(input[name="website"])').nth(index)

const fields = (form: Locator) => ({
  firstName: form.getByLabel('First name', { exact: true }),
  lastName: form.getByLabel('Last name', { exact: true }),
  phone: form.getByLabel('Phone', { exact: true }),
  email: form.getByLabel('Email', { exact: true }),
  services: form.getByRole('combobox', { name: 'Services needed' }),
  address: form.getByLabel('Street address', { exact: true }),
  projectDetails: form.getByLabel('Project details'),
  consent: form.getByRole('checkbox', { name: /agree to be contacted/ }),
  submit: form.locator('button[type="submit"]'),
})

const servicesPopup = (page: Page) => page.getByRole('dialog', { name: 'Choose services' })

async function pickService(page: Page, form: Locator, label: string) {
  await fields(form).services.click()
  await servicesPopup(page).getByRole('option', { name: label, exact: true }).click()
  await expect(servicesPopup(page)).toBeHidden()
}

async function fillValidQuote(page: Page, form: Locator, overrides: { email?: string; address?: string } = {}) {
  const field = fields(form)
  await field.firstName.fill('Maria')
  await field.lastName.fill('Lopez')
  await field.phone.fill('469.555.0142')
  await field.email.fill(overrides.email ?? '  Maria.Lopez@Example.com ')
  await pickService(page, form, 'Wood Fencing')
  await pickService(page, form, 'Automatic Gates')
  if (overrides.address !== '') await field.address.fill(overrides.address ?? '210 W Walnut St, Celina, TX 75009')
  await field.projectDetails.fill('  About 180 ft of 6 ft cedar, one double drive gate.  ')
}

/** The message tied to a field through aria-describedby, as a screen reader finds it. */
async function describedMessage(control: Locator): Promise<string> {
  const ids = (await control.getAttribute('aria-describedby'))?.split(/\s+/) ?? []
  const texts = await Promise.all(ids.map((id) => control.page().locator(`[id="${id}"]`).textContent()))
  return texts.join(' ').trim()
}

test.describe('quote form', () => {
  test('sends the whole quote request as JSON with the client key, then thanks the visitor', async ({ page }) => {
    const received = await recordLeads(page, () => ({ status: 201, body: { ok: true, id: 'lead-1' }, delayMs: 1500 }))
    await page.addInitScript(() => {
      const calls: unknown[][] = []
      Object.assign(window, { fbq: (...args: unknown[]) => calls.push(args), fbqCalls: calls })
    })
    await page.goto('/contact?utm_source=google&utm_medium=cpc')
    const form = quoteForm(page)
    const field = fields(form)

    await fillValidQuote(page, form)
    await expect(field.submit).toBeEnabled()
    await field.submit.click()
    await expect(field.submit).toBeDisabled()
    await expect(field.submit).toHaveText('Sending Request...')

    await expect(page.getByText('Quote Request Sent!')).toBeVisible()
    await expect(page.getByText("We'll contact you within 24 hours to discuss your project.")).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeFocused()
    await expect(page.getByText('Your quote request has been received successfully.')).toBeVisible()
    await expect(page.getByText("We'll text you shortly and contact you within 24 hours to discuss your project.")).toBeVisible()

    expect(received).toHaveLength(1)
    const [lead] = received
    expect(lead!.method).toBe('POST')
    expect(lead!.headers['content-type']).toBe('application/json')
    expect(lead!.headers[site.lead.clientKeyHeader.toLowerCase()]).toBe(site.lead.clientKey)
    expect(lead!.headers.referer).toBeUndefined()
    expect(lead!.body).toEqual({
      firstName: 'Maria',
      lastName: 'Lopez',
      phone: '4695550142',
      email: 'maria.lopez@example.com',
      servicesNeeded: ['wood-fencing', 'automatic-gates'],
      address: '210 W Walnut St, Celina, TX 75009',
      projectDetails: 'About 180 ft of 6 ft cedar, one double drive gate.',
      website: '',
      consent: true,
      fullName: 'Maria Lopez',
      services_needed: 'wood-fencing, automatic-gates',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      page: 'Contact Us',
      form_type: 'Contact Form',
      utm: { source: 'google', medium: 'cpc', campaign: null },
      submissionId: expect.stringMatching(uuid),
    })

    const analytics = await page.evaluate(() => ({ dataLayer: window.dataLayer, fbqCalls: (window as unknown as { fbqCalls: unknown[] }).fbqCalls }))
    expect(analytics.dataLayer).toContainEqual({
      event: 'lead_submit',
      lead_type: 'Contact Form',
      page: 'Contact Us',
      services: 'wood-fencing, automatic-gates',
      city: null,
    })
    expect(analytics.fbqCalls).toEqual([['track', 'Lead']])

    await page.getByRole('button', { name: 'Submit Another Request' }).click()
    const again = fields(quoteForm(page))
    await expect(again.firstName).toBeFocused()
    for (const input of [again.firstName, again.lastName, again.phone, again.email, again.address, again.projectDetails]) await expect(input).toHaveValue('')
    await expect(quoteForm(page).getByRole('list', { name: 'Chosen services' })).toHaveCount(0)
    await expect(again.consent).toBeChecked()
    await expect(again.submit).toBeDisabled()
  })

  test('each form on the home page sends its own page context', async ({ page }) => {
    const received = await recordLeads(page)
    await page.goto('/')
    await expect(page.locator('form:has(input[name="website"])')).toHaveCount(2)
    const contactSection = quoteForm(page, 1)
    await fillValidQuote(page, contactSection)
    await fields(contactSection).submit.click()
    await expect(page.getByText('Quote Request Sent!')).toBeVisible()
    expect(received.map((lead) => [lead.body.page, lead.body.form_type])).toEqual([['Home Page Contact Section', 'Contact Form']])
    // The hero form is untouched and still editable.
    await expect(fields(quoteForm(page, 0)).firstName).toBeEditable()
  })

  test('shows each message once its field was touched, tied to the field', async ({ page }) => {
    await page.goto('/contact')
    const form = quoteForm(page)
    const field = fields(form)

    await field.firstName.fill('A')
    await expect(form.getByText('First name must be at least 2 characters')).toHaveCount(0)
    await field.firstName.blur()
    await expect(field.firstName).toHaveAttribute('aria-invalid', 'true')
    expect(await describedMessage(field.firstName)).toBe('First name must be at least 2 characters')
    // Once touched, the field is checked as the visitor types.
    await field.firstName.fill('Al')
    await expect(field.firstName).not.toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByText('First name must be at least 2 characters')).toHaveCount(0)

    // Untouched fields stay quiet.
    await expect(form.getByText('Last name must be at least 2 characters')).toHaveCount(0)

    for (const [control, value, message] of [
      [field.lastName, 'L', 'Last name must be at least 2 characters'],
      [field.phone, '555-01', 'Please enter a valid phone number'],
      [field.email, 'maria@', 'Please enter a valid email address'],
      [field.address, '12', 'Please enter your address'],
    ] as const) {
      await control.fill(value)
      await control.blur()
      expect(await describedMessage(control)).toBe(message)
    }

    await field.services.focus()
    await field.services.blur()
    expect(await describedMessage(field.services)).toContain('Please select at least one service')

    await field.consent.uncheck()
    expect(await describedMessage(field.consent)).toBe('Please agree to be contacted.')
    await field.consent.check()
    await expect(form.getByText('Please agree to be contacted.')).toHaveCount(0)
  })

  test('keeps the submit button disabled until the form is valid', async ({ page }) => {
    await page.goto('/contact')
    const form = quoteForm(page)
    const field = fields(form)
    await expect(field.submit).toBeDisabled()
    await expect(field.consent).toBeChecked()

    await field.firstName.fill('Maria')
    await field.lastName.fill('Lopez')
    await field.phone.fill('4695550142')
    await field.email.fill('maria@example.com')
    await field.address.fill('210 W Walnut St')
    await expect(field.submit).toBeDisabled()

    await pickService(page, form, 'Fence Repair')
    await expect(field.submit).toBeEnabled()
    await field.consent.uncheck()
    await expect(field.submit).toBeDisabled()
    await field.consent.check()
    await expect(field.submit).toBeEnabled()
    await field.phone.fill('555')
    await expect(field.submit).toBeDisabled()
  })

  test('a click on the disabled button shows what is missing and goes to it', async ({ page }) => {
    await page.goto('/contact')
    const form = quoteForm(page)
    const field = fields(form)
    await field.firstName.fill('Maria')
    await field.submit.click({ force: true })
    await expect(field.lastName).toBeFocused()
    await expect(form.getByText('Last name must be at least 2 characters')).toBeVisible()
    await expect(form.getByText('Please select at least one service')).toBeVisible()
  })

  test('a click on the disabled button before the form checks have loaded still goes to what is missing', async ({ page }) => {
    // The checks (the lead schema) load on the first interaction; a quick tap can beat them.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/lead-schema-[^/]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/contact')
    const form = quoteForm(page)
    const field = fields(form)
    await field.firstName.fill('Maria')
    await field.submit.click({ force: true })
    await expect(field.lastName).not.toBeFocused()
    release()
    await expect(field.lastName).toBeFocused()
    await expect(form.getByText('Last name must be at least 2 characters')).toBeVisible()
  })

  test('reformats the phone on blur and caps the display at ten digits', async ({ page }) => {
    await page.goto('/contact')
    const phone = fields(quoteForm(page)).phone
    for (const [typed, shown] of [
      ['469.555.0142', '(469) 555-0142'],
      ['+1 469 555 0142', '(469) 555-0142'],
      ['46955501429999', '(469) 555-0142'],
      ['4695', '(469) 5'],
    ]) {
      await phone.fill(typed!)
      await expect(phone).toHaveValue(typed!)
      await phone.blur()
      await expect(phone).toHaveValue(shown!)
    }
    expect(await describedMessage(phone)).toBe('Please enter a valid phone number')
  })

  test('the services picker searches, shows chosen services as badges and removes them', async ({ page }) => {
    await page.goto('/contact')
    const form = quoteForm(page)
    const { services } = fields(form)
    await expect(services).toHaveText('Select services...')
    await expect(services).toHaveAttribute('aria-expanded', 'false')

    await services.click()
    const popup = servicesPopup(page)
    const search = popup.getByPlaceholder('Search services...')
    await expect(search).toBeFocused()
    await expect(services).toHaveAttribute('aria-expanded', 'true')
    await expect(popup.getByRole('option')).toHaveCount(14)

    await search.fill('gate')
    await expect(popup.getByRole('option')).toHaveText(['Automatic Gates', 'Custom Gates'])
    await search.fill('helicopter')
    await expect(popup.getByText('No services found.')).toBeVisible()
    await expect(popup.getByRole('option')).toHaveCount(0)

    await search.fill('vinyl')
    await page.keyboard.press('Enter')
    await expect(popup).toBeHidden()
    await expect(services).toBeFocused()
    const chosen = form.getByRole('list', { name: 'Chosen services' })
    await expect(chosen.getByRole('button')).toHaveText(['Vinyl Fencing'])

    // Keyboard only: open with the arrow key, pick the highlighted service with Enter.
    await page.keyboard.press('ArrowDown')
    await expect(search).toBeFocused()
    await expect(search).toHaveValue('')
    await expect(popup.getByRole('option', { name: 'Vinyl Fencing' })).toHaveCount(0)
    await search.fill('iron')
    await page.keyboard.press('Enter')
    await expect(chosen.getByRole('button')).toHaveText(['Vinyl Fencing', 'Black Iron Fencing'])

    // Backspace in the empty search removes the last chosen service.
    await services.click()
    await expect(search).toHaveValue('')
    await page.keyboard.press('Backspace')
    await expect(chosen.getByRole('button')).toHaveText(['Vinyl Fencing'])
    await expect(popup).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(popup).toBeHidden()
    await expect(services).toBeFocused()

    await chosen.getByRole('button', { name: 'Remove Vinyl Fencing' }).click()
    await expect(chosen).toHaveCount(0)
    await expect(services).toBeFocused()
    await services.blur()
    expect(await describedMessage(services)).toContain('Please select at least one service')
  })

  test('Enter right after typing picks the first service found, before the next frame is drawn', async ({ page }) => {
    await page.goto('/contact')
    const form = quoteForm(page)
    const { services } = fields(form)
    await services.click()
    const popup = servicesPopup(page)
    const search = popup.getByPlaceholder('Search services...')
    await search.fill('helicopter')
    await expect(popup.getByText('No services found.')).toBeVisible()
    // A busy phone: the search re-renders the list, and Enter arrives before any frame (and so
    // before any effect) has run. The list's own highlight is not in place yet.
    await search.evaluate(async (input: HTMLInputElement) => {
      input.value = 'vinyl'
      input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: 'vinyl' }))
      await Promise.resolve()
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }))
    })
    await expect(popup).toBeHidden()
    const chosen = form.getByRole('list', { name: 'Chosen services' })
    await expect(chosen.getByRole('button')).toHaveText(['Vinyl Fencing'])

    // Enter still picks the service the arrow keys moved to.
    await services.click()
    await search.fill('gate')
    await expect(popup.getByRole('option')).toHaveText(['Automatic Gates', 'Custom Gates'])
    // As a visitor does, move on from the highlight they can see (on a loaded runner the list
    // can be on screen a frame before its first option is highlighted).
    await expect(popup.getByRole('option', { name: 'Automatic Gates' })).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(popup.getByRole('option', { name: 'Custom Gates' })).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Enter')
    await expect(chosen.getByRole('button')).toHaveText(['Vinyl Fencing', 'Custom Gates'])
  })
  test('an arrow key pressed within a frame of typing moves the highlight, and it stays there', async ({ page }) => {
    await page.goto('/contact')
    const form = quoteForm(page)
    await fields(form).services.click()
    const popup = servicesPopup(page)
    const search = popup.getByPlaceholder('Search services...')
    // A fast typist on a busy phone: the list has re-rendered for the search, and the arrow key
    // arrives before the next frame is drawn.
    await search.evaluate(async (input: HTMLInputElement) => {
      input.value = 'gate'
      input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: 'gate' }))
      await new Promise((resolve) => setTimeout(resolve))
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }))
    })
    const custom = popup.getByRole('option', { name: 'Custom Gates' })
    await expect(custom).toHaveAttribute('aria-selected', 'true')
    // A few frames later the highlight has not gone back to the first service found.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))))
    await expect(custom).toHaveAttribute('aria-selected', 'true')
    await expect(popup.getByRole('option', { name: 'Automatic Gates' })).toHaveAttribute('aria-selected', 'false')
    await page.keyboard.press('Enter')
    await expect(form.getByRole('list', { name: 'Chosen services' }).getByRole('button')).toHaveText(['Custom Gates'])
  })
  test('after two failed attempts it shows the error toast and keeps what the visitor typed', async ({ page }) => {
    const received = await recordLeads(page, () => ({ status: 500, body: { ok: false } }))
    const consoleErrors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
    await page.goto('/contact')
    const form = quoteForm(page)
    const field = fields(form)
    await fillValidQuote(page, form)
    await field.submit.click()

    await expect(page.getByText('Error', { exact: true })).toBeVisible()
    await expect(page.getByText(`There was an issue sending your request. Please call us directly at ${site.phone.display}.`)).toBeVisible()
    expect(received).toHaveLength(2)
    expect(received[1]!.body.submissionId).toBe(received[0]!.body.submissionId)
    expect(consoleErrors.some((text) => text.includes('Quote request could not be sent') && text.includes('HTTP 500'))).toBe(true)

    await expect(field.firstName).toHaveValue('Maria')
    await expect(field.phone).toHaveValue('(469) 555-0142')
    // An e-mail input drops the spaces around its value by itself.
    await expect(field.email).toHaveValue('Maria.Lopez@Example.com')
    await expect(form.getByRole('list', { name: 'Chosen services' }).getByRole('button')).toHaveText(['Wood Fencing', 'Automatic Gates'])
    await expect(field.projectDetails).toHaveValue('  About 180 ft of 6 ft cedar, one double drive gate.  ')
    await expect(field.submit).toBeEnabled()
    await expect(field.submit).toHaveText('Get My Free Quote')
  })

  test('a retry that succeeds counts as sent, with the same submission id', async ({ page }) => {
    const received = await recordLeads(page, (attempt) => (attempt === 1 ? { status: 503 } : { status: 201, body: { ok: true } }))
    await page.goto('/contact')
    const form = quoteForm(page)
    await fillValidQuote(page, form)
    await fields(form).submit.click()
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
    expect(received).toHaveLength(2)
    expect(received[1]!.body).toEqual(received[0]!.body)
  })

  test('the honeypot is invisible to people and to assistive technology', async ({ page }) => {
    await page.goto('/contact')
    const form = quoteForm(page)
    const honeypot = form.locator('input[name="website"]')
    await expect(honeypot).toHaveAttribute('type', 'text')
    await expect(honeypot).toHaveAttribute('tabindex', '-1')
    await expect(honeypot).toHaveValue('')
    const box = await honeypot.boundingBox()
    expect(box!.x + box!.width).toBeLessThan(0)
    await expect(form.getByRole('textbox', { name: 'Website' })).toHaveCount(0)
  })

  test('passes axe with messages shown and the picker open', async ({ page }) => {
    await page.goto('/contact')
    const form = quoteForm(page)
    const field = fields(form)
    await field.firstName.fill('A')
    await field.email.fill('nope')
    await field.email.blur()
    await field.consent.uncheck()
    await pickService(page, form, 'Custom Gates')
    await field.services.click()
    await expect(servicesPopup(page)).toBeVisible()
    await page.addScriptTag({ path: path.resolve(here, '..', 'node_modules', 'axe-core', 'axe.min.js') })
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Array<{ id: string; nodes: unknown[] }> }> } }
      ).axe
      const result = await axe.run(
        { include: [['[data-slot="quote-form"]'], ['[data-slot="popover-content"]']] },
        { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } },
      )
      return result.violations.map((violation) => ({ id: violation.id, nodes: violation.nodes.length }))
    })
    expect(violations).toEqual([])
  })
})

test.describe('address autocomplete', () => {
  const texasPlace = {
    formatted_address: '210 W Walnut St, Celina, TX 75009, USA',
    address_components: [
      { long_name: '210', short_name: '210', types: ['street_number'] },
      { long_name: 'West Walnut Street', short_name: 'W Walnut St', types: ['route'] },
      { long_name: 'Celina', short_name: 'Celina', types: ['locality', 'political'] },
      { long_name: 'Texas', short_name: 'TX', types: ['administrative_area_level_1', 'political'] },
      { long_name: '75009', short_name: '75009', types: ['postal_code'] },
    ],
  }
  const oklahomaPlace = {
    formatted_address: '120 W Main St, Durant, OK 74701, USA',
    address_components: [
      { long_name: '120', short_name: '120', types: ['street_number'] },
      { long_name: 'West Main Street', short_name: 'W Main St', types: ['route'] },
      { long_name: 'Durant', short_name: 'Durant', types: ['locality', 'political'] },
      { long_name: 'Oklahoma', short_name: 'OK', types: ['administrative_area_level_1', 'political'] },
      { long_name: '74701', short_name: '74701', types: ['postal_code'] },
    ],
  }

  /** Serves the stand-in for the maps script; returns the requests it answered. */
  async function serveMapsStandIn(page: Page, mode: 'serve' | 'fail' = 'serve'): Promise<Request[]> {
    const requests: Request[] = []
    await page.route(
      (url) => url.pathname.endsWith('/maps/api/js'),
      async (route) => {
        requests.push(route.request())
        if (mode === 'fail') await route.abort('connectionrefused')
        else await route.fulfill({ path: mapsStandIn, contentType: 'text/javascript' })
      },
    )
    return requests
  }

  async function addressField(page: Page) {
    await page.goto('/contact')
    const form = quoteForm(page)
    const address = fields(form).address
    test.skip(
      (await address.getAttribute('data-autocomplete')) === 'off',
      'this build has no MAPS_API_KEY: build with MAPS_API_KEY=e2e-maps-key to test suggestions',
    )
    return { form, address }
  }

  const pick = (page: Page, address: Locator, place: unknown) =>
    address.evaluate(
      (input, picked) => (window as unknown as { __mapsStandIn: { pick(id: string, place: unknown): void } }).__mapsStandIn.pick(input.id, picked),
      place,
    )

  test('loads the maps script once, on first focus, and fills a Texas address', async ({ page }) => {
    const received = await recordLeads(page)
    const scripts = await serveMapsStandIn(page)
    const { form, address } = await addressField(page)
    await expect(address).toHaveAttribute('data-autocomplete', 'not-started')
    expect(scripts).toHaveLength(0)

    await address.focus()
    await expect(address).toHaveAttribute('data-autocomplete', 'loaded')
    expect(scripts).toHaveLength(1)
    const scriptUrl = new URL(scripts[0]!.url())
    expect(scriptUrl.searchParams.get('libraries')).toBe('places')
    expect(scriptUrl.searchParams.get('key')).toBeTruthy()
    const options = await page.evaluate(() => (window as unknown as { __mapsStandIn: { options(): unknown[] } }).__mapsStandIn.options())
    expect(options).toEqual([
      {
        componentRestrictions: { country: 'us' },
        types: ['address'],
        bounds: { south: 25.84, north: 36.5, west: -106.65, east: -93.51 },
        strictBounds: true,
        fields: ['address_components', 'formatted_address'],
      },
    ])

    await address.pressSequentially('210 W Wal')
    await pick(page, address, texasPlace)
    await expect(address).toHaveValue('210 W Walnut St, Celina, TX 75009, USA')

    await address.blur()
    await address.focus()
    expect(scripts).toHaveLength(1)

    await fillValidQuote(page, form, { address: '' })
    await fields(form).submit.click()
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
    expect(received[0]!.body).toMatchObject({
      address: '210 W Walnut St, Celina, TX 75009, USA',
      streetAddress: '210 West Walnut Street',
      city: 'Celina',
      zipCode: '75009',
      state: 'TX',
    })
  })

  test('ignores a place outside Texas', async ({ page }) => {
    const received = await recordLeads(page)
    await serveMapsStandIn(page)
    const { form, address } = await addressField(page)
    await address.focus()
    await expect(address).toHaveAttribute('data-autocomplete', 'loaded')
    await address.pressSequentially('120 W Main St Durant')
    await pick(page, address, oklahomaPlace)
    await expect(address).toHaveValue('120 W Main St Durant')

    await fillValidQuote(page, form, { address: '' })
    await fields(form).submit.click()
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
    expect(received[0]!.body.address).toBe('120 W Main St Durant')
    for (const part of ['streetAddress', 'city', 'zipCode', 'state']) expect(received[0]!.body).not.toHaveProperty(part)
  })

  test('a failed script load leaves a plain field the visitor can type in', async ({ page }) => {
    const received = await recordLeads(page)
    const scripts = await serveMapsStandIn(page, 'fail')
    const { form, address } = await addressField(page)
    await address.focus()
    await expect.poll(() => scripts.length).toBe(1)
    await expect(address).toHaveAttribute('data-autocomplete', 'not-started')
    await expect(address).toBeFocused()
    await address.pressSequentially('210 W Walnut St, Celina')
    await expect(address).toHaveValue('210 W Walnut St, Celina')
    expect(await page.evaluate(() => typeof window.google)).toBe('undefined')

    await fillValidQuote(page, form, { address: '' })
    await fields(form).submit.click()
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
    expect(received[0]!.body.address).toBe('210 W Walnut St, Celina')
  })
})

test.describe('quote form against the real collector', () => {
  test('stores the lead in the database', async ({ page }, testInfo) => {
    const email = `quote-e2e-${testInfo.project.name}-${Date.now()}@example.com`
    await page.goto('/contact?utm_campaign=e2e')
    const form = quoteForm(page)
    await fillValidQuote(page, form, { email })
    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === site.lead.endpoint)
    await fields(form).submit.click()
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
    const submissionId = ((await sent).postDataJSON() as { submissionId: string }).submissionId

    const db = new Database(e2eDatabase, { readonly: true, fileMustExist: true })
    try {
      const row = db.prepare('SELECT * FROM leads WHERE email = ?').get(email) as Record<string, unknown> | undefined
      expect(row).toMatchObject({
        submission_id: submissionId,
        spam: 0,
        first_name: 'Maria',
        last_name: 'Lopez',
        full_name: 'Maria Lopez',
        phone: '4695550142',
        address: '210 W Walnut St, Celina, TX 75009',
        project_details: 'About 180 ft of 6 ft cedar, one double drive gate.',
        page: 'Contact Us',
        form_type: 'Contact Form',
        utm_campaign: 'e2e',
        utm_source: null,
        consent: 1,
      })
      expect(String(row!.services)).toContain('wood-fencing')
      expect(String(row!.services)).toContain('automatic-gates')
    } finally {
      db.close()
    }
  })
})
