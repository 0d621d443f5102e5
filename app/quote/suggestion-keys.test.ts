import { describe, expect, it } from 'vitest'
import { suggestionKeyAction } from './suggestion-keys.ts'

const open = (active: number, count = 3) => ({ open: true, active, count })

describe('suggestionKeyAction', () => {
  it('moves the highlight down and up, round the list', () => {
    expect(suggestionKeyAction('ArrowDown', open(-1))).toEqual({ type: 'highlight', index: 0 })
    expect(suggestionKeyAction('ArrowDown', open(1))).toEqual({ type: 'highlight', index: 2 })
    expect(suggestionKeyAction('ArrowDown', open(2))).toEqual({ type: 'highlight', index: 0 })
    expect(suggestionKeyAction('ArrowUp', open(2))).toEqual({ type: 'highlight', index: 1 })
    expect(suggestionKeyAction('ArrowUp', open(0))).toEqual({ type: 'highlight', index: 2 })
    expect(suggestionKeyAction('ArrowUp', open(-1))).toEqual({ type: 'highlight', index: 2 })
  })

  it('chooses the highlighted suggestion with Enter, and only closes the list without one', () => {
    expect(suggestionKeyAction('Enter', open(1))).toEqual({ type: 'choose', index: 1 })
    expect(suggestionKeyAction('Enter', open(-1))).toEqual({ type: 'close' })
  })

  it('closes the list with Escape and Tab', () => {
    expect(suggestionKeyAction('Escape', open(0))).toEqual({ type: 'close' })
    expect(suggestionKeyAction('Tab', open(0))).toEqual({ type: 'close' })
  })

  it('opens a closed list on the first suggestion with ArrowDown; other keys keep their usual meaning', () => {
    const closed = { open: false, active: -1, count: 3 }
    expect(suggestionKeyAction('ArrowDown', closed)).toEqual({ type: 'highlight', index: 0 })
    for (const key of ['Enter', 'Escape', 'ArrowUp', 'Tab', 'a']) expect(suggestionKeyAction(key, closed)).toEqual({ type: 'none' })
  })

  it('leaves every key alone when there is nothing to suggest, so Enter still sends the form', () => {
    for (const key of ['ArrowDown', 'Enter', 'Escape']) expect(suggestionKeyAction(key, { open: true, active: -1, count: 0 })).toEqual({ type: 'none' })
  })

  it('lets letters and the caret keys edit the text', () => {
    for (const key of ['a', 'Home', 'End', 'ArrowLeft', 'Backspace']) expect(suggestionKeyAction(key, open(0))).toEqual({ type: 'none' })
  })
})
