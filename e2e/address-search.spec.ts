import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test, type Page, type Request } from './fixtures/test.ts'
import { fields, fillValidQuote, quoteForm, recordLeads } from './fixtures/quote-form.ts'

/**
 * The address search on the Places API (New), in the browser. The maps script is answered with
 * `fixtures/maps-stand-in.js`, which asks places.googleapis.com for suggestions and place details
 * as the real library does; the tests answer those requests, so nothing reaches Google and the
 * page's Content-Security-Policy is in the path. The maps key is baked into the build: these
 * tests need a build made with `MAPS_API_KEY` set (app/quote/README.md).
 */

const here = path.dirname(fileURLToPath(import.meta.url))
const mapsStandIn = path.join(here, 'fixtures', 'maps-stand-in.js')

const component = (longText: string, shortText: string, ...types: string[]) => ({ longText, shortText, types })

function place(street: string, road: [string, string], city: string, state: [string, string], zip: string) {
  const [number] = street.split(' ')
  return {
    formattedAddress: `${street}, ${city}, ${state[1]} ${zip}, USA`,
    addressComponents: [
      component(number!, number!, 'street_number'),
      component(road[0], road[1], 'route'),
      component(city, city, 'locality', 'political'),
      component(state[0], state[1], 'administrative_area_level_1', 'political'),
      component(zip, zip, 'postal_code'),
    ],
  }
}

const places = {
  'celina-walnut': place('210 W Walnut St', ['West Walnut Street', 'W Walnut St'], 'Celina', ['Texas', 'TX'], '75009'),
  'prosper-walnut': place('210 W Walnut Ridge Dr', ['West Walnut Ridge Drive', 'W Walnut Ridge Dr'], 'Prosper', ['Texas', 'TX'], '75078'),
  'durant-main': place('120 W Main St', ['West Main Street', 'W Main St'], 'Durant', ['Oklahoma', 'OK'], '74701'),
}
type PlaceId = keyof typeof places

interface SuggestionRequest {
  input: string
  sessionToken?: string
  includedRegionCodes?: string[]
  includedPrimaryTypes?: string[]
  locationRestriction?: unknown
}

/** Serves the stand-in for the maps script (held until `hold` resolves, or failing); returns the requests it answered. */
async function serveMapsScript(page: Page, { fail = false, hold }: { fail?: boolean; hold?: Promise<void> } = {}): Promise<Request[]> {
  const requests: Request[] = []
  await page.route(
    (url) => url.pathname.endsWith('/maps/api/js'),
    async (route) => {
      requests.push(route.request())
      await hold
      if (fail) await route.abort('connectionrefused')
      else await route.fulfill({ path: mapsStandIn, contentType: 'text/javascript' })
    },
  )
  return requests
}

/**
 * Answers the Places API (New) as the stand-in asks it: the places whose address starts with what
 * was typed, and a place's fields. `refuse` answers as Google does for a key without the API enabled.
 */
async function servePlaces(page: Page, { refuse = false, holdDetails }: { refuse?: boolean; holdDetails?: Promise<void> } = {}) {
  const traffic = { suggestions: [] as SuggestionRequest[], details: [] as Array<{ id: string; fields: string | null; sessionToken: string | null }> }
  const json = (status: number, body: unknown) => ({
    status,
    contentType: 'application/json',
    headers: { 'access-control-allow-origin': '*' },
    body: JSON.stringify(body),
  })
  await page.route('https://places.googleapis.com/**', async (route) => {
    const url = new URL(route.request().url())
    if (refuse) {
      await route.fulfill(
        json(403, { error: { code: 403, message: 'Places API (New) has not been used in project 1 before or it is disabled.', status: 'PERMISSION_DENIED' } }),
      )
    } else if (url.pathname === '/v1/places:autocomplete') {
      const request = route.request().postDataJSON() as SuggestionRequest
      traffic.suggestions.push(request)
      const typed = request.input.trim().toLowerCase()
      const found = Object.entries(places).filter(([, candidate]) => candidate.formattedAddress.toLowerCase().startsWith(typed))
      await route.fulfill(
        json(200, {
          suggestions: found.map(([placeId, { formattedAddress }]) => {
            const [mainText, ...rest] = formattedAddress.split(', ')
            return { placeId, text: formattedAddress, mainText, secondaryText: rest.join(', ') }
          }),
        }),
      )
    } else {
      const id = decodeURIComponent(url.pathname.replace('/v1/places/', ''))
      traffic.details.push({ id, fields: url.searchParams.get('fields'), sessionToken: url.searchParams.get('sessionToken') })
      await holdDetails
      await route.fulfill(json(200, places[id as PlaceId]))
    }
  })
  return traffic
}

/** Console errors of the page's own code; the browser's note on a refused request is not one. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

async function addressField(page: Page) {
  await page.goto('/contact')
  const form = quoteForm(page)
  const address = fields(form).address
  test.skip(
    (await address.getAttribute('data-autocomplete')) === 'off',
    'this build has no MAPS_API_KEY: build with MAPS_API_KEY=e2e-maps-key to test the address search',
  )
  const list = page.getByRole('listbox', { name: 'Address suggestions' })
  return { form, address, list, options: list.getByRole('option') }
}

test.describe('address search', () => {
  test('suggests addresses as the visitor types; the arrows and Enter choose one, each search one session', async ({ page }) => {
    const errors = consoleErrors(page)
    const received = await recordLeads(page)
    const scripts = await serveMapsScript(page)
    const traffic = await servePlaces(page)
    const { form, address, list, options } = await addressField(page)
    await expect(address).toHaveAttribute('data-autocomplete', 'not-started')
    await expect(address).not.toHaveAttribute('role', 'combobox')
    expect(scripts).toHaveLength(0)

    await address.focus()
    await expect(address).toHaveAttribute('data-autocomplete', 'loaded')
    expect(scripts).toHaveLength(1)
    const scriptUrl = new URL(scripts[0]!.url())
    expect(scriptUrl.searchParams.get('key')).toBeTruthy()
    expect(scriptUrl.searchParams.get('loading')).toBe('async')
    await expect(address).toHaveAttribute('role', 'combobox')
    await expect(address).toHaveAttribute('aria-autocomplete', 'list')
    await expect(address).toHaveAttribute('aria-expanded', 'false')

    await address.pressSequentially('210 W Wal')
    await expect(options).toHaveText(['210 W Walnut St Celina, TX 75009, USA', '210 W Walnut Ridge Dr Prosper, TX 75078, USA'])
    await expect(address).toHaveAttribute('aria-expanded', 'true')
    await expect(address).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!)
    await expect(address).not.toHaveAttribute('aria-activedescendant')
    // Typing is asked about when it pauses, not at every key.
    expect(traffic.suggestions.length).toBeLessThan('210 W Wal'.length - 2)
    expect(traffic.suggestions.at(-1)).toMatchObject({
      input: '210 W Wal',
      includedRegionCodes: ['us'],
      includedPrimaryTypes: ['street_address', 'premise', 'subpremise'],
      locationRestriction: { south: 25.84, west: -106.65, north: 36.5, east: -93.51 },
    })

    await address.press('ArrowDown')
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true')
    await expect(address).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id'))!)
    await address.press('ArrowDown')
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false')
    await address.press('ArrowUp')
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true')
    await address.press('Enter')
    await expect(address).toHaveValue('210 W Walnut St, Celina, TX 75009, USA')
    await expect(list).toBeHidden()
    await expect(address).toHaveAttribute('aria-expanded', 'false')
    await expect(address).toBeFocused()
    // Enter chose an address; it did not send the form.
    expect(received).toHaveLength(0)

    // One search, one session: its every request and the chosen place's fields carry the same token.
    const firstSession = traffic.suggestions[0]!.sessionToken
    expect(firstSession).toBeTruthy()
    expect(traffic.suggestions.map((request) => request.sessionToken)).toEqual(traffic.suggestions.map(() => firstSession))
    expect(traffic.details).toEqual([{ id: 'celina-walnut', fields: 'formattedAddress,addressComponents', sessionToken: firstSession }])

    // The next search is a new session.
    const firstSearch = traffic.suggestions.length
    await address.fill('')
    await address.pressSequentially('210 W Walnut R')
    await expect(options).toHaveText(['210 W Walnut Ridge Dr Prosper, TX 75078, USA'])
    await address.press('ArrowDown')
    await address.press('Enter')
    await expect(address).toHaveValue('210 W Walnut Ridge Dr, Prosper, TX 75078, USA')
    const secondSession = traffic.suggestions[firstSearch]!.sessionToken
    expect(secondSession).toBeTruthy()
    expect(secondSession).not.toBe(firstSession)
    expect(traffic.suggestions.slice(firstSearch).map((request) => request.sessionToken)).toEqual(
      traffic.suggestions.slice(firstSearch).map(() => secondSession),
    )
    expect(traffic.details[1]).toEqual({ id: 'prosper-walnut', fields: 'formattedAddress,addressComponents', sessionToken: secondSession })

    await address.blur()
    await address.focus()
    expect(scripts).toHaveLength(1)

    await fillValidQuote(page, form, { address: '' })
    await fields(form).submit.click()
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
    expect(received[0]!.body).toMatchObject({
      address: '210 W Walnut Ridge Dr, Prosper, TX 75078, USA',
      streetAddress: '210 West Walnut Ridge Drive',
      city: 'Prosper',
      zipCode: '75078',
      state: 'TX',
    })
    expect(errors).toEqual([])
  })

  test('a click chooses too, Escape closes the list, and a place outside Texas is ignored', async ({ page }) => {
    const received = await recordLeads(page)
    await serveMapsScript(page)
    const traffic = await servePlaces(page)
    const { form, address, list, options } = await addressField(page)
    await address.focus()
    await expect(address).toHaveAttribute('data-autocomplete', 'loaded')

    await address.pressSequentially('210 W Walnut S')
    await expect(options).toHaveCount(1)
    await address.press('Escape')
    await expect(list).toBeHidden()
    await expect(address).toHaveValue('210 W Walnut S')
    await address.press('ArrowDown')
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true')
    await options.nth(0).click()
    await expect(address).toHaveValue('210 W Walnut St, Celina, TX 75009, USA')
    await expect(address).toBeFocused()

    await address.fill('')
    await address.pressSequentially('120 W Main')
    await list.getByRole('option', { name: /Durant, OK/ }).click()
    await expect(list).toBeHidden()
    await expect.poll(() => traffic.details.map((details) => details.id)).toEqual(['celina-walnut', 'durant-main'])
    await expect(address).toHaveValue('120 W Main')

    await fillValidQuote(page, form, { address: '' })
    await fields(form).submit.click()
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
    expect(received[0]!.body.address).toBe('120 W Main')
    // Typing replaced the Texas address chosen before, and the Oklahoma one filled nothing.
    for (const part of ['streetAddress', 'city', 'zipCode', 'state']) expect(received[0]!.body).not.toHaveProperty(part)
  })

  test('a place that arrives after the form was sent changes nothing and breaks nothing', async ({ page }) => {
    const errors = consoleErrors(page)
    const received = await recordLeads(page)
    await serveMapsScript(page)
    let release = () => {}
    const traffic = await servePlaces(page, { holdDetails: new Promise<void>((resolve) => (release = resolve)) })
    const { form, address, options } = await addressField(page)
    await fillValidQuote(page, form, { address: '' })
    await address.focus()
    await address.pressSequentially('210 W Walnut S')
    await options.nth(0).click()
    await expect.poll(() => traffic.details.length).toBe(1)
    // The place is on its way; the visitor sends what they typed.
    await fields(form).submit.click()
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
    release()
    await expect.poll(() => received.length).toBe(1)
    expect(received[0]!.body.address).toBe('210 W Walnut S')
    await page.getByRole('button', { name: 'Submit Another Request' }).click()
    await expect(fields(form).address).toHaveValue('')
    expect(errors).toEqual([])
  })

  test('passes axe with the suggestions open and one highlighted', async ({ page }) => {
    await serveMapsScript(page)
    await servePlaces(page)
    const { address, options } = await addressField(page)
    await address.focus()
    await address.pressSequentially('210 W Wal')
    await expect(options).toHaveCount(2)
    await address.press('ArrowDown')
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true')
    await page.addScriptTag({ path: path.resolve(here, '..', 'node_modules', 'axe-core', 'axe.min.js') })
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Array<{ id: string; nodes: unknown[] }> }> } }
      ).axe
      const result = await axe.run(
        { include: [['[data-slot="address-autocomplete"]']] },
        { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } },
      )
      return result.violations.map((violation) => ({ id: violation.id, nodes: violation.nodes.length }))
    })
    expect(violations).toEqual([])
  })

  test('what the visitor types while the maps script loads stays, and gets its suggestions', async ({ page }) => {
    let release = () => {}
    const hold = new Promise<void>((resolve) => (release = resolve))
    await serveMapsScript(page, { hold })
    await servePlaces(page)
    const { address, options } = await addressField(page)
    await address.focus()
    await expect(address).toHaveAttribute('data-autocomplete', 'loading')
    await address.pressSequentially('210 W Wal')
    release()
    await expect(address).toHaveAttribute('data-autocomplete', 'loaded')
    await expect(options).toHaveCount(2)
    await expect(address).toHaveValue('210 W Wal')
  })

  test('a failed script load leaves a plain field the visitor can type in, and the form still sends', async ({ page }) => {
    const errors = consoleErrors(page)
    const received = await recordLeads(page)
    const scripts = await serveMapsScript(page, { fail: true })
    const { form, address, list } = await addressField(page)
    await address.focus()
    await expect.poll(() => scripts.length).toBe(1)
    await expect(address).toHaveAttribute('data-autocomplete', 'not-started')
    await expect(address).toBeFocused()
    await address.pressSequentially('210 W Walnut St, Celina')
    await expect(address).toHaveValue('210 W Walnut St, Celina')
    await expect(address).not.toHaveAttribute('role', 'combobox')
    await expect(list).toHaveCount(0)
    expect(await page.evaluate(() => typeof window.google)).toBe('undefined')

    await fillValidQuote(page, form, { address: '' })
    await fields(form).submit.click()
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
    expect(received[0]!.body.address).toBe('210 W Walnut St, Celina')
    expect(errors).toEqual([])
  })

  test('a key without the Places API (New) leaves a plain field that keeps what was typed', async ({ page }) => {
    const errors = consoleErrors(page)
    const received = await recordLeads(page)
    await serveMapsScript(page)
    await servePlaces(page, { refuse: true })
    const { form, address, list } = await addressField(page)
    await address.focus()
    await expect(address).toHaveAttribute('data-autocomplete', 'loaded')
    await address.pressSequentially('210 W Walnut St')
    await expect(address).toHaveAttribute('data-autocomplete', 'not-started')
    await expect(address).not.toHaveAttribute('role', 'combobox')
    await expect(list).toHaveCount(0)
    await address.pressSequentially(', Celina')
    await expect(address).toHaveValue('210 W Walnut St, Celina')

    await fillValidQuote(page, form, { address: '' })
    await fields(form).submit.click()
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
    expect(received[0]!.body.address).toBe('210 W Walnut St, Celina')
    expect(errors).toEqual([])
  })
})
