import { cn } from '../lib/utils.ts'
import type { PriceTableModel } from './price-tables.ts'

const cellClassName = 'border-b px-3 py-2 text-left'

export function PriceTable({ table, className }: { table: PriceTableModel; className?: string }) {
  return (
    // Focusable and named: a phone may scroll the table sideways, and a keyboard must reach it.
    <div role="region" aria-label={table.caption} tabIndex={0} className={cn('scroll-shadow-x overflow-x-auto rounded-xl border p-4', className)}>
      <table className="w-full text-sm" data-fence-type={table.fenceType}>
        <caption className="mb-2 text-left text-lg font-bold">{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col" className={cellClassName}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.header}>
              <th scope="row" className={cellClassName}>
                {row.header}
              </th>
              {row.cells.map((cell, index) => (
                <td key={table.columns[index + 1]} className={cellClassName}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
