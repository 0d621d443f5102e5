import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// A city and a service added as one content file each must reach every place their family is listed:
// built from a copy of app/content holding the two files, prerendering only the pages that list them.
// The build stays inside the repository, where the server build finds its packages.
const work = mkdtempSync(path.join(tmpdir(), 'fixture-pages-'))
const content = path.join(work, 'content')
const build = path.resolve('.fixture-build')
const cityPath = '/testville-fence-company'
const servicePath = '/services/fixture-fencing'
// Every page has a Spanish twin, written as the Spanish file beside the English one.
const spanishCityPath = '/es/cercas-en-testville'
const spanishServicePath = '/es/servicios/cercas-de-prueba'
const pagesToBuild = ['/', '/services', '/locations', '/contact', '/sitemap', '/sitemap.xml', cityPath, servicePath, '/es', spanishCityPath, spanishServicePath]

function writeFixture(from: string, to: string, edit: (json: Record<string, unknown>) => void) {
  const json = JSON.parse(readFileSync(path.join(content, from), 'utf8')) as Record<string, unknown>
  edit(json)
  writeFileSync(path.join(content, to), JSON.stringify(json))
}

const page = (route: string) => {
  const file = route === '/' ? 'index.html' : path.join(route.slice(1), 'index.html')
  return new JSDOM(readFileSync(path.join(build, 'client', file), 'utf8')).window.document
}
const links = (document: Document, selector: string) =>
  [...document.querySelectorAll(`${selector} a`)].map((a) => [a.getAttribute('href'), a.textContent?.trim()])
const jsonLd = (document: Document) => [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent).join('\n')

beforeAll(() => {
  cpSync('app/content', content, { recursive: true })
  for (const spanish of [false, true]) {
    const twin = (file: string) => (spanish ? file.replace(/\.json$/, '.es.json') : file)
    writeFixture(twin('cities/aubrey.json'), twin('cities/testville.json'), (city) => {
      Object.assign(city, { slug: 'testville', city: 'Testville', page: { order: 99, heroImage: 'cedar-fence', priority: 0.8 } })
      city.serviceArea = { area: 'Fixture County', distance: 'Same-day response', features: ['Fixture feature'] }
      ;(city.content as { hero: { headline: string } }).hero.headline = spanish ? 'Constructores de cercas en Testville' : 'Testville Fence Builders'
    })
    writeFixture(twin('services/chain-link.json'), twin('services/fixture-fencing.json'), (service) => {
      Object.assign(service, {
        path: spanish ? spanishServicePath : servicePath,
        page: { label: spanish ? 'Cercas de prueba' : 'Fixture Fencing', order: 99, heroImage: 'commercial-hero', priority: 0.8 },
        menu: { group: 'Core Fencing', description: spanish ? 'Un servicio de prueba' : 'A fixture service', order: 99 },
      })
      ;(service.hero as { title: string }).title = spanish ? 'Cercas de prueba hechas aquí' : 'Fixture Fencing Built Here'
    })
  }
  execFileSync('npx', ['react-router', 'build'], {
    env: { ...process.env, SITE_CONTENT_DIR: content, SITE_BUILD_DIR: build, SITE_PRERENDER: pagesToBuild.join(',') },
    stdio: 'pipe',
  })
}, 300_000)

afterAll(() => {
  rmSync(work, { recursive: true, force: true })
  rmSync(build, { recursive: true, force: true })
})

describe('a page added as one content file', () => {
  it('has its page, with its breadcrumb and structured data', () => {
    const city = page(cityPath)
    expect(city.querySelector('h1')?.textContent).toContain('Testville')
    expect(city.querySelector('nav[aria-label="Breadcrumb"] [aria-current="page"]')?.textContent).toBe('Testville Fence Company')
    expect(jsonLd(city)).toContain('"Testville, TX"')

    const service = page(servicePath)
    expect(service.querySelector('h1')?.textContent).toBe('Fixture Fencing Built Here')
    expect(service.querySelector('nav[aria-label="Breadcrumb"] [aria-current="page"]')?.textContent).toBe('Fixture Fencing')
    expect(jsonLd(service)).toContain(`${servicePath}"`)
  })

  it('has its Spanish twin from the Spanish file, each linked to the other', () => {
    const city = page(spanishCityPath)
    expect(city.querySelector('h1')?.textContent).toBe('Constructores de cercas en Testville')
    expect(city.querySelector('link[rel="alternate"][hreflang="en"]')?.getAttribute('href')).toMatch(new RegExp(`${cityPath}$`))
    const service = page(spanishServicePath)
    expect(service.querySelector('h1')?.textContent).toBe('Cercas de prueba hechas aquí')
    expect(page(servicePath).querySelector('link[rel="alternate"][hreflang="es"]')?.getAttribute('href')).toMatch(new RegExp(`${spanishServicePath}$`))
    expect(links(page('/es'), 'header')).toContainEqual([spanishCityPath, 'Testville'])
  })

  it('is in the menus of every page', () => {
    const home = page('/')
    expect(links(home, 'header')).toContainEqual([cityPath, 'Testville'])
    expect(links(home, 'header').map(([href]) => href)).toContain(servicePath)
    expect(links(home, 'footer').map(([href]) => href)).toEqual(expect.arrayContaining([cityPath, servicePath]))
  })

  it('is in the lists of its family and in the business structured data', () => {
    expect(page('/locations').body.textContent).toContain('Fixture County')
    expect(links(page('/contact'), 'main')).toContainEqual([cityPath, 'Testville'])
    expect(jsonLd(page('/'))).toContain('"Testville, TX"')
  })

  it('is in both site maps', () => {
    const sitemap = links(page('/sitemap'), 'main')
    expect(sitemap).toContainEqual([cityPath, 'Testville Fence Company'])
    expect(sitemap).toContainEqual([servicePath, 'Fixture Fencing'])
    const xml = readFileSync(path.join(build, 'client/sitemap.xml'), 'utf8')
    expect(xml).toContain(`${cityPath}</loc>`)
    expect(xml).toContain(`${servicePath}</loc>`)
  })
})
