import { describe, expect, it } from 'vitest'
import { cleanEmailAddress, multiLineText, singleLineText } from './plain-text.ts'

const everyControl = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).join('') + '\x7f'

describe('singleLineText', () => {
  it('removes NUL and the other control characters, keeping the text around them', () => {
    expect(singleLineText('Ma\0ria')).toBe('Maria')
    expect(singleLineText('\0\x01\x1b[31mLopez\x7f')).toBe('[31mLopez')
  })

  it('turns tabs and line breaks into spaces, so pasted words stay apart', () => {
    expect(singleLineText('210 W Walnut St\r\nCelina\tTX')).toBe('210 W Walnut St  Celina TX')
  })

  it('leaves no control character at all', () => {
    expect(singleLineText(`a${everyControl}b`)).toMatch(/^a +b$/)
  })

  it('leaves ordinary text, accents and emoji alone', () => {
    for (const text of ['María José', "O'Brien-Smith", '(469) 555-0142', 'Zoë 🏡 ½ acre']) expect(singleLineText(text)).toBe(text)
  })
})

describe('multiLineText', () => {
  it('keeps tabs and line breaks, and removes NUL and the other controls', () => {
    expect(multiLineText('Gate:\t12 ft\r\nStain:\0 yes\n\x07')).toBe('Gate:\t12 ft\r\nStain: yes\n')
    expect(multiLineText(everyControl)).toBe('\t\n\r')
  })
})

describe('text that reaches the owner', () => {
  it('loses bidi overrides, embeddings and isolates, so nothing can reorder what the owner reads', () => {
    expect(singleLineText('Maria \u202Egnp.exe\u202C Lopez')).toBe('Maria gnp.exe Lopez')
    expect(singleLineText('\u202A\u202B\u202D\u2066\u2067\u2068\u2069Lopez')).toBe('Lopez')
    expect(multiLineText('Gate\u202E\nfence\u2069')).toBe('Gate\nfence')
  })

  it('loses zero-width characters and the byte order mark', () => {
    expect(singleLineText('Ma\u200Bri\u200Ca\u200D \u2060Lo\uFEFFpez')).toBe('Maria Lopez')
    expect(multiLineText('ce\u200Bdar')).toBe('cedar')
  })

  it('loses C1 control characters (U+0080 to U+009F), in one line and in several', () => {
    const c1 = Array.from({ length: 32 }, (_, code) => String.fromCharCode(0x80 + code)).join('')
    expect(singleLineText(`a${c1}b`)).toBe('ab')
    expect(multiLineText(`a${c1}\nb`)).toBe('a\nb')
  })

  it('is normalised to NFC, so the same name is stored and searched the same way', () => {
    expect(singleLineText('Jose\u0301 Zoe\u0308')).toBe('Jos\u00e9 Zo\u00eb')
    expect(multiLineText('cafe\u0301\nfence')).toBe('caf\u00e9\nfence')
  })
})

describe('cleanEmailAddress', () => {
  it('takes every control character out of a typed e-mail address, trims and lowercases it', () => {
    expect(cleanEmailAddress(' Owner@Example.com\u0000 ')).toBe('owner@example.com')
    expect(cleanEmailAddress('ow\u0000ner@exa\tmple.com\r\n')).toBe('owner@example.com')
    expect(cleanEmailAddress('\u202Eowner@example.com\u200B\u0085')).toBe('owner@example.com')
  })

  it('reads a missing or non-text value as an empty address', () => {
    expect(cleanEmailAddress(undefined)).toBe('')
    expect(cleanEmailAddress(['a@b.co', 'c@d.co'])).toBe('')
  })
})
