import { fenceHeights, fenceStyleLabels, fenceTypes, type FenceType } from '../../lead/estimate-options.ts'
import { serviceLabel } from '../../lead/service-options.ts'
import { estimatorPage } from '../content/fence-cost-estimator.ts'
import { fencePrices, removalPerFoot, type PerFoot } from '../content/fence-prices.ts'
import { formatUsd } from '../lib/format-usd.ts'
import { heightOptions, styleOptions } from './estimate.ts'

const dollarRange = ([low, high]: PerFoot) => `${formatUsd(low)}-${formatUsd(high)}`
const cellClassName = 'border-b px-3 py-2 text-left'

/** Every per-foot price of the price book, by type, style and height: the estimator without JavaScript. */
export function PriceTable() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {fenceTypes.map((fenceType) => {
        const styles = styleOptions(fenceType)
        const heights = fenceHeights.filter((height) => styles.some((style) => heightOptions(fenceType, style).includes(height)))
        return (
          // Focusable and named: a phone may scroll the table sideways, and a keyboard must reach it.
          <div key={fenceType} role="region" aria-label={serviceLabel(fenceType)} tabIndex={0} className="overflow-x-auto rounded-xl border bg-card p-4">
            <table className="w-full text-sm" data-fence-type={fenceType}>
              <caption className="mb-2 text-left text-lg font-bold">{serviceLabel(fenceType)}</caption>
              <thead>
                <tr>
                  <th scope="col" className={cellClassName}>
                    Height
                  </th>
                  {styles.map((style) => (
                    <th key={style} scope="col" className={cellClassName}>
                      {styles.length > 1 ? fenceStyleLabels[style] : 'Per foot'}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {heights.map((height) => (
                  <tr key={height}>
                    <th scope="row" className={cellClassName}>
                      {height} ft
                    </th>
                    {styles.map((style) => {
                      const price = fencePrices[fenceType].styles[style]?.[height]
                      return (
                        <td key={style} className={cellClassName}>
                          {price ? dollarRange(price) : 'Not offered'}
                        </td>
                      )
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      })}
    </div>
  )
}

/** Gates per gate and the per-foot extras, by fence type. */
export function ExtrasTable() {
  const rows = [
    { label: 'Walk gate', price: (type: FenceType) => dollarRange(fencePrices[type].gates.walk) },
    { label: 'Single driveway gate (up to 16 ft)', price: (type: FenceType) => dollarRange(fencePrices[type].gates.singleDrive) },
    { label: 'Double driveway gate', price: (type: FenceType) => dollarRange(fencePrices[type].gates.doubleDrive) },
    { label: 'Old fence removal, per foot', price: () => dollarRange(removalPerFoot) },
    {
      label: 'Staining, per foot (4 / 6 / 8 ft)',
      price: (type: FenceType) => {
        const stain = fencePrices[type].stainPerFoot
        return stain ? fenceHeights.map((height) => (stain[height] ? dollarRange(stain[height]) : '')).join(' / ') : 'Not offered'
      },
    },
  ]
  return (
    <div role="region" aria-label={estimatorPage.extrasTableTitle} tabIndex={0} className="mt-6 overflow-x-auto rounded-xl border bg-card p-4">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left text-lg font-bold">{estimatorPage.extrasTableTitle}</caption>
        <thead>
          <tr>
            <th scope="col" className={cellClassName}>
              Item
            </th>
            {fenceTypes.map((type) => (
              <th key={type} scope="col" className={cellClassName}>
                {serviceLabel(type)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className={cellClassName}>
                {row.label}
              </th>
              {fenceTypes.map((type) => (
                <td key={type} className={cellClassName}>
                  {row.price(type)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
