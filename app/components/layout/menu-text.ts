import type { Language } from '#app/lib/language.tsx'

const english = { home: 'Home', services: 'Services', locations: 'Locations' }

/** The menu words the header, the mobile menu and the footer say themselves; the links they list come as props. */
export const menuText = { en: english, es: { home: 'Inicio', services: 'Servicios', locations: 'Áreas' } } satisfies Record<Language, typeof english>
