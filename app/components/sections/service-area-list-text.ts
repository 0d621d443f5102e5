import type { Language } from '#app/lib/language.tsx'

const english = {
  loading: 'Loading more areas…',
  showMore: (remaining: number) => `Show More Areas (${remaining} remaining)`,
  added: (cities: readonly string[], left: number) =>
    `Added ${cities.length} more ${cities.length === 1 ? 'area' : 'areas'}: ${cities.join(', ')}. ${left === 0 ? 'All areas shown.' : `${left} remaining.`}`,
  aboutFencingIn: (city: string) => ` about fencing in ${city}`,
  quoteIn: (city: string) => ` in ${city}`,
}

/** What the service-area list says itself, the live region's news included; the areas come as props. */
export const serviceAreaListText = {
  en: english,
  es: {
    loading: 'Cargando más áreas…',
    showMore: (remaining: number) => `Ver más áreas (${remaining === 1 ? 'queda 1' : `quedan ${remaining}`})`,
    added: (cities: readonly string[], left: number) =>
      `${cities.length === 1 ? 'Se agregó 1 área más' : `Se agregaron ${cities.length} áreas más`}: ${cities.join(', ')}. ${
        left === 0 ? 'Ya se muestran todas las áreas.' : left === 1 ? 'Queda 1.' : `Quedan ${left}.`
      }`,
    aboutFencingIn: (city: string) => ` sobre cercas en ${city}`,
    quoteIn: (city: string) => ` en ${city}`,
  },
} satisfies Record<Language, typeof english>
