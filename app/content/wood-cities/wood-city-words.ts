import type { Language } from '#app/lib/language.tsx'

/** What a wood-fencing city's page says around its file's facts. */
export interface WoodCityFacts {
  city: string
  price: string
  year: string
  phone: string
  responsePromise: string
}

type Says = (facts: WoodCityFacts) => string
type Texts<Key extends string> = Record<Key, string>
type WoodCityWords = Texts<'primaryButton' | 'submitButton' | 'serviceType' | 'cardsEyebrow' | 'processEyebrow' | 'processTitle'> &
  Texts<'neighborhoodsEyebrow' | 'faqEyebrow' | 'scheduleButton'> &
  Record<'label' | 'call' | 'formTitle' | 'formDescription' | 'serviceName' | 'serviceDescription' | 'cardsTitle' | 'cardsIntro', Says> &
  Record<'whyEyebrow' | 'whyTitle' | 'neighborhoodsTitle' | 'moreLink' | 'faqTitle' | 'ctaHeadline', Says> & {
    cards: { title: string; description: Says; features: string[] }[]
    steps: { title: string; description: string }[]
  }

const english = {
  label: ({ city }) => `${city} Wood Fencing`,
  primaryButton: 'Get My Free Wood Fence Quote',
  call: ({ phone }) => `Call ${phone}`,
  formTitle: ({ city }) => `Get Your Free ${city} Wood Fence Quote`,
  submitButton: 'Request Free Wood Fence Quote',
  formDescription: ({ city, price, responsePromise }) => `Cedar fences for ${city} homes from ${price} per linear foot installed. ${responsePromise}`,
  serviceName: ({ city }) => `Wood Fence Installation in ${city}, TX`,
  serviceType: 'Fence installation',
  serviceDescription: ({ city }) => `Cedar privacy, horizontal and picket fence installation for ${city}, TX homes, with HOA approval handled.`,
  cardsEyebrow: 'Cedar Fence Types',
  cardsTitle: ({ city }) => `Wood Fences for ${city} Homes`,
  cardsIntro: ({ city, price }) => `Installed cedar fences in ${city} typically run ${price} per linear foot, depending on height, style and gates.`,
  cards: [
    {
      title: 'Cedar Privacy Fence',
      description: ({ city }) => `Side-by-side cedar pickets at 6' or 8' tall, the standard backyard fence in ${city} neighborhoods.`,
      features: ["6' or 8' height", 'Dog-ear or flat-top pickets', 'Optional cap and trim'],
    },
    {
      title: 'Horizontal Cedar Fence',
      description: () => 'A modern fence of 1x6 cedar slats on a rigid frame, tight or spaced for a contemporary look.',
      features: ['1x6 cedar slats', 'Tight or spaced layout', 'Steel-framed for straight lines'],
    },
    {
      title: 'Cedar Picket Fence',
      description: () => "A spaced picket fence at 3' or 4' tall for front yards, gardens and pets.",
      features: ["3' or 4' height", 'Pointed, dog-ear or flat tops', 'Front-yard permit help'],
    },
  ],
  whyEyebrow: ({ city }) => `Why ${city} Chooses Us`,
  whyTitle: ({ city, year }) => `Your ${city} Wood Fence Experts Since ${year}`,
  processEyebrow: 'Our Process',
  processTitle: 'Four Steps to Your New Cedar Fence',
  steps: [
    { title: 'Free Consultation', description: 'We measure your yard, bring cedar samples and send a written quote within 24 hours.' },
    { title: 'HOA Approval', description: 'We prepare and submit your HOA application and any permit; approval usually takes 2-4 weeks.' },
    { title: 'Professional Installation', description: 'Posts set 24-30 inches deep in concrete; most wood fences are built in 2-4 days.' },
    { title: 'Final Inspection', description: 'We walk the fence with you, clean up and register your lifetime workmanship warranty.' },
  ],
  neighborhoodsEyebrow: 'Neighborhoods',
  neighborhoodsTitle: ({ city }) => `${city} Neighborhoods We Serve`,
  moreLink: ({ city }) => `All fence services in ${city}`,
  faqEyebrow: 'Wood Fence FAQ',
  faqTitle: ({ city }) => `${city} Wood Fence Questions`,
  ctaHeadline: ({ city }) => `Ready for a New Wood Fence in ${city}?`,
  scheduleButton: 'Schedule Free Estimate',
} satisfies WoodCityWords

/** The wood-fencing template's words in each language; the city, prices and phone come from the file and the configuration. */
export const woodCityWords = {
  en: english,
  es: {
    label: ({ city }) => `Cercas de madera en ${city}`,
    primaryButton: 'Pedir mi cotización gratis de cerca de madera',
    call: ({ phone }) => `Llame al ${phone}`,
    formTitle: ({ city }) => `Cotización gratis de su cerca de madera en ${city}`,
    submitButton: 'Pedir cotización gratis de cerca de madera',
    formDescription: ({ city, price, responsePromise }) =>
      `Cercas de cedro para casas de ${city} desde ${price} por pie lineal, ya instaladas. ${responsePromise}`,
    serviceName: ({ city }) => `Instalación de cercas de madera en ${city}, TX`,
    serviceType: 'Instalación de cercas',
    serviceDescription: ({ city }) =>
      `Instalación de cercas de cedro de privacidad, horizontales y de tablas para casas de ${city}, TX, con el trámite ante la asociación de propietarios (HOA) incluido.`,
    cardsEyebrow: 'Tipos de cercas de cedro',
    cardsTitle: ({ city }) => `Cercas de madera para casas de ${city}`,
    cardsIntro: ({ city, price }) =>
      `En ${city}, una cerca de cedro instalada cuesta por lo general ${price} por pie lineal, según la altura, el estilo y los portones.`,
    cards: [
      {
        title: 'Cerca de privacidad de cedro',
        description: ({ city }) =>
          `Tablas de cedro una junto a otra, de 6 u 8 pies de alto: la cerca de patio trasero más común en los vecindarios de ${city}.`,
        features: ['6 u 8 pies de alto', 'Tablas dog-ear o de corte recto', 'Remate y moldura opcionales'],
      },
      {
        title: 'Cerca horizontal de cedro',
        description: () => 'Una cerca moderna de tablas de cedro de 1x6 sobre un marco rígido, juntas o con separación, para un estilo contemporáneo.',
        features: ['Tablas de cedro de 1x6', 'Juntas o con separación', 'Marco de acero para líneas rectas'],
      },
      {
        title: 'Cerca de tablas espaciadas de cedro',
        description: () => 'Una cerca de tablas con separación, de 3 o 4 pies de alto, para el jardín delantero, el huerto y las mascotas.',
        features: ['3 o 4 pies de alto', 'Puntas en pico, dog-ear o rectas', 'Ayuda con el permiso para el jardín delantero'],
      },
    ],
    whyEyebrow: ({ city }) => `Por qué ${city} nos elige`,
    whyTitle: ({ city, year }) => `Sus expertos en cercas de madera en ${city} desde ${year}`,
    processEyebrow: 'Nuestro proceso',
    processTitle: 'Cuatro pasos para su nueva cerca de cedro',
    steps: [
      {
        title: 'Consulta gratis',
        description: 'Medimos su patio, le llevamos muestras de cedro y le mandamos una cotización por escrito en menos de 24 horas.',
      },
      {
        title: 'Aprobación de la HOA',
        description: 'Preparamos y presentamos su solicitud a la asociación de propietarios (HOA) y cualquier permiso; la aprobación suele tardar 2-4 semanas.',
      },
      {
        title: 'Instalación profesional',
        description: 'Fijamos los postes en concreto a 24-30 pulgadas de profundidad; casi todas las cercas de madera quedan listas en 2-4 días.',
      },
      { title: 'Inspección final', description: 'Revisamos la cerca con usted, limpiamos y registramos su garantía de por vida en la mano de obra.' },
    ],
    neighborhoodsEyebrow: 'Vecindarios',
    neighborhoodsTitle: ({ city }) => `Vecindarios de ${city} donde trabajamos`,
    moreLink: ({ city }) => `Todos los servicios de cercas en ${city}`,
    faqEyebrow: 'Preguntas sobre cercas de madera',
    faqTitle: ({ city }) => `Preguntas sobre cercas de madera en ${city}`,
    ctaHeadline: ({ city }) => `¿Quiere una cerca de madera nueva en ${city}?`,
    scheduleButton: 'Agendar presupuesto gratis',
  },
} satisfies Record<Language, typeof english>
