import { describe, expect, it } from 'vitest'
import { acceptPlace, type PlaceAddressComponent } from './accept-place.ts'

const component = (longText: string, shortText: string, ...types: string[]): PlaceAddressComponent => ({ longText, shortText, types })

const celina = [
  component('210', '210', 'street_number'),
  component('West Walnut Street', 'W Walnut St', 'route'),
  component('Celina', 'Celina', 'locality', 'political'),
  component('Collin County', 'Collin County', 'administrative_area_level_2', 'political'),
  component('Texas', 'TX', 'administrative_area_level_1', 'political'),
  component('United States', 'US', 'country', 'political'),
  component('75009', '75009', 'postal_code'),
]

describe('acceptPlace', () => {
  it('accepts a Texas place and fills address, street, city, zip and state', () => {
    expect(acceptPlace({ formattedAddress: '210 W Walnut St, Celina, TX 75009, USA', addressComponents: celina })).toEqual({
      address: '210 W Walnut St, Celina, TX 75009, USA',
      streetAddress: '210 West Walnut Street',
      city: 'Celina',
      zipCode: '75009',
      state: 'TX',
    })
  })

  it('falls back to the level-3 area when there is no locality', () => {
    const components = [...celina.filter((part) => !part.types.includes('locality')), component('Precinct 4', 'Precinct 4', 'administrative_area_level_3')]
    expect(acceptPlace({ formattedAddress: 'x', addressComponents: components })?.city).toBe('Precinct 4')
  })

  it('leaves missing parts empty', () => {
    const components = [component('Texas', 'TX', 'administrative_area_level_1')]
    expect(acceptPlace({ formattedAddress: 'Somewhere, TX', addressComponents: components })).toEqual({
      address: 'Somewhere, TX',
      streetAddress: '',
      city: '',
      zipCode: '',
      state: 'TX',
    })
  })

  it('ignores a place outside Texas', () => {
    const oklahoma = celina.map((part) =>
      part.types.includes('administrative_area_level_1') ? component('Oklahoma', 'OK', 'administrative_area_level_1') : part,
    )
    expect(acceptPlace({ formattedAddress: '1 Main St, Durant, OK', addressComponents: oklahoma })).toBeNull()
  })

  it('ignores a place without a formatted address or components', () => {
    expect(acceptPlace({ addressComponents: celina })).toBeNull()
    expect(acceptPlace({ formattedAddress: '210 W Walnut St' })).toBeNull()
    expect(acceptPlace({ formattedAddress: '210 W Walnut St', addressComponents: [] })).toBeNull()
    expect(acceptPlace(undefined)).toBeNull()
    expect(acceptPlace(null)).toBeNull()
  })

  it('reads a part without text as missing', () => {
    const components = [component('Texas', 'TX', 'administrative_area_level_1'), { longText: null, shortText: null, types: ['postal_code'] }]
    expect(acceptPlace({ formattedAddress: 'Celina, TX', addressComponents: components })?.zipCode).toBe('')
    expect(
      acceptPlace({ formattedAddress: 'Celina', addressComponents: [{ longText: 'Texas', shortText: null, types: ['administrative_area_level_1'] }] }),
    ).toBeNull()
  })

  it('ignores a place whose state is only spelled out', () => {
    const components = [component('Texas', 'Texas', 'administrative_area_level_1')]
    expect(acceptPlace({ formattedAddress: 'Celina, Texas', addressComponents: components })).toBeNull()
  })
})
