import { fenceHeights, fenceTypes, type FenceType } from '#lead/estimate-options.ts'
import { fenceStyleNames } from '#lead/estimate-summary.ts'
import { serviceLabelIn } from '#lead/service-options.ts'
import { estimatorLabels } from '../content/estimator-forms.ts'
import { estimatorPage, priceTableLabels } from '../content/fence-cost-estimator.ts'
import type { Language } from '../lib/language.tsx'
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

export function perFootTables(language: Language = 'en'): PriceTableModel[] {
  const words = priceTableLabels[language]
  return fenceTypes.map((fenceType) => {
    const styles = styleOptions(fenceType)
    const heights = fenceHeights.filter((height) => styles.some((style) => heightOptions(fenceType, style).includes(height)))
    return {
      caption: serviceLabelIn(language)(fenceType),
      fenceType,
      columns: [words.height, ...styles.map((style) => (styles.length > 1 ? fenceStyleNames[language][style] : words.perFoot))],
      rows: heights.map((height) => ({
        header: estimatorLabels[language].heightOption(height),
        cells: styles.map((style) => {
          const price = fencePrices[fenceType].styles[style]?.[height]
          return price ? dollarRange(price) : words.notOffered
        }),
      })),
    }
  })
}

export function extrasTable(language: Language = 'en'): PriceTableModel {
  const words = priceTableLabels[language]
  const rows = [
    { header: words.walkGate, price: (type: FenceType) => dollarRange(fencePrices[type].gates.walk) },
    { header: words.singleDriveGate, price: (type: FenceType) => dollarRange(fencePrices[type].gates.singleDrive) },
    { header: words.doubleDriveGate, price: (type: FenceType) => dollarRange(fencePrices[type].gates.doubleDrive) },
    { header: words.removal, price: () => dollarRange(removalPerFoot) },
    {
      header: words.staining,
      price: (type: FenceType) => {
        const stain = fencePrices[type].stainPerFoot
        return stain ? fenceHeights.map((height) => (stain[height] ? dollarRange(stain[height]) : '')).join(' / ') : words.notOffered
      },
    },
  ]
  return {
    caption: estimatorPage[language].extrasTableTitle,
    columns: [words.item, ...fenceTypes.map(serviceLabelIn(language))],
    rows: rows.map((row) => ({ header: row.header, cells: fenceTypes.map(row.price) })),
  }
}
