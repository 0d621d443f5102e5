import { fenceHeights, fenceStyleLabels, fenceTypes, type FenceType } from '#lead/estimate-options.ts'
import { serviceLabel } from '#lead/service-options.ts'
import { estimatorPage } from '../content/fence-cost-estimator.ts'
import { fencePrices, removalPerFoot, type PerFoot } from '#lead/fence-prices.ts'
import { formatUsd } from '#lead/format-usd.ts'
import { heightOptions, styleOptions } from '#lead/fence-estimate.ts'

/** A table of the price book, as the words it shows: a caption, column heads, and one headed row per line. */
export interface PriceTableModel {
  caption: string
  /** The fence type a per-foot table lists; none for the extras. */
  fenceType?: FenceType
  columns: string[]
  rows: { header: string; cells: string[] }[]
}

const dollarRange = ([low, high]: PerFoot) => `${formatUsd(low)}-${formatUsd(high)}`

export function perFootTables(): PriceTableModel[] {
  return fenceTypes.map((fenceType) => {
    const styles = styleOptions(fenceType)
    const heights = fenceHeights.filter((height) => styles.some((style) => heightOptions(fenceType, style).includes(height)))
    return {
      caption: serviceLabel(fenceType),
      fenceType,
      columns: ['Height', ...styles.map((style) => (styles.length > 1 ? fenceStyleLabels[style] : 'Per foot'))],
      rows: heights.map((height) => ({
        header: `${height} ft`,
        cells: styles.map((style) => {
          const price = fencePrices[fenceType].styles[style]?.[height]
          return price ? dollarRange(price) : 'Not offered'
        }),
      })),
    }
  })
}

export function extrasTable(): PriceTableModel {
  const rows = [
    { header: 'Walk gate', price: (type: FenceType) => dollarRange(fencePrices[type].gates.walk) },
    { header: 'Single driveway gate (up to 16 ft)', price: (type: FenceType) => dollarRange(fencePrices[type].gates.singleDrive) },
    { header: 'Double driveway gate', price: (type: FenceType) => dollarRange(fencePrices[type].gates.doubleDrive) },
    { header: 'Old fence removal, per foot', price: () => dollarRange(removalPerFoot) },
    {
      header: 'Staining, per foot (4 / 6 / 8 ft)',
      price: (type: FenceType) => {
        const stain = fencePrices[type].stainPerFoot
        return stain ? fenceHeights.map((height) => (stain[height] ? dollarRange(stain[height]) : '')).join(' / ') : 'Not offered'
      },
    },
  ]
  return {
    caption: estimatorPage.extrasTableTitle,
    columns: ['Item', ...fenceTypes.map(serviceLabel)],
    rows: rows.map((row) => ({ header: row.header, cells: fenceTypes.map(row.price) })),
  }
}
