import { describe, expect, it } from 'vitest'
import { acceptPlace, type PlaceAddressComponent } from './accept-place.ts'

const component = (long_name: string, short_name: string, ...types: string[]): PlaceAddressComponent => ({ long_name, short_name, types })

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
    expect(acceptPlace({ formatted_address: '210 W Walnut St, Celina, TX 75009, USA', address_components: celina })).toEqual({
      address: '210 W Walnut St, Celina, TX 75009, USA',
      streetAddress: '210 West Walnut Street',
      city: 'Celina',
      zipCode: '75009',
      state: 'TX',
    })
  })

  it('falls back to the level-3 area when there is no locality', () => {
    const components = [...celina.filter((part) => !part.types.includes('locality')), component('Precinct 4', 'Precinct 4', 'administrative_area_level_3')]
    expect(acceptPlace({ formatted_address: 'x', address_components: components })?.city).toBe('Precinct 4')
  })

  it('leaves missing parts empty', () => {
    const components = [component('Texas', 'TX', 'administrative_area_level_1')]
    expect(acceptPlace({ formatted_address: 'Somewhere, TX', address_components: components })).toEqual({
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
    expect(acceptPlace({ formatted_address: '1 Main St, Durant, OK', address_components: oklahoma })).toBeNull()
  })

  it('ignores a place without a formatted address or components', () => {
    expect(acceptPlace({ address_components: celina })).toBeNull()
    expect(acceptPlace({ formatted_address: '210 W Walnut St' })).toBeNull()
    expect(acceptPlace({ formatted_address: '210 W Walnut St', address_components: [] })).toBeNull()
    expect(acceptPlace(undefined)).toBeNull()
    expect(acceptPlace(null)).toBeNull()
  })

  it('ignores a place whose state is only spelled out', () => {
    const components = [component('Texas', 'Texas', 'administrative_area_level_1')]
    expect(acceptPlace({ formatted_address: 'Celina, Texas', address_components: components })).toBeNull()
  })
})
