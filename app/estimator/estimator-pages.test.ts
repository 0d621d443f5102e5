import { describe, expect, it } from 'vitest'
import { pages } from '../route-table.ts'
import { estimatorFenceTypeFor } from './estimator-pages.ts'

describe('estimatorFenceTypeFor', () => {
  it('prices each fencing service page and every city wood fencing page, and nothing else', () => {
    const priced = Object.fromEntries(pages.flatMap((page) => (estimatorFenceTypeFor(page.path) ? [[page.path, estimatorFenceTypeFor(page.path)]] : [])))
    expect(priced).toEqual({
      '/services/wood-fencing': 'wood-fencing',
      '/services/vinyl-fencing': 'vinyl-fencing',
      '/services/chain-link': 'chain-link',
      '/services/black-iron': 'black-iron',
      '/celina-wood-fencing': 'wood-fencing',
      '/prosper-wood-fencing': 'wood-fencing',
      '/mckinney-wood-fencing': 'wood-fencing',
    })
  })
})
