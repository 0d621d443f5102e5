import { formatUsd } from '#lead/format-usd.ts'
import { site } from '../site-config.ts'
import type { Language } from '#app/lib/language.tsx'
import { spanishFinancingPage } from './financing.es.ts'
import { financingReadings } from './financing-terms.ts'
import type { Advantage } from '#app/components/sections/advantage-cards.tsx'
import type { CallToAction } from '#app/components/sections/cta-band.tsx'
import type { ProcessStep } from '#app/components/sections/process-steps.tsx'
import type { PageHead } from './types.ts'

const program = financingReadings.partnerProgram
const [example, promoExample] = program.examples

/** The /financing page's copy, in the order the page shows it. */
const english = {
  head: {
    title: 'Fence Financing: Low Monthly Payments | Celina, TX',
    description: `Finance a new fence, gate or patio up to ${formatUsd(program.projectMax)} with terms from ${program.termMonths.min} to ${program.termMonths.max} months. Check your rate in minutes without affecting your credit.`,
    keywords: ['fence financing', 'fence payment plan', 'finance a fence Texas', 'monthly payments fence', 'Celina fence company financing'],
  } satisfies PageHead,
  hero: {
    eyebrow: 'Fence Financing',
    title: 'Build Your Fence Now, Pay Over Time',
    description: `Spread the cost of a new fence, gate or patio into predictable monthly payments through our consumer financing partner. The application takes ${program.applicationTime}, and checking your rate will not affect your credit.`,
    prequalifyLabel: 'Get Pre-Qualified Now',
    callLabel: `Call ${site.phone.display}`,
    highlights: [
      `Projects up to ${formatUsd(program.projectMax)}`,
      `${program.termMonths.min}-${program.termMonths.max} month terms`,
      'No impact to check your rate',
    ],
  },
  explanation: {
    title: 'How Fence Financing Works',
    paragraphs: [
      `A quality fence is an investment in privacy, safety and property value, and it should not have to wait for the perfect month. ${site.businessName} partners with a third-party consumer lender so you can start your project now and pay for it in fixed monthly installments.`,
      'You apply directly with our financing partner, see the offers you qualify for, and choose the term and payment that fit your budget. We build exactly what is on your quote: the price does not change because you finance it.',
    ],
    points: [
      'Use it for any project: fences, gates, staining, repairs, patios and pergolas',
      'Fixed monthly payments, so you always know what you owe',
      'See your rate, term and payment before you accept anything',
      'Apply on your phone before or after your free estimate',
    ],
  },
  benefitsTitle: 'Why Finance Your Fence With Us',
  benefits: [
    {
      title: 'Flexible Payment Options',
      description: `Choose a term from ${program.termMonths.min} to ${program.termMonths.max} months, including short promotional plans, and pick the monthly payment that fits your budget.`,
      icon: 'calendar-check',
    },
    {
      title: 'Quick Approval',
      description: `The online application takes ${program.applicationTime}, and most customers see their offers right away, often while we are still measuring the yard.`,
      icon: 'zap',
    },
    {
      title: 'No Hidden Fees',
      description: 'Your rate, term and monthly payment are shown before you accept, and our project price is the same whether you pay up front or finance.',
      icon: 'shield-check',
    },
    {
      title: 'Competitive Rates',
      description: `APRs from ${program.aprPercent.min}% to ${program.aprPercent.max}% based on credit, with 0% APR promotional plans available to qualified applicants.`,
      icon: 'dollar',
    },
  ] satisfies Advantage[],
  partnerBand: {
    title: 'Financing Through a Trusted Lending Partner',
    text: `Loans are offered and made by our third-party consumer financing partner, not by ${site.businessName}. The partner handles your application, credit decision and payments securely; we simply build your fence.`,
    points: ['Secure online application', 'No credit impact to check your rate', 'Offers on screen in minutes, on any device'],
  },
  calculator: {
    title: 'Estimate Your Monthly Payment',
    intro: `Try our partner's payment calculator with any project amount from ${formatUsd(program.calculatorRange.min)} to ${formatUsd(program.calculatorRange.max)} to see estimated monthly payments.`,
    iframeTitle: 'Payment calculator from our financing partner',
    placeholder: 'The payment calculator loads as you scroll to it.',
    fallbackLabel: 'Open the payment calculator in a new tab',
  },
  termsBox: {
    title: 'Partner Program Terms',
    terms: [
      `Finance projects up to ${formatUsd(program.projectMax)}`,
      `Payment calculator covers amounts from ${formatUsd(program.calculatorRange.min)} to ${formatUsd(program.calculatorRange.max)}`,
      `Terms from ${program.termMonths.min} to ${program.termMonths.max} months`,
      `APR from ${program.aprPercent.min}% to ${program.aprPercent.max}%`,
      `Application takes ${program.applicationTime}`,
      `${program.creditImpact}`,
    ],
    exampleTitle: 'Example payments',
    examples: [
      `Example: a ${formatUsd(example.amount)} purchase at ${example.aprPercent}% APR for ${example.months} months is ${formatUsd(example.monthlyPayment)} a month.`,
      `Example: a ${formatUsd(promoExample.amount)} purchase at ${promoExample.aprPercent}% APR for ${promoExample.months} months is ${formatUsd(promoExample.monthlyPayment)} a month.`,
    ],
    disclaimer: `${program.approval}. Examples are for illustration only; your rate, term and payment depend on your credit and the offer you accept. Financing is provided by our third-party lending partner, not by ${site.businessName}, and terms may change without notice.`,
  },
  stepsTitle: 'Three Simple Steps',
  steps: [
    {
      step: 1,
      title: 'Apply Online',
      description: `Fill out the secure prequalification form in ${program.applicationTime}. Checking your rate does not affect your credit.`,
      icon: 'file-check',
    },
    {
      step: 2,
      title: 'Get Approved',
      description: 'Review your offers, choose the term and monthly payment that work for you, and accept online.',
      icon: 'badge-check',
    },
    {
      step: 3,
      title: 'Start Your Project',
      description: 'We schedule your installation, build your fence, and you pay over time in fixed monthly payments.',
      icon: 'hammer',
    },
  ] satisfies ProcessStep[],
  closingCta: {
    headline: 'Ready to Start Your Fence Project?',
    text: 'See what you qualify for in minutes, or call us to talk through your project and financing options with an estimator.',
    buttons: [
      { kind: 'external', label: 'Get Pre-Qualified Now', href: 'prequalify' },
      { kind: 'call', label: `Call ${site.phone.display}` },
    ],
  } satisfies CallToAction,
}

/** The financing page in each language: the Spanish twin is financing.es.ts. */
export const financingPage = { en: english, es: spanishFinancingPage } satisfies Record<Language, typeof english>
