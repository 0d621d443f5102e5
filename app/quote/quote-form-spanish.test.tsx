import { load } from 'cheerio'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { leadFormSchemas } from '#lead/lead-schema.ts'
import { postedQuote, quoteMessages } from '#lead/posted-quote.ts'
import { contactPage } from '../content/contact.ts'
import { LanguageContext, type Language } from '../lib/language.tsx'
import { QuoteForm, type QuoteFormProps } from './quote-form.tsx'

/** The form as the prerender writes it on a page of this language. */
const rendered = (language: Language, props: Partial<QuoteFormProps> = {}) =>
  load(
    renderToString(
      <LanguageContext value={language}>
        <QuoteForm config={contactPage[language].contactFormConfig} returnTo="/es/contacto" visitDaysFrom="2026-11-25" {...props} />
      </LanguageContext>,
    ),
  )

describe('the quote form on a Spanish page', () => {
  const $ = rendered('es')
  const labelOf = (name: string) => $(`label[for="${$(`[name="${name}"]`).first().attr('id')}"]`).text()

  it('names every field in Spanish', () => {
    expect(labelOf('firstName')).toBe('Nombre')
    expect(labelOf('lastName')).toBe('Apellido')
    expect(labelOf('phone')).toBe('Teléfono')
    expect(labelOf('email')).toBe('Correo electrónico')
    expect(labelOf('address')).toBe('Dirección')
    expect(labelOf('projectDetails')).toBe('Detalles del proyecto(opcional)')
    expect(labelOf('photos')).toBe('Fotos del patio, hasta 6(opcional)')
    expect($('#quote-servicesNeeded-label').text()).toBe('Servicios que necesita')
    expect($('label:has([name="consent"])').text()).toMatch(/^Acepto que .+ se comunique conmigo por teléfono, mensaje de texto o correo electrónico/)
  })

  it('gives its hints in Spanish', () => {
    expect($('[name="address"]').attr('placeholder')).toBe('Empiece a escribir su dirección')
    expect($('[name="projectDetails"]').attr('placeholder')).toBe('Tipo de cerca, largo, altura, portones, cuándo lo necesita...')
    expect($('[name="email"]').attr('placeholder')).toBe('correo@ejemplo.com')
    expect($('[data-slot="form"], form').text()).toContain('Nos comunicaremos con usted en menos de 24 horas.')
  })

  it('lists the services by their Spanish names, posting the same values', () => {
    expect($('[data-slot="services-summary-text"]').text()).toBe('Elija los servicios...')
    expect($('input[type="search"]').attr('aria-label')).toBe('Buscar servicios')
    const wood = $('input[name="servicesNeeded"][value="wood-fencing"]').parent()
    expect(wood.text()).toBe('Cercas de madera')
    expect($('[data-slot="services-picker"]').text()).toContain('Todavía no ha elegido ningún servicio.')
  })

  it('offers the visit days and times in Spanish', () => {
    const visit = $('[data-slot="visit-time"]')
    expect(visit.find('summary').text()).toBe('Horario preferido para la visita (opcional)')
    expect(visit.text()).toContain('Elija hasta 3 días. Le confirmaremos la visita por correo electrónico.')
    expect(visit.find('input[value="2026-11-26"]').parent().text()).toBe('jue, 26 de nov')
    expect(visit.find('input[value="morning"]').parent().text()).toBe('En la mañana')
    expect(visit.find('input[value="any"]').parent().text()).toBe('Cualquier hora')
  })

  it("shows the Spanish schema's messages beside the fields of a form posted with problems", () => {
    const values = postedQuote({ firstName: 'M', email: 'maria@', servicesNeeded: [] })
    const checked = leadFormSchemas.es.safeParse(values)
    const messages = checked.success ? {} : quoteMessages(checked.error.issues)
    const answered = rendered('es', { answer: { sent: false, values, messages } })
    expect(answered('#quote-firstName-error').text()).toBe('El nombre debe tener al menos 2 caracteres')
    expect(answered('#quote-email-error').text()).toBe('Por favor, escriba un correo electrónico válido')
    expect(answered('#quote-servicesNeeded-error').text()).toBe('Por favor, elija al menos un servicio')
  })

  it('thanks the visitor in Spanish, with the photos lost and a way to send another', () => {
    const thanks = rendered('es', { answer: { sent: true, photosLost: true } })
    const card = thanks('[data-slot="quote-form"]').text()
    expect(thanks('h2').text()).toBe('¡Muchas gracias!')
    expect(card).toContain('Le enviaremos un mensaje de texto en breve')
    expect(card).toMatch(/no pudimos recibir todas sus fotos\. Puede enviárnoslas por mensaje de texto al \(\d{3}\) \d{3}-\d{4}\./)
    expect(thanks('a').text()).toBe('Enviar otra solicitud')
  })

  it('stays in English on an English page', () => {
    const english = rendered('en')
    expect(english(`label[for="${english('[name="firstName"]').attr('id')}"]`).text()).toBe('First name')
    expect(english('[data-slot="services-summary-text"]').text()).toBe('Select services...')
    expect(english('[data-slot="visit-time"] summary').text()).toBe('Preferred visit time (optional)')
    expect(english('[data-slot="visit-time"] input[value="2026-11-26"]').parent().text()).toBe('Thu, Nov 26')
  })
})
