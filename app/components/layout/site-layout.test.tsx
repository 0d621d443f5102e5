import { load } from 'cheerio'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { LanguageContext, type Language } from '#app/lib/language.tsx'
import { site } from '#app/site-config.ts'
import { SiteLayout } from './site-layout.tsx'
import type { SiteNav } from './site-nav.ts'

// The menus' links come as props (translated with the content); the words around them are the layout's own.
const nav: SiteNav = {
  serviceMenu: [{ heading: 'Cercas', links: [{ label: 'Cercas de madera', path: '/services/wood-fencing' }] }],
  locationMenu: [{ heading: 'Ciudades', links: [{ label: 'Celina', path: '/celina-fence-company' }] }],
  allServicesLink: { label: 'Todos los servicios', path: '/services' },
  allLocationsLink: { label: 'Todas las áreas', path: '/locations' },
  primaryLinks: [{ label: 'Reseñas', path: '/reviews' }],
  footerQuickLinks: [{ label: 'Privacidad', path: '/privacy' }],
}

/** The frame of a page as the prerender writes it, in one language. */
function renderLayout(language: Language, path: string, twinPath: string) {
  return load(
    renderToString(
      <MemoryRouter initialEntries={[path]}>
        <LanguageContext value={language}>
          <SiteLayout nav={nav} trustClaims={['Se habla español']} breadcrumbs={[{ label: 'Inicio', path: '/es' }]} twinPath={twinPath}>
            <p>page</p>
          </SiteLayout>
        </LanguageContext>
      </MemoryRouter>,
    ),
  )
}

describe('the page frame on a Spanish page', () => {
  const $ = renderLayout('es', '/es/resenas', '/reviews')
  // The mobile menu's panel sits in the header, beside the desktop links.
  const header = $('header')
  const desktop = header.children('div').children('a[hreflang]')
  const menu = $('#mobile-menu')
  const footer = $('footer')

  it('offers the same page in English from the header and the mobile menu, named in English', () => {
    for (const link of [desktop, menu.find('a[hreflang]')]) {
      expect(link).toHaveLength(1)
      expect([link.attr('href'), link.attr('lang'), link.attr('hreflang')]).toEqual(['/reviews', 'en', 'en'])
      expect(link.text()).toBe('English')
      expect(link.attr('aria-label')).toBe('View this page in English')
    }
  })

  it('names its header links in Spanish and sends the quote button to the Spanish contact page', () => {
    expect(header.children('nav').attr('aria-label')).toBe('Menú principal')
    expect(header.find('a[aria-label]').first().attr('aria-label')).toBe(`${site.businessName}, página de inicio`)
    expect(header.find('a[aria-label]').first().attr('href')).toBe('/es')
    expect(header.find('nav > ul > li').first().text()).toBe('Inicio')
    expect(
      header
        .children('nav')
        .find('summary')
        .map((_, summary) => $(summary).text())
        .get(),
    ).toEqual(['Servicios', 'Áreas'])
    const quote = header.find('a[data-quote-link]').first()
    expect([quote.text(), quote.attr('href')]).toEqual(['Cotizar', '/es/contacto#quote'])
  })

  it('says the mobile menu in Spanish', () => {
    expect($('button[popovertarget="mobile-menu"]').attr('aria-label')).toBe('Abrir menú')
    expect(menu.find('h2').first().text()).toBe('Menú')
    expect(menu.find('#mobile-menu-description').text()).toBe('Servicios, áreas de servicio y formas de comunicarse con nosotros.')
    expect(menu.find('button .sr-only').text()).toBe('Cerrar menú')
    expect(menu.find('nav').attr('aria-label')).toBe('Menú móvil')
    expect(menu.find('nav a').first().text()).toBe('Inicio')
    expect(menu.find('a[data-place="mobile-menu"]').text()).toBe(`Llame al ${site.phone.display}`)
    expect(menu.find('a[data-quote-link]').text()).toBe('Cotizar')
  })

  it('says the footer in Spanish, its hours too, with the times in the US format', () => {
    expect(
      footer
        .find('h2')
        .map((_, heading) => $(heading).text())
        .get(),
    ).toEqual(['Enlaces rápidos', 'Servicios', 'Áreas de servicio', 'Contacto'])
    expect(footer.text()).toContain(`Empresa familiar de cercas en ${site.address.city}, Texas.`)
    expect(footer.text()).toContain('Lunes a viernes: 7:00 AM - 6:00 PM')
    expect(footer.text()).toContain('Domingo: Con cita previa')
    expect(footer.text()).toContain(`${site.legalName}. Todos los derechos reservados.`)
    expect(footer.text()).toContain(
      `Con licencia, fianza y seguro · Damos servicio en un radio de ${site.serviceRadiusMiles} millas de ${site.address.city}, TX`,
    )
    expect(footer.find('template').html()).toContain(`title="Mapa de ${site.businessName} en ${site.address.city}, ${site.address.state}"`)
  })

  it('names its skip link, landmarks and phone bar in Spanish', () => {
    expect($('a[href="#main"]').text()).toBe('Saltar al contenido')
    expect($('[role="region"]').attr('aria-label')).toBe('Por qué nos eligen los propietarios')
    expect($('nav[aria-label="Ruta de navegación"]')).toHaveLength(1)
    const bar = $('nav[aria-label="Acciones rápidas"]')
    expect(
      bar
        .find('a')
        .map((_, link) => $(link).text())
        .get(),
    ).toEqual(['Llamar ahora', 'Cotizar'])
    expect(bar.find('a[data-quote-link]').attr('href')).toBe('/es/contacto#quote')
  })
})

describe('the page frame on an English page', () => {
  const $ = renderLayout('en', '/reviews', '/es/resenas')

  it('offers the same page in Spanish, named in Spanish, from the header and the mobile menu', () => {
    for (const link of [$('header > div > a[hreflang]'), $('#mobile-menu a[hreflang]')]) {
      expect(link).toHaveLength(1)
      expect([link.attr('href'), link.attr('lang'), link.attr('hreflang')]).toEqual(['/es/resenas', 'es', 'es'])
      expect(link.text()).toBe('Español')
      expect(link.attr('aria-label')).toBe('Ver esta página en español')
    }
  })

  it('keeps its English words and addresses', () => {
    expect($('a[href="#main"]').text()).toBe('Skip to content')
    expect(
      $('header > nav summary')
        .map((_, summary) => $(summary).text())
        .get(),
    ).toEqual(['Services', 'Locations'])
    expect($('header a[data-quote-link]').first().attr('href')).toBe('/contact#quote')
    expect($('header a[data-quote-link]').first().text()).toBe('Get Quote')
    expect($('a[data-place="mobile-menu"]').text()).toBe(`Call ${site.phone.display}`)
    expect(
      $('footer h2')
        .map((_, heading) => $(heading).text())
        .get(),
    ).toEqual(['Quick Links', 'Services', 'Service Areas', 'Contact'])
    expect($('footer').text()).toContain('Monday - Friday: 7:00 AM - 6:00 PM')
    expect($('footer').text()).toContain('All rights reserved.')
    expect($('nav[aria-label="Quick actions"] a').first().text()).toBe('Call Now')
  })
})
