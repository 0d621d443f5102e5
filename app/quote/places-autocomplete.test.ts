// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import type { PlaceAddress } from './accept-place.ts'
import { addressSuggestionRequest, createAddressSearch, loadAddressSearch, type PlacesApi } from './places-autocomplete.ts'

const config = { apiKey: 'public-maps-key', scriptUrl: 'https://maps.googleapis.com/maps/api/js' }

const texasPlace: PlaceAddress = {
  formattedAddress: '210 W Walnut St, Celina, TX 75009, USA',
  addressComponents: [
    { longText: '210', shortText: '210', types: ['street_number'] },
    { longText: 'West Walnut Street', shortText: 'W Walnut St', types: ['route'] },
    { longText: 'Celina', shortText: 'Celina', types: ['locality', 'political'] },
    { longText: 'Texas', shortText: 'TX', types: ['administrative_area_level_1', 'political'] },
    { longText: '75009', shortText: '75009', types: ['postal_code'] },
  ],
}
const oklahomaPlace: PlaceAddress = {
  formattedAddress: '120 W Main St, Durant, OK 74701, USA',
  addressComponents: [{ longText: 'Oklahoma', shortText: 'OK', types: ['administrative_area_level_1', 'political'] }],
}

class SessionToken {}

/**
 * A stand-in for the places library that answers every search with the same predictions and
 * records what the search sent: each request, and each place's fetched fields with the session
 * token of the request that suggested it (the real library sends that token with fetchFields).
 */
function fakePlaces(places: Record<string, PlaceAddress>) {
  const requests: google.maps.places.AutocompleteRequest[] = []
  const fetched: Array<{ placeId: string; fields: string[]; sessionToken: unknown }> = []
  const api: PlacesApi = {
    AutocompleteSessionToken: SessionToken,
    AutocompleteSuggestion: {
      async fetchAutocompleteSuggestions(request) {
        requests.push(request)
        return {
          suggestions: [
            // A query prediction carries no place: it is not an address to choose.
            { placePrediction: null },
            ...Object.entries(places).map(([placeId, place]) => ({
              placePrediction: {
                placeId,
                text: { text: place.formattedAddress ?? '' },
                mainText: { text: place.formattedAddress?.split(', ')[0] ?? '' },
                secondaryText: { text: place.formattedAddress?.split(', ').slice(1).join(', ') ?? '' },
                toPlace: () => ({
                  fetchFields: async ({ fields }: { fields: string[] }) => {
                    fetched.push({ placeId, fields, sessionToken: request.sessionToken })
                    return { place }
                  },
                }),
              },
            })),
          ],
        }
      },
    },
  }
  return { api, requests, fetched }
}

describe('addressSuggestionRequest', () => {
  it('asks for US street addresses inside the box around Texas, in the given session', () => {
    const sessionToken = new SessionToken()
    expect(addressSuggestionRequest('210 W Wal', sessionToken)).toEqual({
      input: '210 W Wal',
      sessionToken,
      includedRegionCodes: ['us'],
      includedPrimaryTypes: ['street_address', 'premise', 'subpremise'],
      locationRestriction: { south: 25.84, west: -106.65, north: 36.5, east: -93.51 },
    })
  })
})

describe('createAddressSearch', () => {
  it('turns place predictions into suggestions with a main and a secondary line', async () => {
    const { api } = fakePlaces({ celina: texasPlace })
    const found = await createAddressSearch(api).suggest('210 W Wal')
    expect(found.map(({ id, mainText, secondaryText }) => ({ id, mainText, secondaryText }))).toEqual([
      { id: 'celina', mainText: '210 W Walnut St', secondaryText: 'Celina, TX 75009, USA' },
    ])
  })

  it('keeps one session token for a whole search, ends it with the chosen place and starts a new one after', async () => {
    const { api, requests, fetched } = fakePlaces({ celina: texasPlace })
    const search = createAddressSearch(api)
    await search.suggest('210')
    await search.suggest('210 W')
    const [suggestion] = await search.suggest('210 W Wal')
    const [first, second, third] = requests.map((request) => request.sessionToken)
    expect(first).toBeInstanceOf(SessionToken)
    expect(second).toBe(first)
    expect(third).toBe(first)

    await expect(search.choose(suggestion!)).resolves.toEqual({
      address: '210 W Walnut St, Celina, TX 75009, USA',
      streetAddress: '210 West Walnut Street',
      city: 'Celina',
      zipCode: '75009',
      state: 'TX',
    })
    expect(fetched).toEqual([{ placeId: 'celina', fields: ['formattedAddress', 'addressComponents'], sessionToken: first }])

    await search.suggest('400 E')
    expect(requests[3]?.sessionToken).toBeInstanceOf(SessionToken)
    expect(requests[3]?.sessionToken).not.toBe(first)
  })

  it('chooses nothing outside Texas, and still starts a new session', async () => {
    const { api, requests } = fakePlaces({ durant: oklahomaPlace })
    const search = createAddressSearch(api)
    const [suggestion] = await search.suggest('120 W Main')
    await expect(search.choose(suggestion!)).resolves.toBeNull()
    await search.suggest('120 W Main St')
    expect(requests[1]?.sessionToken).not.toBe(requests[0]?.sessionToken)
  })

  it('passes a failed request on to the field', async () => {
    const api: PlacesApi = {
      AutocompleteSessionToken: SessionToken,
      AutocompleteSuggestion: { fetchAutocompleteSuggestions: () => Promise.reject(new Error('PERMISSION_DENIED')) },
    }
    await expect(createAddressSearch(api).suggest('210 W Wal')).rejects.toThrow('PERMISSION_DENIED')
  })
})

describe('loadAddressSearch', () => {
  const defineMaps = (importLibrary: () => Promise<unknown>) => Object.assign(window, { google: { maps: { importLibrary } } })

  beforeEach(() => {
    Reflect.deleteProperty(window, 'google')
  })

  it('is null without a key, and loads nothing', async () => {
    await expect(loadAddressSearch({ scriptUrl: config.scriptUrl })).resolves.toBeNull()
    expect(document.querySelectorAll('script')).toHaveLength(0)
  })

  it('searches with the places library the maps script imports', async () => {
    const { api, requests } = fakePlaces({ celina: texasPlace })
    const imported: string[] = []
    defineMaps(async (...names: unknown[]) => {
      imported.push(String(names[0]))
      return api
    })
    const search = await loadAddressSearch(config)
    expect(imported).toEqual(['places'])
    await search?.suggest('210 W Wal')
    expect(requests).toHaveLength(1)
  })

  it('is null when the library cannot be imported or has no Places API (New)', async () => {
    defineMaps(() => Promise.reject(new Error('ApiNotActivatedMapError')))
    await expect(loadAddressSearch(config)).resolves.toBeNull()
    defineMaps(async () => ({ Autocomplete: class {} }))
    await expect(loadAddressSearch(config)).resolves.toBeNull()
  })
})
