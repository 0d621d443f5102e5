import { load } from 'cheerio'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { LanguageContext, type Language } from '#app/lib/language.tsx'
import { HoursCard } from './contact-card.tsx'
import { CtaButtonView } from './cta-buttons.tsx'
import { FinancingBanner } from './financing-banner.tsx'
import { ProcessSteps } from './process-steps.tsx'
import { headingId } from './section.tsx'
import { serviceAreaListText } from './service-area-list-text.ts'
import { ServiceAreaList } from './service-area-list.tsx'
import { ServiceCardGrid, type ServiceCard } from './service-card-grid.tsx'
import { Stars } from './stars.tsx'
import { TestimonialCards } from './testimonial-cards.tsx'

const render = (node: ReactNode, language: Language = 'es') =>
  load(
    renderToString(
      <MemoryRouter>
        <LanguageContext value={language}>{node}</LanguageContext>
      </MemoryRouter>,
    ),
  )

const card = (title: string, link?: string): ServiceCard => ({
  title,
  description: 'd',
  image: 'cedar-fence',
  features: [],
  priceRange: '$$',
  popular: true,
  link,
})

describe('the sections in Spanish say their own words in Spanish', () => {
  it('service cards: the badge, the price range and both buttons, the quote one to the Spanish contact page', () => {
    const $ = render(<ServiceCardGrid cards={[card('Cerca de madera', '/services/wood-fencing'), card('Cerca de vinilo')]} />)
    expect($('li').first().find('span').first().text()).toBe('Más popular')
    expect($('[title="Rango de precios"]').first().text()).toBe('Rango de precios: $$')
    expect($('a[href="/services/wood-fencing"]').text()).toBe('Más información sobre Cerca de madera')
    const quote = $('a[data-quote-link]')
    expect([quote.text(), quote.attr('href')]).toEqual(['Cotizar: Cerca de vinilo', '/es/contacto#quote'])
  })

  it('service areas: the show-more button, the cards’ buttons and what the live region announces', () => {
    const areas = Array.from({ length: 7 }, (_, index) => ({
      city: `Town${index}`,
      area: 'Collin',
      distance: 'x',
      primary: index === 0,
      link: index === 0 ? '/t' : undefined,
    }))
    const $ = render(<ServiceAreaList areas={areas} />)
    expect($('summary').text()).toBe('Ver más áreas (queda 1)')
    expect($('a[href="/t"]').text()).toBe('Más información sobre cercas en Town0')
    expect($('a[href="/es/contacto"]').first().text()).toBe('Cotizar en Town0')
    const { added, showMore } = serviceAreaListText.es
    expect(showMore(3)).toBe('Ver más áreas (quedan 3)')
    expect(added(['Anna'], 0)).toBe('Se agregó 1 área más: Anna. Ya se muestran todas las áreas.')
    expect(added(['Anna', 'Melissa', 'Sherman'], 2)).toBe('Se agregaron 3 áreas más: Anna, Melissa, Sherman. Quedan 2.')
  })

  it('reviews, steps, stars and an outside link', () => {
    const testimonial = { name: 'Ana', location: 'Celina', rating: 5, date: 'hace 2 semanas', project: 'Cerca', text: 'Muy bien', verified: true } as const
    expect(render(<TestimonialCards testimonials={[testimonial]} />)('figure').text()).toContain('Verificada')
    expect(render(<Stars rating={4.9} />)('[role="img"]').attr('aria-label')).toBe('4.9 de 5 estrellas')
    expect(render(<ProcessSteps steps={[{ step: 2, title: 'Medimos', description: 'd' }]} />)('h3').text()).toBe('Paso 2: Medimos')
    const external = render(<CtaButtonView button={{ kind: 'external', label: 'Precalificar', href: 'prequalify' }} />)
    expect(external('a').text()).toBe('Precalificar(se abre en una pestaña nueva)')
  })

  it('the financing banner links to the Spanish financing page', () => {
    const banner = { eyebrow: 'e', headline: 'h', text: 't', highlights: [], primaryLabel: 'p', secondaryLabel: 'Ver opciones' }
    expect(render(<FinancingBanner banner={banner} />)('a:contains("Ver opciones")').attr('href')).toBe('/es/financiamiento')
    expect(render(<FinancingBanner banner={banner} />, 'en')('a:contains("Ver opciones")').attr('href')).toBe('/financing')
  })

  it('the hours: Spanish days, US times', () => {
    const $ = render(<HoursCard title="Horario" />)
    expect(
      $('dt')
        .map((_, day) => $(day).text())
        .get(),
    ).toEqual(['Lunes a viernes', 'Sábado', 'Domingo'])
    expect(
      $('dd')
        .map((_, note) => $(note).text())
        .get(),
    ).toEqual(['7:00 AM - 6:00 PM', '8:00 AM - 4:00 PM', 'Con cita previa'])
  })

  it('a Spanish heading makes an id of its letters without their accents', () => {
    expect(headingId('¿Está listo para su cerca nueva?')).toBe('esta-listo-para-su-cerca-nueva')
    expect(headingId('Ready for Your New Fence?')).toBe('ready-for-your-new-fence')
  })
})

describe('the sections in English keep their words', () => {
  it('service cards and areas', () => {
    const $ = render(<ServiceCardGrid cards={[card('Wood', '/w'), card('Vinyl')]} />, 'en')
    expect($('a[href="/w"]').text()).toBe('Learn More about Wood')
    expect($('a[data-quote-link]').text()).toBe('Get Quote for Vinyl')
    expect($('a[data-quote-link]').attr('href')).toBe('/contact#quote')
    expect(serviceAreaListText.en.added(['Anna'], 0)).toBe('Added 1 more area: Anna. All areas shown.')
    expect(render(<Stars rating={5} />, 'en')('[role="img"]').attr('aria-label')).toBe('5 out of 5 stars')
  })
})
