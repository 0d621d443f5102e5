import { claimsIn } from '../business-claims.ts'
import { serviceFiles, woodCityFiles } from '../collections.ts'
import { parseContent } from '../fill-placeholders.ts'
import { servicePageSource, woodCitySource } from '../page-schemas.server.ts'
import { woodCityPage } from '../wood-cities/wood-city-page.ts'
import type { HeroFeature } from '#app/components/sections/hero-section.tsx'
import { languageOfPath, perLanguage, type Language } from '#app/lib/language.tsx'
import type { QuoteFormConfig } from '#app/quote/quote-form-config.ts'
import type { SectionIntro } from '../types.ts'
import type { RelatedService, ServicePageContent, ServicePageSource } from './service-page.ts'

type Defaults = { form: Omit<QuoteFormConfig, 'pageContext'>; heroFeatures: HeroFeature[]; relatedSectionIntro: SectionIntro }

const english: Defaults = {
  form: {
    formTitle: 'Get Your Free Quote',
    formDescription: `Tell us about your project. ${claimsIn.en.responsePromise}`,
    submitButtonText: 'Get My Free Quote',
    // The owner reads where a lead came from in English, whatever the page's language.
    formType: 'Hero Contact Form',
    ratingText: claimsIn.en.rating.displayed.text,
    features: ['Free on-site estimate', 'Response within 24 hours', 'Lifetime workmanship warranty'],
  },
  heroFeatures: [
    { icon: 'shield-check', title: 'Licensed, bonded & insured' },
    { icon: 'award', title: 'Lifetime workmanship warranty' },
    { icon: 'star', title: '5.0★ from 200+ families' },
    { icon: 'clock', title: 'Quotes within 24 hours' },
  ],
  relatedSectionIntro: {
    eyebrow: 'Related Services',
    title: 'Complete Your Project',
    intro: 'Most of our customers pair a new fence with a gate, a finish or a second project. We handle all of it under one warranty.',
  },
}

/** What a service page shows when its file does not say otherwise: the standard form, hero features and related intro. */
export const servicePageDefaults = {
  en: english,
  es: {
    form: {
      formTitle: 'Obtenga su cotización gratis',
      formDescription: `Cuéntenos sobre su proyecto. ${claimsIn.es.responsePromise}`,
      submitButtonText: 'Obtener mi cotización gratis',
      formType: english.form.formType,
      ratingText: claimsIn.es.rating.displayed.text,
      features: ['Presupuesto gratis a domicilio', 'Respuesta en menos de 24 horas', 'Garantía de por vida en la mano de obra'],
    },
    heroFeatures: [
      { icon: 'shield-check', title: 'Con licencia, fianza y seguro' },
      { icon: 'award', title: 'Garantía de por vida en la mano de obra' },
      { icon: 'star', title: '5.0★ de 200+ familias' },
      { icon: 'clock', title: 'Cotizaciones en menos de 24 horas' },
    ],
    relatedSectionIntro: {
      eyebrow: 'Servicios relacionados',
      title: 'Complete su proyecto',
      intro:
        'Muchos de nuestros clientes combinan su cerca nueva con un portón, un teñido u otro proyecto. Nosotros nos encargamos de todo, con una sola garantía.',
    },
  },
} satisfies Record<Language, Defaults>

/** The cards of the named service files in the page's language; a name without a file or a card sentence stops the build. */
function relatedServices(file: string, names: string[], language: Language): RelatedService[] {
  return names.map((name) => {
    const service = serviceFiles[language].find((candidate) => candidate.name === name)
    if (!service?.relatedCard) throw new Error(`${file}: related service "${name}" has no file with a relatedCard`)
    return { title: service.page.label, description: service.relatedCard, link: service.path }
  })
}

function servicePage(file: string, { hero, sections, ...source }: ServicePageSource, language: Language): ServicePageContent {
  const defaults = servicePageDefaults[language]
  return {
    ...source,
    hero: { ...hero, backgroundImage: source.page.heroImage, features: hero.features ?? defaults.heroFeatures, form: { ...defaults.form, ...hero.form } },
    sections: sections.map((section) =>
      section.kind === 'related' ? { kind: 'related', ...defaults.relatedSectionIntro, services: relatedServices(file, section.services, language) } : section,
    ),
  }
}

/** Every service-template page in each language, made at build time so no other page's copy reaches the browser. */
export const servicePagesIn = perLanguage((language): readonly ServicePageContent[] => [
  ...serviceFiles[language].map((service) => servicePage(service.file, parseContent(service.file, servicePageSource, service.json, language), language)),
  ...woodCityFiles[language].map((city) =>
    servicePage(city.file, woodCityPage(parseContent(city.file, woodCitySource, city.json, language), language), language),
  ),
])
export const servicePages = servicePagesIn.en

/** The page at a path, English or Spanish: `/services/wood-fencing` or `/es/servicios/cercas-de-madera`. */
export function servicePageAt(path: string): ServicePageContent {
  const page = servicePagesIn[languageOfPath(path)].find((candidate) => candidate.path === path)
  if (!page) throw new Error(`No service-template content file for ${path}`)
  return page
}
