import { load } from 'cheerio'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { LanguageContext, type Language } from '../lib/language.tsx'
import { site } from '../site-config.ts'
import NotFoundPage, { meta } from './not-found.tsx'

// The prerender renders the page once at /404 and once at /es/404.
const headFor = (pathname: string) => meta({ location: { pathname } } as Parameters<typeof meta>[0])
const pageIn = (language: Language) =>
  load(
    renderToString(
      <MemoryRouter>
        <LanguageContext value={language}>
          <NotFoundPage />
        </LanguageContext>
      </MemoryRouter>,
    ),
  )

describe('the not-found page', () => {
  it('at /es/404 says it in Spanish and leads back to the Spanish home page', () => {
    expect(headFor('/es/404')).toEqual([
      { title: `Página no encontrada | ${site.businessName}` },
      { name: 'description', content: 'No encontramos la página que buscaba.' },
      { name: 'robots', content: 'noindex, follow' },
    ])
    const $ = pageIn('es')
    expect($('p').text()).toBe('¡Uy! No encontramos esta página')
    expect([$('a').text(), $('a').attr('href')]).toEqual(['Volver al inicio', '/es'])
  })

  it('at /404 keeps its English', () => {
    expect(headFor('/404')[0]).toEqual({ title: `Page Not Found | ${site.businessName}` })
    const $ = pageIn('en')
    expect($('p').text()).toBe('Oops! Page not found')
    expect([$('a').text(), $('a').attr('href')]).toEqual(['Return to Home', '/'])
  })
})
