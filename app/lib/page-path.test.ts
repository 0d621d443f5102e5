import { describe, expect, it } from 'vitest'
import { pagePath } from './page-path.ts'

describe('pagePath', () => {
  it('spells a path as the route table does: no trailing slash, the home page as /', () => {
    expect(pagePath('/services/')).toBe('/services')
    expect(pagePath('/services')).toBe('/services')
    expect(pagePath('/locations/celina/')).toBe('/locations/celina')
    expect(pagePath('/')).toBe('/')
  })
})
