import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentDir } from './collections.ts'
import { translationProblems } from './translation-problems.ts'

const englishFiles = readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.json') && !name.endsWith('.es.json'))
  .sort()
const read = (name: string): unknown => JSON.parse(readFileSync(path.join(contentDir, name), 'utf8'))

describe('every content file has its Spanish twin', () => {
  it.each(englishFiles)('%s', (name) => {
    const spanishName = name.replace(/\.json$/, '.es.json')
    expect(existsSync(path.join(contentDir, spanishName)), `${spanishName} is missing`).toBe(true)
    expect(translationProblems(read(name), read(spanishName))).toEqual([])
  })
})

describe('the translation check', () => {
  it('names a text left in English, a lost placeholder, a changed identifier and a missing field', () => {
    const english = { title: 'Call us today', phone: 'Call {site.phone.display}', image: 'gate-hero', city: 'Celina', price: '$35-$55', items: ['One'] }
    expect(translationProblems(english, { ...english, phone: 'Llame hoy', image: 'otra', items: ['Uno'] })).toEqual([
      'title: the English text unchanged: "Call us today"',
      'phone: keep the placeholders {site.phone.display}',
      'image: an identifier, keep "gate-hero"',
    ])
    expect(translationProblems({ a: 'Hello there', b: 'Bye now' }, { a: 'Hola' })).toEqual(['b: missing in Spanish'])
    expect(translationProblems(english, { ...english, title: 'Llámenos hoy', phone: 'Llame al {site.phone.display}', items: ['Uno'] })).toEqual([])
  })
})
