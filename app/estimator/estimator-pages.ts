import { fenceTypes, type FenceType } from '#lead/estimate-options.ts'
import { findPage } from '../route-table.ts'

/**
 * The fence type the compact estimator prices on a page: a fencing service page prices its own
 * type, a city wood fencing page prices wood; other pages show none.
 */
export function estimatorFenceTypeFor(path: string): FenceType | undefined {
  if (findPage(path)?.group === 'wood') return 'wood-fencing'
  return fenceTypes.find((fenceType) => path === `/services/${fenceType}`)
}
