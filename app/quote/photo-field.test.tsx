import { load } from 'cheerio'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { photoRules } from '#lead/photo-rules.ts'
import { contactPage } from '../content/contact.ts'
import { QuoteForm } from './quote-form.tsx'

describe('the quote form photo field', () => {
  const $ = load(renderToString(<QuoteForm config={contactPage.en.contactFormConfig} idPrefix="contact" returnTo="/contact" />))

  it('posts the photos, from the camera or the library, with the form (multipart), under the name the collector reads', () => {
    expect($('form').attr('enctype')).toBe('multipart/form-data')
    const input = $('input[type="file"]')
    expect(input.attr('name')).toBe(photoRules.fieldName)
    expect(input.attr('accept')).toBe('image/*')
    expect(input.is('[multiple]')).toBe(true)
  })

  it('is optional and says how many photos it takes', () => {
    const label = $(`label[for="${$('input[type="file"]').attr('id')}"]`).text()
    expect(label).toBe(`Yard photos, up to ${photoRules.maxPhotos}(optional)`)
  })
})
