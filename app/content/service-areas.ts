import type { ServiceArea } from './types.ts'

/**
 * Where the crews work (spec: service-area list). The eight primary cities each have a
 * landing page; the secondary ones are served from the nearest crew and have none.
 * `distance` is the response-time text: same/next-day in the core cities, 2-3 days for the
 * outer ones (Gunter, Pilot Point, Little Elm, Plano, North Dallas).
 */
export const serviceAreas: readonly ServiceArea[] = [
  {
    city: 'Celina',
    area: 'Our home base · Collin & Denton Counties',
    distance: 'Same-day response',
    features: ['Light Farms & Mustang Lakes HOA specs on file', 'Stain and repair crews based in town'],
    primary: true,
    link: '/celina-fence-company',
  },
  {
    city: 'Prosper',
    area: 'Town of Prosper · Collin & Denton Counties',
    distance: 'Same-day response',
    features: ['Windsong Ranch & Star Trail approvals', 'Premium cedar and iron specialists'],
    primary: true,
    link: '/prosper-fence-company',
  },
  {
    city: 'Frisco',
    area: 'North & west Frisco · Collin & Denton Counties',
    distance: 'Same-day response',
    features: ['Permits pulled for you', 'Pool-code iron and automatic gates'],
    primary: true,
    link: '/frisco-fence-company',
  },
  {
    city: 'McKinney',
    area: 'Stonebridge Ranch to Trinity Falls · Collin County',
    distance: 'Same-day response',
    features: ['Stonebridge Ranch & Craig Ranch HOA specs', 'Historic-district picket fences'],
    primary: true,
    link: '/mckinney-fence-company',
  },
  {
    city: 'Allen',
    area: 'Twin Creeks to Watters Crossing · Collin County',
    distance: 'Next-day response',
    features: ['Replacement fences for established lots', 'Alley-access scheduling'],
    primary: true,
    link: '/allen-fence-company',
  },
  {
    city: 'Aubrey',
    area: 'Sandbrock Ranch & rural acreage · Denton County',
    distance: 'Next-day response',
    features: ['New-build yards and acreage', 'Ranch entry gates'],
    primary: true,
    link: '/aubrey-fence-company',
  },
  {
    city: 'Gunter',
    area: 'Preston Road corridor · Grayson County',
    distance: 'Response in 2-3 days',
    features: ['Long-run acreage fencing', 'Solar-powered gate openers'],
    primary: true,
    link: '/gunter-fence-company',
  },
  {
    city: 'Pilot Point',
    area: 'Lake Ray Roberts & horse country · Denton County',
    distance: 'Response in 2-3 days',
    features: ['Horse-safe pipe and rail fencing', 'Lake-lot privacy fences'],
    primary: true,
    link: '/pilot-point-fence-company',
  },
  {
    city: 'Little Elm',
    area: 'Lakefront neighborhoods · Denton County',
    distance: 'Response in 2-3 days',
    features: ['Cedar privacy and vinyl'],
    primary: false,
  },
  {
    city: 'Anna',
    area: 'North of McKinney · Collin County',
    distance: 'Next-day response',
    features: ['New-construction backyard fences'],
    primary: false,
  },
  {
    city: 'The Colony',
    area: 'Lewisville Lake shoreline · Denton County',
    distance: 'Next-day response',
    features: ['Fence replacement and repair'],
    primary: false,
  },
  {
    city: 'Plano',
    area: 'West & north Plano · Collin County',
    distance: 'Response in 2-3 days',
    features: ['Board-on-board replacements'],
    primary: false,
  },
  {
    city: 'North Dallas',
    area: 'Far North Dallas & nearby suburbs',
    distance: 'Response in 2-3 days',
    features: ['Iron and commercial projects'],
    primary: false,
  },
]

/** The landing page of a served city, if it has one. */
export function serviceAreaLink(city: string): string | undefined {
  return serviceAreas.find((area) => area.city === city)?.link
}
