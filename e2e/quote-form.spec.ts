import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, firstPaintTest, test } from './fixtures/test.ts'
import { describedMessage, fields, fillValidQuote, pickService, quoteForm, recordLeads, servicesList, site, storedLeads } from './fixtures/quote-form.ts'

/**
 * The quote form in the browser (the quote-form issue). Most tests answer the lead endpoint
 * themselves with page.route, recording exactly what the browser sent; some go all the way
 * to the real collector and read the lead back from its database.
 */

const here = path.dirname(fileURLToPath(import.meta.url))

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

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
      // The page's language: the collector answers, and the owner calls back, in it.
      language: 'en',
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
    // A fresh form: no message from the request before.
    await expect(quoteForm(page).locator('[aria-live="polite"]').filter({ hasText: /\S/ })).toHaveCount(0)
    // And it keeps what the visitor types into it as it checks the fields left.
    await again.firstName.fill('Ana')
    await again.lastName.focus()
    await again.phone.focus()
    await expect(quoteForm(page).getByText('Last name must be at least 2 characters')).toBeVisible()
    await expect(again.firstName).toHaveValue('Ana')
  })

  test('sends the services in the order the visitor chose them', async ({ page }) => {
    const received = await recordLeads(page)
    await page.goto('/contact')
    const form = quoteForm(page)
    await fillValidQuote(page, form)
    // Chosen after the two above, though it comes before both in the list.
    await pickService(page, form, 'Vinyl Fencing')
    await fields(form).submit.click()
    await expect(page.getByText('Quote Request Sent!')).toBeVisible()
    expect(received.map((lead) => lead.body.servicesNeeded)).toEqual([['wood-fencing', 'automatic-gates', 'vinyl-fencing']])
  })

  test('Enter in a field of a valid form sends it once and thanks the visitor on the same page', async ({ page }) => {
    const received = await recordLeads(page)
    await page.goto('/contact')
    const form = quoteForm(page)
    await fillValidQuote(page, form)
    // The field keeps focus until the thank-you panel replaces the form.
    await fields(form).address.press('Enter')
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeFocused()
    await page.waitForLoadState('networkidle')
    expect(received.map((lead) => lead.headers['content-type'])).toEqual(['application/json'])
    expect(new URL(page.url()).pathname).toBe('/contact')
  })

  test('a second press while the request is on its way sends nothing more', async ({ page }) => {
    const received = await recordLeads(page, () => ({ status: 201, body: { ok: true }, delayMs: 3000 }))
    await page.goto('/contact')
    const form = quoteForm(page)
    const field = fields(form)
    await fillValidQuote(page, form)
    await field.submit.click()
    await expect(field.submit).toHaveText('Sending Request...')
    await field.submit.click({ force: true })
    await field.email.press('Enter')
    await expect(page.getByText('Quote Request Sent!')).toBeVisible()
    expect(received).toHaveLength(1)
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
    await expect.poll(() => describedMessage(field.firstName)).toBe('First name must be at least 2 characters')
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
      await expect.poll(() => describedMessage(control)).toBe(message)
    }

    for (const [control, value, message] of [
      [field.firstName, 'M'.repeat(51), 'First name must be at most 50 characters'],
      [field.projectDetails, 'Cedar privacy fence. '.repeat(100), 'Project details must be at most 2,000 characters'],
    ] as const) {
      await control.fill(value)
      await control.blur()
      await expect.poll(() => describedMessage(control)).toBe(message)
      // The whole text stays in the field for the visitor to shorten: nothing is cut off silently.
      await expect(control).toHaveValue(value)
    }

    await field.services.focus()
    await field.services.blur()
    await expect.poll(() => describedMessage(field.services)).toContain('Please select at least one service')

    // Validation on first touch: the box is left after unticking it.
    await field.consent.uncheck()
    await field.consent.blur()
    await expect.poll(() => describedMessage(field.consent)).toBe('Please agree to be contacted.')
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

  test('Enter in a field of a form not yet valid shows what is missing and goes to it', async ({ page }) => {
    await page.goto('/contact')
    const form = quoteForm(page)
    const field = fields(form)
    await expect(field.submit).toBeDisabled()
    await field.firstName.fill('Maria')
    await field.firstName.press('Enter')
    await expect(field.lastName).toBeFocused()
    await expect(form.getByText('Last name must be at least 2 characters')).toBeVisible()
    await expect(form.getByText('Please select at least one service')).toBeVisible()
  })

  test('a click on the disabled button shows what is missing and goes to it', async ({ page }) => {
    await page.goto('/contact')
    const form = quoteForm(page)
    const field = fields(form)
    // The button is disabled only once the form's island has hydrated; before that a click posts natively.
    await expect(field.submit).toBeDisabled()
    await field.firstName.fill('Maria')
    await field.submit.click({ force: true })
    await expect(field.lastName).toBeFocused()
    await expect(form.getByText('Last name must be at least 2 characters')).toBeVisible()
    await expect(form.getByText('Please select at least one service')).toBeVisible()
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
    await expect.poll(() => describedMessage(phone)).toBe('Please enter a valid phone number')
  })

  test('the services picker searches, shows chosen services as badges and removes them', async ({ page }) => {
    await page.goto('/contact')
    const form = quoteForm(page)
    const { services } = fields(form)
    const list = servicesList(form)
    await expect(services).toHaveText('Select services...')
    await expect(list).toBeHidden()

    await services.click()
    const search = form.getByPlaceholder('Search services...')
    await expect(search).toBeFocused()
    await expect(list.getByRole('checkbox')).toHaveCount(14)

    await search.fill('gate')
    await expect(list.getByRole('checkbox').locator('visible=true')).toHaveCount(2)
    await expect(list.locator('li:visible')).toHaveText(['Automatic Gates', 'Custom Gates'])
    await search.fill('helicopter')
    await expect(form.getByText('No services found.')).toBeVisible()
    await expect(list.locator('li:visible')).toHaveCount(0)

    // Enter in the search picks the first service found, and the picker closes.
    await search.fill('vinyl')
    await page.keyboard.press('Enter')
    await expect(list).toBeHidden()
    await expect(services).toBeFocused()
    const chosen = form.getByRole('list', { name: 'Chosen services' })
    await expect(chosen.getByRole('button')).toHaveText(['Vinyl Fencing'])
    await expect(services).toHaveText('Add another service...')

    // A click on a service ticks it and closes the picker.
    await services.click()
    await expect(search).toHaveValue('')
    await list.getByRole('checkbox', { name: 'Black Iron Fencing' }).click()
    await expect(list).toBeHidden()
    await expect(chosen.getByRole('button')).toHaveText(['Vinyl Fencing', 'Black Iron Fencing'])

    // Backspace in the empty search removes the last chosen service.
    await services.click()
    await expect(search).toBeFocused()
    await page.keyboard.press('Backspace')
    await expect(chosen.getByRole('button')).toHaveText(['Vinyl Fencing'])
    await expect(list.getByRole('checkbox', { name: 'Black Iron Fencing' })).not.toBeChecked()
    await expect(list).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(list).toBeHidden()
    await expect(services).toBeFocused()

    await chosen.getByRole('button', { name: 'Remove Vinyl Fencing' }).click()
    await expect(chosen).toHaveCount(0)
    await expect(services).toBeFocused()
    await services.blur()
    await expect.poll(() => describedMessage(services)).toContain('Please select at least one service')
  })

  test('the services picker works from the keyboard', async ({ page }) => {
    await page.goto('/contact')
    const form = quoteForm(page)
    const { services, email } = fields(form)
    const list = servicesList(form)
    await email.focus()
    await page.keyboard.press('Tab')
    await expect(services).toBeFocused()
    await page.keyboard.press('Enter')
    const search = form.getByPlaceholder('Search services...')
    await expect(search).toBeFocused()
    await page.keyboard.type('gate')
    await page.keyboard.press('ArrowDown')
    await expect(list.getByRole('checkbox', { name: 'Automatic Gates' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(list.getByRole('checkbox', { name: 'Custom Gates' })).toBeFocused()
    // Moving through the list is not leaving the field: no message yet.
    await expect(form.getByText('Please select at least one service')).toBeHidden()
    await page.keyboard.press('Enter')
    await expect(list).toBeHidden()
    await expect(services).toBeFocused()
    const chosen = form.getByRole('list', { name: 'Chosen services' })
    await expect(chosen.getByRole('button')).toHaveText(['Custom Gates'])

    // Space opens it too; Tab walks the services and Space ticks one.
    await page.keyboard.press('Space')
    await expect(search).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(list.getByRole('checkbox', { name: 'Wood Fencing' })).toBeFocused()
    await page.keyboard.press('Space')
    await expect(list).toBeHidden()
    await expect(chosen.getByRole('button')).toHaveText(['Custom Gates', 'Wood Fencing'])
    // Backspace on the closed picker removes the last chosen.
    await page.keyboard.press('Backspace')
    await expect(chosen.getByRole('button')).toHaveText(['Custom Gates'])
  })

  test('a message appearing moves nothing below it', async ({ page }) => {
    await page.goto('/contact')
    const form = quoteForm(page)
    const field = fields(form)
    const controls = [field.lastName, field.phone, field.email, field.services, field.address, field.projectDetails, field.consent, field.submit]
    // Measured from the form's top: the page may scroll as the fields take focus.
    const tops = async () => {
      const formTop = (await form.boundingBox())!.y
      return Promise.all(controls.map(async (control) => (await control.boundingBox())!.y - formTop))
    }
    const before = await tops()
    // Each field left empty or wrong, top to bottom: every message shows.
    await field.firstName.fill('A')
    await field.lastName.focus()
    await field.phone.focus()
    await field.email.fill('maria@')
    await field.services.focus()
    await field.address.focus()
    await field.address.fill('12')
    await field.projectDetails.focus()
    await field.consent.uncheck()
    await field.projectDetails.focus()
    for (const message of [
      'First name must be at least 2 characters',
      'Last name must be at least 2 characters',
      'Please enter a valid phone number',
      'Please enter a valid email address',
      'Please select at least one service',
      'Please enter your address',
      'Please agree to be contacted.',
    ])
      await expect(form.getByText(message)).toBeVisible()
    expect(await tops()).toEqual(before)
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

    const failure = `There was an issue sending your request. Please call us directly at ${site.phone.display}.`
    const toastList = page.getByRole('region', { name: /Notifications/ })
    await expect(toastList.getByText('Error', { exact: true })).toBeVisible()
    await expect(toastList.getByText(failure)).toBeVisible()
    // The form keeps saying it after the toast has gone, without announcing it a second time.
    await expect(form.locator('[data-slot="quote-failure"]')).toHaveText(failure)
    await expect(form.getByRole('alert')).toHaveCount(0)
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

  test("a failed reply's reason is what the sender fails with, and the visitor reads the spec's message", async ({ page }) => {
    const received = await recordLeads(page, () => ({ status: 503, body: { reason: 'Storage is unavailable' } }))
    const consoleErrors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
    await page.goto('/contact')
    const form = quoteForm(page)
    await fillValidQuote(page, form)
    await fields(form).submit.click()

    const failure = `There was an issue sending your request. Please call us directly at ${site.phone.display}.`
    const toastList = page.getByRole('region', { name: /Notifications/ })
    await expect(toastList.getByText('Error', { exact: true })).toBeVisible()
    await expect(toastList.getByText(failure)).toBeVisible()
    expect(received).toHaveLength(2)
    expect(consoleErrors.some((text) => text.includes('Quote request could not be sent') && text.includes('Storage is unavailable'))).toBe(true)
  })

  test("a tap on a service's name, not its box, picks it and closes the list", async ({ page }) => {
    let crashed = false
    page.on('crash', () => (crashed = true))
    await page.goto('/contact')
    const form = quoteForm(page)
    for (const name of ['Wood Fencing', 'Automatic Gates']) {
      await fields(form).services.click()
      await servicesList(form).getByText(name, { exact: true }).click()
      await expect(servicesList(form)).toBeHidden()
    }
    await expect(form.getByRole('list', { name: 'Chosen services' }).getByRole('button')).toHaveText(['Wood Fencing', 'Automatic Gates'])
    expect(crashed).toBe(false)
  })

  test('when the toasts cannot load either, the form itself says what to do, and keeps what the visitor typed', async ({ page }) => {
    await recordLeads(page, () => ({ status: 500, body: { ok: false } }))
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    // The toasts' library (sonner) does not arrive: a flaky network.
    await page.route(/\/assets\/[\w.-]+\.js$/, async (route) => {
      const response = await route.fetch()
      if ((await response.text()).includes('data-sonner-toaster')) await route.abort('connectionfailed')
      else await route.fulfill({ response })
    })
    await page.goto('/contact')
    const form = quoteForm(page)
    const field = fields(form)
    await fillValidQuote(page, form)
    await field.submit.click()

    const alert = form.getByRole('alert')
    await expect(alert).toHaveText(`There was an issue sending your request. Please call us directly at ${site.phone.display}.`)
    await expect(field.firstName).toHaveValue('Maria')
    await expect(field.submit).toHaveText('Get My Free Quote')
    expect(pageErrors).toEqual([])
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
    await expect(form.getByRole('textbox', { name: 'Leave this empty' })).toHaveCount(0)
    // Inert: it cannot take focus, and browsers' autofill leaves fields that cannot alone.
    await honeypot.evaluate((input: HTMLInputElement) => input.focus())
    await expect(honeypot).not.toBeFocused()
    for (const [name, value] of Object.entries({ autocomplete: 'off', 'data-1p-ignore': 'true', 'data-lpignore': 'true', 'data-bwignore': 'true' })) {
      await expect(honeypot).toHaveAttribute(name, value)
    }
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
    await expect(servicesList(form)).toBeVisible()
    await page.addScriptTag({ path: path.resolve(here, '..', 'node_modules', 'axe-core', 'axe.min.js') })
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Array<{ id: string; nodes: unknown[] }> }> } }
      ).axe
      const result = await axe.run(
        { include: [['[data-slot="quote-form"]']] },
        { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } },
      )
      return result.violations.map((violation) => ({ id: violation.id, nodes: violation.nodes.length }))
    })
    expect(violations).toEqual([])
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

    const rows = storedLeads(email)
    expect(rows).toHaveLength(1)
    const row = rows[0]
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
  })
})

test.describe('quote form without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  // No script runs, so nothing hydrates: Playwright's own test, whose goto does not wait for it.
  firstPaintTest('posts natively: problems come back next to their fields with the values kept, then thanks, one lead', async ({ page }, testInfo) => {
    const email = `quote-nojs-${testInfo.project.name}-${Date.now()}@example.com`
    const posts: Array<{ address: string }> = []
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push({ address: request.url().replace(/^https?:\/\/[^/]+/, '') })
    })
    await page.goto('/contact?utm_source=flyer')
    const form = quoteForm(page)
    const field = fields(form)
    await field.firstName.fill('Maria')
    await field.lastName.fill('Lopez')
    await field.phone.fill('469 555 0142')
    await field.email.fill('maria@')
    await field.services.click()
    await servicesList(form).getByRole('checkbox', { name: 'Wood Fencing' }).check()
    await field.services.click()
    await expect(servicesList(form)).toBeHidden()
    await field.address.fill('210 W Walnut St, Celina, TX 75009')
    await field.projectDetails.fill('Cedar, about 120 ft.')
    await field.submit.click()

    // The collector's answer: the same page, with the message next to the e-mail field.
    await expect(form.getByText('Please enter a valid email address')).toBeVisible()
    await expect.poll(() => describedMessage(field.email)).toBe('Please enter a valid email address')
    await expect(field.email).toHaveAttribute('aria-invalid', 'true')
    await expect(field.email).toBeFocused()
    await expect(field.firstName).toHaveValue('Maria')
    await expect(field.firstName).not.toHaveAttribute('aria-invalid')
    await expect(field.phone).toHaveValue('469 555 0142')
    await expect(field.address).toHaveValue('210 W Walnut St, Celina, TX 75009')
    await expect(field.projectDetails).toHaveValue('Cedar, about 120 ft.')
    await expect(field.services).toHaveText('Wood Fencing')
    await expect(form.locator('input[name="servicesNeeded"][value="wood-fencing"]')).toBeChecked()
    await expect(field.consent).toBeChecked()

    await field.email.fill(email)
    await field.submit.click()
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
    await expect(page.getByText('Your quote request has been received successfully.')).toBeVisible()
    await expect(page.getByText("We'll text you shortly and contact you within 24 hours to discuss your project.")).toBeVisible()
    await expect(page.getByRole('link', { name: 'Submit Another Request' })).toHaveAttribute('href', '/contact')

    const rows = storedLeads(email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ spam: 0, first_name: 'Maria', phone: '4695550142', page: 'Contact Us', form_type: 'Contact Form', consent: 1 })
    expect(String(rows[0]!.services)).toContain('wood-fencing')
    // It posts to its own page, the campaign read from the address. (Chromium still sends the page as
    // referrer: it does not apply the form's rel=noreferrer to the post.)
    expect(rows[0]).toMatchObject({ utm_source: 'flyer' })
    expect(posts.map((post) => post.address)).toEqual(['/contact?utm_source=flyer', '/contact?utm_source=flyer'])
  })
  firstPaintTest('a service ticked with the list left open keeps the next fields in reach, and the list shows no search it cannot run', async ({ page }) => {
    await page.goto('/contact')
    const form = quoteForm(page)
    const field = fields(form)
    await field.services.click()
    const search = form.getByRole('searchbox', { name: 'Search services', includeHidden: true })
    await expect(search).toHaveCount(1)
    await expect(search).toBeHidden()
    await servicesList(form).getByRole('checkbox', { name: 'Wood Fencing' }).check()
    // Nothing closes the list without a script: it must sit in the page's flow, not over the address.
    await field.address.click()
    await field.address.fill('210 W Walnut St, Celina, TX 75009')
    await expect(field.address).toHaveValue('210 W Walnut St, Celina, TX 75009')
    await expect(servicesList(form).getByRole('checkbox', { name: 'Wood Fencing' })).toBeChecked()
  })
})
