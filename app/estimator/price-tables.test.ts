import { describe, expect, it } from 'vitest'
import { extrasTable, perFootTables } from './price-tables.ts'

describe('the price book as tables', () => {
  const tables = perFootTables()
  const table = (caption: string) => tables.find((candidate) => candidate.caption === caption)!

  it('has one per-foot table per fence type', () => {
    expect(tables.map((candidate) => candidate.caption)).toEqual(['Wood Fencing', 'Vinyl Fencing', 'Chain Link Fencing', 'Black Iron Fencing'])
  })

  it('lists wood by style across and height down, each cell a per-foot range', () => {
    const wood = table('Wood Fencing')
    expect(wood.fenceType).toBe('wood-fencing')
    expect(wood.columns).toEqual(['Height', 'Side-by-side', 'Board-on-board', 'Horizontal'])
    expect(wood.rows.map((row) => row.header)).toEqual(['4 ft', '6 ft', '8 ft'])
    expect(wood.rows[1]).toEqual({ header: '6 ft', cells: ['$25-$35', '$35-$45', '$35-$45'] })
  })

  it('gives a type with one style a single "Per foot" column, and only the heights it is built in', () => {
    const iron = table('Black Iron Fencing')
    expect(iron.columns).toEqual(['Height', 'Per foot'])
    expect(iron.rows).toEqual([
      { header: '4 ft', cells: ['$30-$45'] },
      { header: '6 ft', cells: ['$45-$60'] },
    ])
  })

  it('prices gates, removal and staining per type, and says where something is not offered', () => {
    const extras = extrasTable()
    expect(extras.caption).toBe('Gates and Extras')
    expect(extras.columns).toEqual(['Item', 'Wood Fencing', 'Vinyl Fencing', 'Chain Link Fencing', 'Black Iron Fencing'])
    const row = (header: string) => extras.rows.find((candidate) => candidate.header.startsWith(header))!.cells
    expect(row('Walk gate')).toEqual(['$350-$650', '$450-$800', '$250-$450', '$600-$1,100'])
    expect(row('Old fence removal')).toEqual(['$3-$5', '$3-$5', '$3-$5', '$3-$5'])
    expect(row('Staining')).toEqual(['$2-$3 / $3-$5 / $4-$6', 'Not offered', 'Not offered', 'Not offered'])
  })
})
