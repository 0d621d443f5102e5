import { expect, it } from 'vitest'
import { recipientDomain, recipientKey } from './recipient-key.ts'

it('compares the mailbox an address reaches: case, spaces and plus-tags do not make another one', () => {
  expect(recipientKey(' Sam@Example.com ')).toBe('sam@example.com')
  expect(recipientKey('victim+1@example.com')).toBe('victim@example.com')
  expect(recipientKey('Victim+a+b@Example.com')).toBe('victim@example.com')
  // Dots count everywhere but at the providers that ignore them.
  expect(recipientKey('j.doe@example.com')).toBe('j.doe@example.com')
  expect(recipientKey('J.Doe+fence@Gmail.com')).toBe('jdoe@gmail.com')
  expect(recipientKey('j.d.o.e@googlemail.com')).toBe('jdoe@gmail.com')
  expect(recipientKey('jdoe@gmail.com.evil.example')).toBe('jdoe@gmail.com.evil.example')
  // A domain named like an Object property is still just a domain.
  expect(recipientKey('a.b@constructor')).toBe('a.b@constructor')
  // What is not an address (a spam row's) stays comparable as it is.
  expect(recipientKey('not an address')).toBe('not an address')
})

it('names the domain of a key', () => {
  expect(recipientDomain(recipientKey('J.Doe@GoogleMail.com'))).toBe('gmail.com')
  expect(recipientDomain('sam@example.com')).toBe('example.com')
  expect(recipientDomain('nothing')).toBe('')
})
