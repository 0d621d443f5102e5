import type { Language } from './language.tsx'

/**
 * The address of each page that is not a content family's, in each language: the route table's rows and the links
 * that code writes (a form's privacy link, the estimator's financing link) read them here. Families' addresses are in their files.
 */
export const sitePaths = {
  home: { en: '/', es: '/es' },
  locations: { en: '/locations', es: '/es/areas-de-servicio' },
  reviews: { en: '/reviews', es: '/es/resenas' },
  faqs: { en: '/faqs', es: '/es/preguntas-frecuentes' },
  contact: { en: '/contact', es: '/es/contacto' },
  estimator: { en: '/fence-cost-estimator', es: '/es/calculadora-de-costo-de-cercas' },
  financing: { en: '/financing', es: '/es/financiamiento' },
  sitemap: { en: '/sitemap', es: '/es/mapa-del-sitio' },
  privacy: { en: '/privacy', es: '/es/privacidad' },
  notFound: { en: '/404', es: '/es/404' },
} as const satisfies Record<string, Record<Language, string>>
