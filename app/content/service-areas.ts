import { cityNames, cityPath, type CitySlug } from '../city-landings.ts'
import type { ServiceArea } from './types.ts'

/**
 * Where the crews work (spec: service-area list). The eight primary cities each have a
 * landing page, named by its slug; the secondary ones are served from the nearest crew and have none.
 * `distance` is the response-time text: same/next-day in the core cities, 2-3 days for the
 * outer ones (Gunter, Pilot Point, Little Elm, Plano, North Dallas).
 */
const areas: Array<Omit<ServiceArea, 'city' | 'primary' | 'link'> & ({ slug: CitySlug } | { city: string })> = [
  {
    slug: 'celina',
    area: 'Our home base · Collin & Denton Counties',
    distance: 'Same-day response',
    features: ['Light Farms & Mustang Lakes HOA specs on file', 'Stain and repair crews based in town'],
  },
  {
    slug: 'prosper',
    area: 'Town of Prosper · Collin & Denton Counties',
    distance: 'Same-day response',
    features: ['Windsong Ranch & Star Trail approvals', 'Premium cedar and iron specialists'],
  },
  {
    slug: 'frisco',
    area: 'North & west Frisco · Collin & Denton Counties',
    distance: 'Same-day response',
    features: ['Permits pulled for you', 'Pool-code iron and automatic gates'],
  },
  {
    slug: 'mckinney',
    area: 'Stonebridge Ranch to Trinity Falls · Collin County',
    distance: 'Same-day response',
    features: ['Stonebridge Ranch & Craig Ranch HOA specs', 'Historic-district picket fences'],
  },
  {
    slug: 'allen',
    area: 'Twin Creeks to Watters Crossing · Collin County',
    distance: 'Next-day response',
    features: ['Replacement fences for established lots', 'Alley-access scheduling'],
  },
  {
    slug: 'aubrey',
    area: 'Sandbrock Ranch & rural acreage · Denton County',
    distance: 'Next-day response',
    features: ['New-build yards and acreage', 'Ranch entry gates'],
  },
  {
    slug: 'gunter',
    area: 'Preston Road corridor · Grayson County',
    distance: 'Response in 2-3 days',
    features: ['Long-run acreage fencing', 'Solar-powered gate openers'],
  },
  {
    slug: 'pilot-point',
    area: 'Lake Ray Roberts & horse country · Denton County',
    distance: 'Response in 2-3 days',
    features: ['Horse-safe pipe and rail fencing', 'Lake-lot privacy fences'],
  },
  {
    city: 'Little Elm',
    area: 'Lakefront neighborhoods · Denton County',
    distance: 'Response in 2-3 days',
    features: ['Cedar privacy and vinyl'],
  },
  {
    city: 'Anna',
    area: 'North of McKinney · Collin County',
    distance: 'Next-day response',
    features: ['New-construction backyard fences'],
  },
  {
    city: 'The Colony',
    area: 'Lewisville Lake shoreline · Denton County',
    distance: 'Next-day response',
    features: ['Fence replacement and repair'],
  },
  {
    city: 'Plano',
    area: 'West & north Plano · Collin County',
    distance: 'Response in 2-3 days',
    features: ['Board-on-board replacements'],
  },
  {
    city: 'North Dallas',
    area: 'Far North Dallas & nearby suburbs',
    distance: 'Response in 2-3 days',
    features: ['Iron and commercial projects'],
  },
]

export const serviceAreas: readonly ServiceArea[] = areas.map((area) => {
  if (!('slug' in area)) return { ...area, primary: false }
  const { slug, ...rest } = area
  return { city: cityNames[slug], ...rest, primary: true, link: cityPath(slug) }
})

/** The landing page of a served city, if it has one. */
export function serviceAreaLink(city: string): string | undefined {
  return serviceAreas.find((area) => area.city === city)?.link
}
