import { describe, expect, it } from 'vitest'
import { multiLineText, singleLineText } from './plain-text.ts'

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
