import { describe, expect, it } from 'vitest'
import { typedAddressParts } from './typed-address.ts'

describe('typedAddressParts', () => {
  it('reads the city, state and ZIP code at the end of a typed Texas address', () => {
    expect(typedAddressParts('905 Maple Ave Unit 12, Celina, TX 75009')).toEqual({ city: 'Celina', state: 'TX', zipCode: '75009' })
    expect(typedAddressParts('12 Oak Ln, Pilot Point, Texas')).toEqual({ city: 'Pilot Point', state: 'TX', zipCode: '' })
    expect(typedAddressParts('3 Elm St, little elm, tx 75068-1234, USA')).toEqual({ city: 'little elm', state: 'TX', zipCode: '75068' })
  })

  it('reads nothing from an address that does not end with a Texas city', () => {
    for (const address of ['905 Maple Ave Unit 12', '120 W Main St, Durant, OK 74701', 'Celina TX', '', ', TX 75009'])
      expect(typedAddressParts(address), address).toBeUndefined()
  })
})
