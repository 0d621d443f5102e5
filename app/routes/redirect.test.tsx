import { load } from 'cheerio'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { LanguageContext } from '../lib/language.tsx'
import { redirects } from '../route-table.ts'
import RedirectPage, { meta } from './redirect.tsx'

const [{ from, to }] = redirects as [(typeof redirects)[number]]

describe('the redirect page', () => {
  it('on a Spanish page says in Spanish that the page moved, and links on', () => {
    const $ = load(
      renderToString(
        <MemoryRouter initialEntries={[from]}>
          <LanguageContext value="es">
            <RedirectPage />
          </LanguageContext>
        </MemoryRouter>,
      ),
    )
    expect($('h1').text()).toBe('Esta página cambió de dirección')
    expect([$('a').text(), $('a').attr('href')]).toEqual(['Continuar a la nueva página', to])
  })

  it('titles an English address in English', () => {
    expect(meta({ location: { pathname: from } } as Parameters<typeof meta>[0])[0]).toEqual({ title: `Redirecting to ${to}` })
  })
})
