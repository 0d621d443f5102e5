import { load } from 'cheerio'
import { prerender } from 'react-dom/static'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { LanguageContext, languageOfPath } from '../lib/language.tsx'
import { sitePaths } from '../lib/site-paths.ts'
import FenceCostEstimatorPage, { loader, meta } from './fence-cost-estimator.tsx'
import type { Route } from './+types/fence-cost-estimator'

const spanishPath = sitePaths.estimator.es

/** The page as the prerender writes it at `path`, in the language the root gives that address. */
async function renderAt(path: string) {
  const Stub = createRoutesStub([{ id: 'page', path, Component: FenceCostEstimatorPage as React.ComponentType }])
  const hydrationData = { loaderData: { page: loader({ url: new URL(`http://localhost${path}`) }) } }
  const { prelude } = await prerender(
    <LanguageContext value={languageOfPath(path)}>
      <Stub initialEntries={[path]} hydrationData={hydrationData} />
    </LanguageContext>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  return load(await new Response(prelude).text())
}

const texts = ($: ReturnType<typeof load>, selector: string) =>
  $(selector)
    .map((_, element) => $(element).text().trim())
    .get()

describe('the fence cost estimator page in Spanish', async () => {
  const $ = await renderAt(spanishPath)

  it('has its copy, its assumptions and its form in Spanish', () => {
    expect($('h1').text()).toBe('Calculadora de costo de cercas')
    expect($('h2').first().text()).toBe('Su cerca')
    expect(texts($, 'h2')).toContain('Lo que toma en cuenta el presupuesto')
    expect(texts($, 'h3')).toEqual(expect.arrayContaining(['Incluye', 'Lo que cambia el precio']))
    expect($('form').attr('action')).toBe(`${spanishPath}#estimate`)
  })

  it('heads its price tables in Spanish, with the prices in the US format', () => {
    expect(texts($, 'h2')).toContain('Precios por pie lineal, con instalación')
    expect(texts($, 'caption')).toEqual([
      'Cercas de madera',
      'Cercas de vinilo',
      'Cercas de malla ciclónica',
      'Cercas de hierro negro',
      'Portones y adicionales',
    ])
    const wood = $('table[data-fence-type="wood-fencing"]')
    expect(texts($, 'table[data-fence-type="wood-fencing"] thead th')).toEqual(['Altura', 'Tablas lado a lado', 'Tabla sobre tabla', 'Horizontal'])
    expect(wood.find('tbody th').first().text()).toBe('4 pies')
    expect(texts($, 'table[data-fence-type="black-iron"] thead th')).toEqual(['Altura', 'Por pie'])
    const extras = $('table:not([data-fence-type])')
    expect(extras.find('thead th').first().text()).toBe('Concepto')
    expect(extras.find('tbody th').first().text()).toBe('Portón peatonal')
    expect(extras.text()).toContain('No disponible')
    expect(extras.find('tbody td').first().text()).toMatch(/^\$\d+-\$\d+$/)
  })

  it('has a Spanish head whose canonical address is the Spanish page', () => {
    const data = loader({ url: new URL(`http://localhost${spanishPath}`) })
    const tags = meta({ loaderData: data, location: { pathname: spanishPath } } as Parameters<Route.MetaFunction>[0])
    expect(tags).toContainEqual({ title: 'Calculadora de costo de cercas: precio de su cerca | Celina, TX' })
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: expect.stringMatching(new RegExp(`${spanishPath}$`)) })
    expect(data.head.title.length).toBeLessThanOrEqual(65)
    expect(data.head.description.length).toBeGreaterThanOrEqual(70)
    expect(data.head.description.length).toBeLessThanOrEqual(160)
  })
})

describe('the fence cost estimator page in English', async () => {
  const $ = await renderAt(sitePaths.estimator.en)

  it('is unchanged', () => {
    expect($('h1').text()).toBe('Fence Cost Estimator')
    expect(texts($, 'caption').at(-1)).toBe('Gates and Extras')
    expect($('form').attr('action')).toBe('/fence-cost-estimator#estimate')
    const tags = meta({
      loaderData: loader({ url: new URL('http://localhost/fence-cost-estimator') }),
      location: { pathname: '/fence-cost-estimator' },
    } as Parameters<Route.MetaFunction>[0])
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: expect.stringMatching(/\/fence-cost-estimator$/) })
  })
})
