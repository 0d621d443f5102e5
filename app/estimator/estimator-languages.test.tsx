// @vitest-environment jsdom
import { load } from 'cheerio'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { formatRange } from '#lead/estimate-summary.ts'
import { estimateFence } from '#lead/fence-estimate.ts'
import { LanguageContext, type Language } from '../lib/language.tsx'
import { CompactEstimator } from './compact-estimator.tsx'
import { readEstimateQuery } from './estimate-query.ts'
import { Estimator } from './estimator.tsx'

/** What the prerender writes for a page in `language`. */
const prerendered = (language: Language, element: React.ReactNode) => load(renderToString(<LanguageContext value={language}>{element}</LanguageContext>))
const texts = ($: ReturnType<typeof load>, selector: string) =>
  $(selector)
    .map((_, element) => $(element).text().trim())
    .get()

const woodQuery = '?type=wood-fencing&style=board-on-board&height=8&side=60&side=90&walk=1'

describe('the compact estimator in Spanish', () => {
  const $ = prerendered('es', <CompactEstimator />)

  it('asks in Spanish, naming the choices in Spanish while sending the same values', () => {
    expect($('h2').text()).toBe('¿Cuánto costará mi cerca?')
    expect(texts($, 'legend')).toEqual(['Tipo de cerca', 'Estilo', 'Altura', 'Largo de la cerca (pies)'])
    expect(texts($, 'input[name="type"]').length).toBe(4)
    expect(texts($, 'label:has(input[name="type"])')).toEqual(['Cercas de madera', 'Cercas de vinilo', 'Cercas de malla ciclónica', 'Cercas de hierro negro'])
    expect(texts($, 'label:has(input[name="style"])')).toEqual(['Tablas lado a lado', 'Tabla sobre tabla', 'Horizontal'])
    expect(texts($, 'label:has(input[name="height"])')).toEqual(['4 pies', '6 pies', '8 pies'])
    expect(
      $('input[name="height"]')
        .map((_, input) => $(input).attr('value'))
        .get(),
    ).toEqual(['4', '6', '8'])
    expect($('button[type="submit"]').text()).toBe('Ver mi presupuesto')
    expect($('[data-estimate="empty"]').text()).toBe('Escriba el largo de su cerca para ver un rango de precio con instalación incluida.')
  })

  it('sends its form, without JavaScript, to the Spanish estimator', () => {
    expect($('form').attr('action')).toBe('/es/calculadora-de-costo-de-cercas#estimate')
    expect($('form').attr('aria-label')).toBe('¿Cuánto costará mi cerca?')
  })

  it('is unchanged in English', () => {
    const english = prerendered('en', <CompactEstimator />)
    expect(english('h2').text()).toBe('What Will My Fence Cost?')
    expect(texts(english, 'label:has(input[name="height"])')).toEqual(['4 ft', '6 ft', '8 ft'])
    expect(english('form').attr('action')).toBe('/fence-cost-estimator#estimate')
    expect(english('button[type="submit"]').text()).toBe('See my estimate')
  })
})

describe('the compact estimator in Spanish, as a visitor types', () => {
  let container: HTMLDivElement | undefined
  // React's act() updates the tree before the assertions; it asks for this flag outside a test library.
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
  afterEach(() => {
    container?.remove()
    container = undefined
  })

  async function typeLength(feet: string) {
    container = document.createElement('div')
    document.body.append(container)
    const root = createRoot(container)
    await act(async () =>
      root.render(
        <LanguageContext value="es">
          <CompactEstimator fenceType="wood-fencing" />
        </LanguageContext>,
      ),
    )
    const field = container.querySelector<HTMLInputElement>('input[name="side"]')!
    // As typing does: through the native setter, so React sees a new value.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
    await act(async () => {
      setValue.call(field, feet)
      field.dispatchEvent(new Event('input', { bubbles: true }))
      field.dispatchEvent(new Event('change', { bubbles: true }))
    })
    return container
  }

  it('answers with a Spanish price range, payment and links to the Spanish pages', async () => {
    const shown = await typeLength('150')
    const result = shown.querySelector('[data-estimate="ready"]')!
    expect(result.querySelector('h3')?.textContent).toBe('Precio estimado con instalación')
    expect(result.querySelector('[data-testid="estimate-range"]')?.textContent).toBe('$3,750-$5,250')
    expect(result.textContent).toContain('Cercas de madera, tablas lado a lado, 6 pies de alto, 150 pies')
    expect(result.textContent).toMatch(
      /Unos \$[\d,]+-\$[\d,]+ al mes con financiamiento \(ejemplo: \d+ meses con [\d.]+% APR, sujeto a aprobación de crédito\)/,
    )
    const links = [...result.querySelectorAll('a')].map((link) => [link.textContent?.trim(), link.getAttribute('href')])
    expect(links).toEqual([
      ['Cómo funciona el financiamiento', '/es/financiamiento'],
      ['Obtener mi cotización exacta', '/es/contacto?service=wood-fencing&estimate=type%3Dwood-fencing%26style%3Dside-by-side%26height%3D6%26side%3D150#quote'],
      ['Agregue portones, retiro de la cerca vieja y teñido', '/es/calculadora-de-costo-de-cercas?type=wood-fencing&style=side-by-side&height=6&side=150'],
    ])
  })

  it('tells in Spanish why a length cannot be priced', async () => {
    const shown = await typeLength('12.5')
    expect(shown.querySelector('[data-estimate="input-problem"] p')?.textContent).toBe('Escriba cada largo en pies enteros, por ejemplo 150.')
  })
})

describe('the full estimator in Spanish', () => {
  it('asks for gates and extras in Spanish, and prices the address it was sent', () => {
    const $ = prerendered('es', <Estimator search={woodQuery} />)
    expect($('h2').text()).toBe('Su cerca')
    expect(texts($, 'legend')).toEqual(['Tipo de cerca', 'Estilo', 'Altura', 'Largo de la cerca (pies)', 'Portones', 'Adicionales'])
    expect(texts($, 'label:has(input[name="type"])').at(-1)).toBe('Cercas comerciales')
    expect(texts($, 'label[for]')).toEqual([
      'Lado 1 (pies)',
      'Lado 2 (pies)',
      'Portones peatonales',
      'Portones de entrada sencillos (hasta 16 pies)',
      'Portones de entrada dobles',
    ])
    expect(texts($, 'label:has(input[type="checkbox"])')).toEqual(['Quitar y llevarse mi cerca vieja', 'Teñir la cerca nueva'])
    expect($('form').attr('action')).toBe('/es/calculadora-de-costo-de-cercas#estimate')
    expect($('form > button[type="submit"]:not([aria-hidden])').text()).toBe('Mostrar mi presupuesto')
    // The side buttons send the form to the Spanish page too, where its lengths are.
    expect(
      $('fieldset button')
        .map((_, button) => $(button).attr('aria-label') ?? $(button).text().trim())
        .get(),
    ).toEqual(['Quitar el lado 1', 'Quitar el lado 2', 'Agregar otro lado'])
    expect(
      new Set(
        $('fieldset button')
          .map((_, button) => $(button).attr('formaction'))
          .get(),
      ),
    ).toEqual(new Set(['/es/calculadora-de-costo-de-cercas#estimate-lengths']))

    const result = $('[data-estimate="ready"]')
    expect(result.find('h3').text()).toBe('Su presupuesto')
    expect(result.find('[data-testid="estimate-range"]').text()).toBe(formatRange(estimateFence(readEstimateQuery(woodQuery)!)!.range))
    expect(result.text()).toContain('Cercas de madera, tabla sobre tabla, 8 pies de alto, 150 pies (60 + 90)')
    expect(result.text()).toContain('Las cercas de más de 6 pies necesitan un permiso de la ciudad; nosotros lo tramitamos por usted.')
    expect(result.find('a').first().attr('href')).toBe('/es/financiamiento')
    expect(result.find('a').last().attr('href')).toMatch(/^\/es\/contacto\?service=wood-fencing&estimate=.+#quote$/)
    // A noscript's content is text to a parser that runs scripts: read it as the page without JavaScript does.
    expect(load($('noscript').text()).text()).toContain('Su navegador no está usando JavaScript: presione "Mostrar mi presupuesto" después de cada cambio.')
  })

  it('says in Spanish when a fence is too long to price online, and leads to the Spanish quote form', () => {
    const $ = prerendered('es', <Estimator search="?type=wood-fencing&side=3000&side=3000" />)
    const problem = $('[data-estimate="input-problem"]')
    expect(problem.find('p').first().text()).toBe(
      'En línea calculamos hasta 5,000 pies de cerca. Si su cerca es más larga, pida una cotización y la medimos con usted.',
    )
    expect(problem.find('a').attr('href')).toBe('/es/contacto?service=wood-fencing#quote')
    expect(problem.find('a').text().trim()).toBe('Obtener mi cotización exacta')
  })

  it('answers a commercial project in Spanish', () => {
    const $ = prerendered('es', <Estimator search="?type=commercial-fencing" />)
    const answer = $('[data-estimate="commercial"]')
    expect(answer.find('p').text()).toMatch(/^Las cercas comerciales se cotizan según cada lugar/)
    expect(answer.find('a').attr('href')).toBe('/es/contacto?service=commercial-fencing#quote')
    expect(answer.find('a').text()).toBe('Pedir una cotización comercial')
  })

  it('is unchanged in English', () => {
    const $ = prerendered('en', <Estimator search={woodQuery} />)
    expect($('h2').text()).toBe('Your fence')
    expect($('form > button[type="submit"]:not([aria-hidden])').text()).toBe('Show my estimate')
    expect($('fieldset button').last().text().trim()).toBe('Add another side')
    expect($('[data-estimate="ready"] a').first().attr('href')).toBe('/financing')
    expect($('[data-estimate="ready"] a').last().attr('href')).toMatch(/^\/contact\?service=wood-fencing&estimate=.+#quote$/)
    expect($('[data-estimate="ready"]').text()).toContain('Wood Fencing, board-on-board, 8 ft tall, 150 ft (60 + 90)')
  })
})
