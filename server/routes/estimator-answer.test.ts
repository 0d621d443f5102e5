import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import estimatorIsland from '#app/estimator/estimator.island.tsx'
import { sitePaths } from '#app/lib/site-paths.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { pageDocument, pageText } from '../testing/page-text.ts'
import { estimateLimits } from '#lead/estimate-options.ts'
import { estimatorAnswerRateLimit } from './estimator-answer.ts'

const canonical = '/fence-cost-estimator?type=wood-fencing&style=board-on-board&height=6&side=150&walk=1&removal=yes'

describe("the estimator's answer to its form sent without JavaScript", () => {
  let t: TestApp
  const get = (url: string, remoteAddress = '203.0.113.10') => t.app.inject({ method: 'GET', url, remoteAddress })

  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('redirects a query with a cache-busting parameter, or in another order, to the canonical query', async () => {
    for (const url of [
      `${canonical}&cb=1`,
      `${canonical}&cb=2`,
      '/fence-cost-estimator?removal=yes&walk=1&side=150&height=6&style=board-on-board&type=wood-fencing',
      `/fence-cost-estimator?type=wood-fencing&style=board-on-board&height=6&side=150&walk=1&single=0&double=0&removal=yes&x=${encodeURIComponent('"><script>alert(1)</script>')}`,
    ]) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(301)
      expect(response.headers.location, url).toBe(canonical)
    }
    const answer = await get(canonical)
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['cache-control']).toBe('no-cache')
    expect(pageText(answer.body).paragraphs).toContain('$6,050-$8,150')
  })

  it("answers the Spanish estimator's form at the Spanish page's address", async () => {
    const spanish = sitePaths.estimator.es
    const response = await get(`${spanish}?removal=yes&walk=1&side=150&height=6&style=board-on-board&type=wood-fencing&cb=1`)
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe(`${spanish}?type=wood-fencing&style=board-on-board&height=6&side=150&walk=1&removal=yes`)
  })

  it('redirects invalid inputs to the query of what the form shows for them, and shows the same', async () => {
    for (const [sent, shown] of [
      ['?type=wood-fencing&side=12.5&side=100&walk=11&single=-1', '?type=wood-fencing&style=side-by-side&height=6&side=100&side=&walk=10'],
      ['?type=wood-fencing&side=abc', '?type=wood-fencing&style=side-by-side&height=6'],
      ['?type=black-iron&height=8&stain=yes&side=100', '?type=black-iron&style=standard&height=6&side=100'],
      ['?type=wood-fencing&side=3000&side=3000', '?type=wood-fencing&style=side-by-side&height=6&side=3000&side=3000'],
      ['?type=commercial-fencing&side=40', '?type=commercial-fencing'],
    ] as const) {
      const redirect = await get(`/fence-cost-estimator${sent}`)
      expect(redirect.headers.location, sent).toBe(`/fence-cost-estimator${shown}`)
      const page = pageDocument((await get(String(redirect.headers.location))).body)
      const island = page.querySelector<HTMLElement>('[data-island="estimator"]')!
      // What the estimator renders for the query as sent: the same fields, answer and problem panel; its props carry the query to hydrate.
      const rendered = page.createElement('div')
      rendered.innerHTML = renderToString(createElement(estimatorIsland.Component, { search: sent }), { identifierPrefix: island.dataset.islandId })
      expect(island.innerHTML, sent).toBe(rendered.innerHTML)
      expect(JSON.parse(island.dataset.props!), sent).toEqual({ search: shown })
    }
    expect((await get('/fence-cost-estimator?type=wood-fencing&style=side-by-side&height=6&side=3000&side=3000')).body).toContain(
      'data-estimate="input-problem"',
    )
  })

  it('answers "Add another side" and "Remove side" sent without JavaScript with the fields the form asked for', async () => {
    const sideFields = async (url: string) => {
      const page = pageDocument((await get(url)).body)
      return [...page.querySelectorAll<HTMLInputElement>('input[name="side"]')].map((field) => field.value)
    }
    // "Add another side" sends an empty length after the others; the fields come back with it, the estimate with the typed ones.
    const added = await get('/fence-cost-estimator?type=wood-fencing&style=board-on-board&height=6&side=150&side=&walk=1&single=0&double=0&removal=yes')
    expect(added.headers.location).toBe('/fence-cost-estimator?type=wood-fencing&style=board-on-board&height=6&side=150&side=&walk=1&removal=yes')
    expect(await sideFields(String(added.headers.location))).toEqual(['150', ''])
    expect(pageText((await get(String(added.headers.location))).body).paragraphs).toContain('$6,050-$8,150')
    // "Remove side 1" of 60 + 90 leaves 90.
    const removed = await get('/fence-cost-estimator?type=wood-fencing&side=60&side=90&remove-side=1')
    expect(removed.headers.location).toBe('/fence-cost-estimator?type=wood-fencing&style=side-by-side&height=6&side=90')
    expect(await sideFields(String(removed.headers.location))).toEqual(['90'])
    // An empty field in between keeps its field, after the typed ones; no more fields than an estimate adds up.
    const between = await get('/fence-cost-estimator?type=wood-fencing&style=side-by-side&height=6&side=60&side=&side=90')
    expect(between.headers.location).toBe('/fence-cost-estimator?type=wood-fencing&style=side-by-side&height=6&side=60&side=90&side=')
    expect(await sideFields(String(between.headers.location))).toEqual(['60', '90', ''])
    const many = await get(`/fence-cost-estimator?type=wood-fencing&${'side=10&'.repeat(12)}side=`)
    expect(await sideFields(String(many.headers.location))).toHaveLength(estimateLimits.sidesMax)
  })

  it('answers 429 to an address past its limit, and only to it', async () => {
    const flooder = '198.51.100.7'
    const statuses: number[] = []
    for (let request = 0; request < estimatorAnswerRateLimit.max; request++) statuses.push((await get(canonical, flooder)).statusCode)
    expect(new Set(statuses)).toEqual(new Set([200]))
    // Past the limit, redirects too are refused: a new parameter each time does not get through.
    expect((await get(`${canonical}&cb=1`, flooder)).statusCode).toBe(429)
    const limited = await get(canonical, flooder)
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['retry-after']).toMatch(/^\d+$/)
    expect(limited.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(pageText(limited.body).paragraphs.join(' ')).toMatch(/Too many estimates were asked from your address/)
    // The page itself, and other visitors' answers, are not limited.
    expect((await get('/fence-cost-estimator', flooder)).statusCode).toBe(200)
    expect((await get(canonical, '198.51.100.8')).statusCode).toBe(200)
    // The Spanish estimator's visitor past the limit reads why in Spanish, and goes back to the Spanish estimator.
    const spanish = await get(`${sitePaths.estimator.es}${canonical.slice(canonical.indexOf('?'))}`, flooder)
    expect(spanish.statusCode).toBe(429)
    expect(spanish.body).toContain('<html lang="es"')
    const { heading, paragraphs } = pageText(spanish.body)
    expect(heading).toBe('Demasiados presupuestos')
    expect(paragraphs[0]).toMatch(/^Se pidieron demasiados presupuestos desde su dirección\. Inténtelo de nuevo en \d+ segundos?\.$/)
    expect(pageDocument(spanish.body).querySelector('a')?.getAttribute('href')).toBe(sitePaths.estimator.es)
  })
})
